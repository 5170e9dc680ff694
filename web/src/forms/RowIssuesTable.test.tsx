import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { RowIssuesTable, type RowIssueView } from './RowIssuesTable';

const placesShown = (issues: RowIssueView[]) => {
  render(
    <MantineProvider env="test">
      <RowIssuesTable issues={issues} />
    </MantineProvider>,
  );
  const [, ...rows] = screen.getAllByRole('row');
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent);
};

describe('where a refused file went wrong', () => {
  it("names a CSV file's line, a list's record and the header", () => {
    expect(
      placesShown([
        { row: 0, line: 1, field: 'Emial', message: 'Unknown column "Emial"' },
        { row: 2, line: 3, field: 'Email', message: 'Email is not valid!' },
        { row: 4, field: 'Email', message: 'Email is not valid!' },
      ]),
    ).toEqual(['header', 'line 3', 'record 4']);
    expect(screen.getByRole('columnheader', { name: 'Where' })).toBeTruthy();
  });
});
