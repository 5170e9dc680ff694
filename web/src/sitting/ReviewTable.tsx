import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestion } from '@prep/domain';
import { MathText } from '../math';
import { RIGHT_COLOR, WRONG_COLOR } from '../warmup/format';
import { hasSteps, shownVideos } from './solution';

/** "B: 42", or "(no answer)". */
function chosenText(q: ReviewQuestion, none: string) {
  const chosen = q.answers.find((a) => String(a.answersid) === q.select_ans);
  return chosen ? `${chosen.label}: ${chosen.name}` : none;
}

const correctText = (q: ReviewQuestion) =>
  q.answers
    .filter((a) => q.correct_answers.includes(a.answersid))
    .map((a) => `${a.label}: ${a.name}`)
    .join(', ');

export type ResultWord = 'Correct' | 'Wrong' | 'Unanswered';
export const resultWord = (q: Pick<ReviewQuestion, 'isCorrect' | 'select_ans'>): ResultWord =>
  q.isCorrect ? 'Correct' : q.select_ans === '' ? 'Unanswered' : 'Wrong';

interface ReviewTableProps {
  questions: readonly ReviewQuestion[];
  caption: string;
  /** The View Steps and View Video buttons of each question; none when absent. */
  onSteps?: (q: ReviewQuestion) => void;
  onVideo?: (q: ReviewQuestion) => void;
}

/** A page of graded questions: each with the option chosen, the right one, and the solution's viewers. */
export function ReviewTable({ questions, caption, onSteps, onVideo }: ReviewTableProps) {
  const { t } = useTranslation();
  const solutions = onSteps !== undefined || onVideo !== undefined;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('No.')}</Table.Th>
            <Table.Th scope="col">{t('Question')}</Table.Th>
            <Table.Th scope="col">{t('Chosen')}</Table.Th>
            <Table.Th scope="col">{t('Correct answer')}</Table.Th>
            <Table.Th scope="col">{t('Result')}</Table.Th>
            {solutions && <Table.Th scope="col">{t('Solution')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((q) => {
            const word = resultWord(q);
            return (
              <Table.Tr key={q.questionid} data-question={q.question_number} data-result={word}>
                <Table.Td>{q.question_number}</Table.Td>
                <Table.Td>
                  {q.question_header && <MathText text={q.question_header} component="div" />}
                  <MathText text={q.question_text} component="div" />
                </Table.Td>
                <Table.Td data-chosen>
                  <MathText text={chosenText(q, t('(no answer)'))} />
                </Table.Td>
                <Table.Td data-correct-answer>
                  <MathText text={correctText(q)} />
                </Table.Td>
                <Table.Td>
                  <Text fw={700} size="sm" c={q.isCorrect ? RIGHT_COLOR : WRONG_COLOR}>
                    {t(word)}
                  </Text>
                </Table.Td>
                {solutions && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {onSteps && hasSteps(q.steps) && (
                        <Button
                          size="compact-xs"
                          variant="outline"
                          onClick={() => onSteps(q)}
                          aria-label={t('View Steps of question {{n}}', { n: q.question_number })}
                        >
                          {t('View Steps')}
                        </Button>
                      )}
                      {onVideo && shownVideos(q.stepvideo).length > 0 && (
                        <Button
                          size="compact-xs"
                          variant="outline"
                          onClick={() => onVideo(q)}
                          aria-label={t('View Video of question {{n}}', { n: q.question_number })}
                        >
                          {t('View Video')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
