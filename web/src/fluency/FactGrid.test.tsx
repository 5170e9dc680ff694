import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factCell } from '@prep/domain';
import { createQueryClient } from '../api';
import { Providers } from '../app/Providers';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { FactGrid } from './FactGrid';

const wrap = (ui: React.ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      {ui}
    </Providers>,
  );

describe('the fact grid', () => {
  it('lays out the facts by operands, each cell saying its fact, accuracy, median time and level', () => {
    wrap(
      <FactGrid
        facts={[
          factCell({ operator: 'x', operand_one: '6', operand_two: '7', attempts: 4, correct: 4, median_ms: 2400 }),
          factCell({ operator: 'x', operand_one: '6', operand_two: '8', attempts: 2, correct: 0, median_ms: null }),
          factCell({ operator: 'x', operand_one: '7', operand_two: '8', attempts: 3, correct: 2, median_ms: 5100 }),
        ]}
      />,
    );
    const grid = screen.getByTestId('fact-grid-x');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['×', '7', '8']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['6', '7']);
    const fluent = within(grid).getByRole('cell', {
      name: /^6 × 7: 100% right over 4 answers, median time 2\.4s, Fluent/,
    });
    expect(fluent.dataset.level).toBe('fluent');
    const missed = within(grid).getByRole('cell', { name: /^6 × 8: 0% right over 2 answers, median time —, Missed/ });
    expect(missed.dataset.level).toBe('missed');
    // 2 of 3 right: learning; 7 × 7 was never answered.
    expect(within(grid).getByRole('cell', { name: /^7 × 8: 67% right/ }).dataset.level).toBe('learning');
    expect(within(grid).getByRole('cell', { name: 'Not answered yet' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Colour key' }).querySelectorAll('li')).toHaveLength(4);
  });

  it('says so when no fact was answered', () => {
    wrap(<FactGrid facts={[]} />);
    expect(screen.getByText('No warm-up facts answered yet.')).toBeTruthy();
  });
});

describe('the fact grid in Tamil', () => {
  inTamil();

  it('says each cell, the levels and the key in Tamil, the seconds as ta-IN writes them', () => {
    wrap(
      <FactGrid
        facts={[
          factCell({ operator: '+', operand_one: '6', operand_two: '7', attempts: 4, correct: 4, median_ms: 2400 }),
          factCell({ operator: '+', operand_one: '6', operand_two: '8', attempts: 2, correct: 0, median_ms: null }),
        ]}
      />,
    );
    const grid = screen.getByTestId('fact-grid-+');
    expect(
      within(grid).getByRole('cell', {
        name: '6 + 7: 4 விடைகளில் 100% சரி, இடைநிலை நேரம் 2.4 வி., சரளம்: 3 விநாடிகளுக்குள் சரி',
      }),
    ).toBeTruthy();
    expect(
      within(grid).getByRole('cell', { name: /^6 \+ 8: 2 விடைகளில் 0% சரி, இடைநிலை நேரம் —, தவறியது/ }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '+ கணக்குகள்' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'வண்ணக் குறிப்பு' })).toBeTruthy();
    expect(englishLeftIn(document.body)).toEqual([]);
  });
});
