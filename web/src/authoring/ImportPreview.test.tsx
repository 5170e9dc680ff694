import { render as englishOf } from '@prep/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportPreview } from './ImportPreview';
import { readImport } from './importFormats';

const FILE = `<q>What is $\\frac{1}{2}$ of 8?<img>figures/q1.png</img>==1</q>
<a>2&&4&&6&&8==2</a>
<s>Half of 8&&is 4==1</s>
<q>Which is prime?==2</q>
<a>4&&6&&7&&9==3</a>
`;

describe('import preview', () => {
  it('shows every question with its options, the key marked, its steps and rendered formulas', async () => {
    const read = readImport('tags', FILE);
    if (!read.ok) throw new Error(englishOf(read.message));
    render(
      <MantineProvider env="test">
        <ImportPreview questions={read.questions} testName="SAT Fractions" />
      </MantineProvider>,
    );
    screen.getByRole('heading', { name: '2 questions for SAT Fractions: confirm to save them' });
    const first = within(screen.getByRole('list', { name: 'Options of question 1' }));
    expect(first.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2', '4Correct answer', '6', '8']);
    expect(screen.getByText('Key: Option 2')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Steps of question 1' }));
    expect(steps.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Half of 8', 'is 4']);
    expect(screen.queryByRole('list', { name: 'Steps of question 2' })).toBeNull();
    // An image the file names but nobody uploaded yet is named, not shown broken.
    expect(screen.getByText('Image: figures/q1.png')).toBeTruthy();
    expect(screen.getByText('Key: Option 3')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.katex mfrac')).not.toBeNull());
  });
});
