// A refused file's report in Tamil (issue 27): the field column names each field in Tamil words, with
// the column's own name beside it (the file's header line is written with it); an unknown column the
// file gave is shown as written.
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { RowIssuesTable } from './RowIssuesTable';

describe('a refused file’s report in Tamil', () => {
  inTamil();

  it('names the fields in Tamil, each column’s name beside it', () => {
    render(
      <MantineProvider env="test">
        <RowIssuesTable
          issues={[
            { row: 0, field: 'header', message: 'The first line must be class_name,teacher_email,student_email' },
            { row: 0, line: 1, field: 'Emial', message: 'Unknown column "Emial"' },
            { row: 2, line: 3, field: 'Email', message: 'Email is not valid!' },
            { row: 3, line: 4, field: 'Student_First_Name', message: 'please fillout first name' },
            { row: 4, line: 5, field: 'row', message: 'Email is not valid!' },
          ]}
        />
      </MantineProvider>,
    );
    const [, ...rows] = screen.getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'தலைப்பு வரி (header)',
      'Emial',
      'மின்னஞ்சல் (Email)',
      'முதல் பெயர் (Student_First_Name)',
      'வரிசை (row)',
    ]);
    expect(englishLeftIn(document.body)).toEqual([]);
  });
});
