import { describe, expect, it } from 'vitest';
import { render } from '@prep/domain';
import { importStartProblem, isTextFileName, readWarmupFile, warmupFileText } from './warmupImport';

describe('warm-up file import', () => {
  it("asks for a test, then a file, then a .txt file, with the spec's messages", () => {
    expect(importStartProblem(null, { name: 'a.txt' })).toBe('Please Select a Test');
    expect(importStartProblem(4, null)).toBe('Please Select a File');
    expect(importStartProblem(4, { name: 'a.csv' })).toBe('Please Select Text file only');
    expect(importStartProblem(4, { name: 'Set A.TXT' })).toBeUndefined();
    expect(isTextFileName('notes.txt.doc')).toBe(false);
  });

  it('turns each <eq> tag into a row of POST /api/import-warmup/ for the chosen set', () => {
    const read = readWarmupFile(warmupFileText(['12 + 7 = 19', '9 x 6 = 54', '45 / 9 = 5', '3 - 8 = -5']), 11);
    expect(read).toEqual({
      ok: true,
      rows: [
        { equation: '12 + 7', operand_one: '12', operand_two: '7', operator: '+', answer: '19', set_no: 11 },
        { equation: '9 x 6', operand_one: '9', operand_two: '6', operator: 'x', answer: '54', set_no: 11 },
        { equation: '45 / 9', operand_one: '45', operand_two: '9', operator: '/', answer: '5', set_no: 11 },
        { equation: '3 - 8', operand_one: '3', operand_two: '8', operator: '-', answer: '-5', set_no: 11 },
      ],
    });
  });

  it('refuses the whole file for one bad equation, naming its line', () => {
    const read = readWarmupFile(warmupFileText(['1 + 1 = 2', '2 + 2 = 5', '3 + 3 = 6']), 11);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(render(read.message)).toContain('line 2');
    expect(render(read.message)).toContain('2 + 2 is 4');
    expect(read.errors).toHaveLength(1);
  });

  it('reports broken tags with the spec message', () => {
    expect(readWarmupFile('<eq>1 + 1 = 2\n', 3)).toMatchObject({
      ok: false,
      message: 'Something went wrong! Please check the tags',
    });
    expect(readWarmupFile('1 + 1 = 2', 3)).toMatchObject({
      ok: false,
      message: 'Something went wrong! Please check the tags',
    });
    expect(readWarmupFile('', 3)).toMatchObject({ ok: false, message: 'Something went wrong! Please check the tags' });
  });

  it('refuses more rows than one import takes before anything is sent', () => {
    const many = Array.from({ length: 1001 }, (_, i) => `${i} + 1 = ${i + 1}`);
    expect(readWarmupFile(warmupFileText(many), 3)).toMatchObject({
      ok: false,
      message: expect.stringContaining('1000'),
    });
  });
});
