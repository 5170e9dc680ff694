import { describe, expect, it } from 'vitest';
import type { PaperLayout } from '@prep/domain';
import {
  choose,
  chosenFromRead,
  confirmBody,
  gradedStudents,
  readingPercent,
  rowsOfPage,
  type ScanPage,
  sheetPageCount,
  sheetRows,
  stateCounts,
  uncertainAnswers,
} from './scanReview';
import { wrongFile } from './UploadScans';

const option = (label: string, x: number) => ({ label, x, y: 100, r: 6 });
const layout: PaperLayout = {
  page: { width: 595, height: 842 },
  marks: [],
  pages: [
    {
      page: 1,
      master_sitting_id: 7,
      student: 70,
      version: 1,
      code: { x: 0, y: 0, size: 50 },
      questions: [
        { number: 1, multiple: false, options: ['A', 'B', 'C', 'D'].map((l, i) => option(l, i * 20)) },
        { number: 2, multiple: true, options: ['A', 'B', 'C'].map((l, i) => option(l, i * 20)) },
      ],
    },
    {
      page: 2,
      master_sitting_id: 7,
      student: 70,
      version: 1,
      code: { x: 0, y: 0, size: 50 },
      questions: [{ number: 3, multiple: false, options: ['A', 'B'].map((l, i) => option(l, i * 20)) }],
    },
    {
      page: 1,
      master_sitting_id: 8,
      student: 80,
      version: 1,
      code: { x: 0, y: 0, size: 50 },
      questions: [{ number: 1, multiple: false, options: [option('A', 0)] }],
    },
  ],
};

const page = (over: Partial<ScanPage>): ScanPage => ({
  page: 1,
  batch: 3,
  master_sitting_id: 7,
  student: 70,
  student_name: 'Asha Rao',
  sheet_page: 1,
  state: 'needs_review',
  answers: [
    { number: 2, marked: ['A', 'C'], certain: true },
    { number: 1, marked: ['B'], certain: false },
  ],
  problem: null,
  ...over,
});

describe('a scan page against its print', () => {
  it('takes a sitting’s sheet page rows, labels and check-box rows from the layout', () => {
    expect(sheetRows(layout, 7, 1)).toEqual([
      { number: 1, multiple: false, labels: ['A', 'B', 'C', 'D'] },
      { number: 2, multiple: true, labels: ['A', 'B', 'C'] },
    ]);
    expect(sheetRows(layout, 7, 2).map((r) => r.number)).toEqual([3]);
    expect(sheetRows(layout, 9, 1)).toEqual([]);
    expect(sheetRows(undefined, 7, 1)).toEqual([]);
    expect(sheetPageCount(layout, 7)).toBe(2);
    expect(sheetPageCount(layout, 8)).toBe(1);
  });

  it('starts the review from what was read, showing the uncertain questions in order', () => {
    const p = page({ answers: [...page({}).answers, { number: 0, marked: [], certain: false }] });
    expect(uncertainAnswers(p).map((a) => a.number)).toEqual([0, 1]);
    expect(chosenFromRead(page({}))).toEqual({ 1: ['B'], 2: ['A', 'C'] });
    expect(rowsOfPage(layout, page({})).map((r) => r.number)).toEqual([1, 2]);
  });

  it('a single-answer row takes one label, a check-box row several in the sheet’s order', () => {
    const [single, multiple] = sheetRows(layout, 7, 1);
    let chosen = choose({}, single!, 'C', true);
    expect(chosen[1]).toEqual(['C']);
    chosen = choose(chosen, single!, 'A', true);
    expect(chosen[1]).toEqual(['A']);
    expect(choose(chosen, single!, '', false)[1]).toEqual([]);
    chosen = choose(chosen, multiple!, 'C', true);
    chosen = choose(chosen, multiple!, 'A', true);
    expect(chosen[2]).toEqual(['A', 'C']);
    expect(choose(chosen, multiple!, 'C', false)[2]).toEqual(['A']);
  });

  it('confirms every row of the page, an unchosen one unanswered; a placed page names its sitting', () => {
    const rows = sheetRows(layout, 7, 1);
    expect(confirmBody(rows, { 1: ['D'] })).toEqual({
      answers: [
        { number: 1, marked: ['D'] },
        { number: 2, marked: [] },
      ],
    });
    expect(confirmBody(sheetRows(layout, 7, 2), { 3: ['B'] }, { master_sitting_id: 7, sheet_page: 2 })).toEqual({
      master_sitting_id: 7,
      sheet_page: 2,
      answers: [{ number: 3, marked: ['B'] }],
    });
  });
});

describe('a scan’s summary', () => {
  it('counts the pages by state and lists each graded student once', () => {
    const pages = [
      page({ page: 1, state: 'graded' }),
      page({ page: 2, state: 'graded', sheet_page: 2 }),
      page({ page: 3, state: 'unreadable', student: null, student_name: null }),
      page({ page: 4, state: 'graded', student: 80, student_name: 'Ben Ode' }),
    ];
    expect(stateCounts(pages)).toEqual({ graded: 3, needs_review: 0, unreadable: 1, duplicate: 0 });
    expect(gradedStudents(pages)).toEqual([
      { student: 70, name: 'Asha Rao' },
      { student: 80, name: 'Ben Ode' },
    ]);
  });

  it('tells the reading’s share once the pages are known', () => {
    expect(readingPercent({ pages_read: 3, pages_total: null })).toBeNull();
    expect(readingPercent({ pages_read: 0, pages_total: 0 })).toBeNull();
    expect(readingPercent({ pages_read: 1, pages_total: 3 })).toBe(33);
    expect(readingPercent({ pages_read: 5, pages_total: 4 })).toBe(100);
  });

  it('refuses a file that is not a PDF or a photo before it is sent', () => {
    const file = (name: string) => new File(['x'], name);
    expect(wrongFile([])).toBe('Choose the scanned sheets to upload: a PDF or photos (JPEG, PNG)');
    expect(wrongFile([file('class.PDF'), file('p1.jpg'), file('p2.jpeg'), file('p3.png')])).toBeNull();
    expect(wrongFile([file('scan.pdf'), file('notes.docx')])).toEqual({
      key: '{{file}} is not a PDF or an image (JPEG, PNG)',
      values: { file: 'notes.docx' },
    });
  });
});
