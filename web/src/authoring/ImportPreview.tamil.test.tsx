import { render as englishOf } from '@prep/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inTamil } from '../test/language';
import { ImportPreview } from './ImportPreview';
import { readImport } from './importFormats';

// A question written in Tamil, with formulas inside the Tamil text, its options and its steps.
const TAMIL = `<q>$\\frac{1}{2}$ + $\\frac{1}{4}$ இன் மதிப்பு என்ன?==1</q>
<a>$\\frac{3}{4}$&&$\\frac{2}{6}$&&1&&$\\frac{1}{8}$==1</a>
<s>இரண்டையும் பகுதி 4 ஆக எழுதுக&&$\\frac{2}{4} + \\frac{1}{4} = \\frac{3}{4}$==1</s>
`;

describe('import preview in Tamil', () => {
  inTamil();

  it('shows a Tamil question with its formulas rendered inside the Tamil text, under Tamil headings', async () => {
    const read = readImport('tags', TAMIL);
    if (!read.ok) throw new Error(englishOf(read.message));
    render(
      <MantineProvider env="test">
        <ImportPreview questions={read.questions} testName="SAT பின்னங்கள்" />
      </MantineProvider>,
    );
    screen.getByRole('heading', { name: 'SAT பின்னங்கள் தேர்வுக்கு 1 வினா: சேமிக்க உறுதிசெய்யவும்' });
    expect(screen.getByText('கடினநிலை 1')).toBeTruthy();
    // The tag format has no headers: the one the import made is written in Tamil, from its stored number.
    expect(screen.getByRole('heading', { level: 4, name: '# 1 வினா 1' })).toBeTruthy();
    expect(read.questions[0]).toMatchObject({ question_header: 'Question 1', header_number: 1 });
    expect(screen.getByText('விடைக்குறிப்பு: தெரிவு 1')).toBeTruthy();
    const options = within(screen.getByRole('list', { name: 'வினா 1 இன் தெரிவுகள்' }));
    expect(options.getByText('சரியான விடை')).toBeTruthy();

    const question = document.querySelector('.question-text') as HTMLElement;
    await waitFor(() => expect(question.querySelectorAll('.katex mfrac')).toHaveLength(2));
    // The Tamil words stay as written around the formulas.
    expect(question.textContent).toContain('இன் மதிப்பு என்ன?');
    const steps = within(screen.getByRole('list', { name: 'வினா 1 இன் படிகள்' }));
    expect(steps.getByText('இரண்டையும் பகுதி 4 ஆக எழுதுக')).toBeTruthy();
    await waitFor(() => expect(steps.getAllByRole('listitem')[1]!.querySelector('.katex')).not.toBeNull());
  });
});
