import { describe, expect, it } from 'vitest';
import { parseCsv } from './people-csv';
import { parseGiftQuestions } from './question-gift';
import { REFUSED_REPORT_COLUMNS, refusedReportCsv } from './question-partial';

describe('refusedReportCsv', () => {
  it('writes one row a refused question, its source whole, and reads back to the same cells', () => {
    const result = parseGiftQuestions('Good? {=yes ~no}\n\n=1+1 is? {}\n\nNumber? {#2}');
    if (!result.ok) throw new Error('expected a parse');
    const csv = refusedReportCsv(result.refused);
    expect(csv.split('\r\n')[0]).toEqual('number,line,file,type,reason,source');
    // A source starting "=" is written with an apostrophe, so a spreadsheet does not run it.
    expect(csv).toContain(',"\'=1+1 is? {}"');
    const read = parseCsv(csv, REFUSED_REPORT_COLUMNS);
    expect(read.rows).toEqual([
      {
        number: '2',
        line: '3',
        file: '',
        type: 'essay',
        reason: result.refused[0]!.reason,
        source: '=1+1 is? {}',
      },
      {
        number: '3',
        line: '5',
        file: '',
        type: 'numerical',
        reason: result.refused[1]!.reason,
        source: 'Number? {#2}',
      },
    ]);
  });
});
