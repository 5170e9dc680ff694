import type { ReviewQuestion } from '@prep/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api';
import { Providers } from '../app/Providers';
import { ReviewTable } from './ReviewTable';

const option = (answersid: number, label: string, name: string, isAnswer: boolean, feedback: string) => ({
  answersid,
  label,
  name,
  isAnswer,
  feedback,
});

// Moodle's example question, answered "red", as the released review sends it.
const spectrum: ReviewQuestion = {
  questionid: 7,
  question_number: 1,
  question_type: 'multiple choice',
  text_format: 'plain',
  question_header: '',
  question_text: "What's between orange and green in the spectrum?",
  question_image: null,
  answers: [
    option(1, 'A', 'yellow', true, 'right; good!'),
    option(2, 'B', 'red', false, "wrong, it's yellow"),
    option(3, 'C', 'blue', false, ''),
  ],
  select_ans: '2',
  select_label: 'B',
  chosen_answers: [2],
  chosen_labels: ['B'],
  credit: null,
  correct_answers: [1],
  correct_labels: ['A'],
  isCorrect: false,
  steps: null,
  stepvideo: [],
};

describe('the released review', () => {
  it("shows each option's feedback beside it, and nothing beside an option without one", () => {
    const { container } = render(
      <Providers queryClient={createQueryClient()} env="test">
        <ReviewTable questions={[spectrum]} caption="Review" />
      </Providers>,
    );
    const options = within(screen.getByRole('list', { name: 'Options of question 1' })).getAllByRole('listitem');
    expect(options.map((item) => item.textContent)).toEqual([
      'A. yellowFeedback: right; good!',
      "B. redFeedback: wrong, it's yellow",
      'C. blue',
    ]);
    expect(container.querySelectorAll('[data-option="B"] [data-feedback]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-option="C"] [data-feedback]')).toHaveLength(0);
  });
});
