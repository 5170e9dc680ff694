// Paper tests that mark themselves (issue 30): the answer sheets printed for a batch of paper sittings,
// and where everything is on them. The API contract of /api/paper/sheets/…, and the texts the sheet prints.
import { z } from 'zod';
import { idNumber, requiredId } from './fields';
import { msg } from './i18n';
import { takingQuestionSchema } from './sitting-api';
import { SITTING_MESSAGES } from './sitting-messages';

export const PAPER_SHEET_MESSAGES = {
  studentsOrClass: msg('Choose a class or the students to print for'),
  tooManyStudents: msg('At most 500 students can be printed for at once'),
  pageSize: msg("The page size must be 'A4' or 'Letter'"),
  sameClient: msg('Choose students of one client'),
  nobodyToPrint: msg('Every student was skipped: there are no sheets to print'),
  onPaper: msg('This test is sat on paper: fill in its answer sheet'),
  versions: msg('Print one version or two'),
} as const;

/** What the sheet prints, in the client's default language. */
export const PAPER_SHEET_TEXTS = {
  instructions: msg('Fill the circle completely. To change an answer, erase fully.'),
  student: msg('Student'),
  classroom: msg('Class'),
  page: msg('Page'),
  allThatApply: msg('choose all that apply'),
  version: msg('Version {{letter}}'),
} as const;

export const PAPER_PAGE_SIZES = ['A4', 'Letter'] as const;
export type PaperPageSize = (typeof PAPER_PAGE_SIZES)[number];

/** The most students of one print (a large school year; a class is far fewer). */
export const PAPER_STUDENTS_MAX = 500;

const common = {
  master_qnsbank: requiredId(SITTING_MESSAGES.selectTest),
  page_size: z.enum(PAPER_PAGE_SIZES, { error: PAPER_SHEET_MESSAGES.pageSize }).default('A4'),
  /** Booklet versions: 2 prints every other student a booklet and sheet with the questions in another order. */
  versions: z.union([z.literal(1), z.literal(2)], { error: PAPER_SHEET_MESSAGES.versions }).default(1),
};

/** Body of POST /api/paper/sheets/: a class, or chosen students. */
export const paperSheetsBodySchema = z.union(
  [
    z.strictObject({ ...common, classroom: requiredId(PAPER_SHEET_MESSAGES.studentsOrClass) }),
    z.strictObject({
      ...common,
      students: z
        .array(idNumber(PAPER_SHEET_MESSAGES.studentsOrClass), { error: PAPER_SHEET_MESSAGES.studentsOrClass })
        .min(1, { error: PAPER_SHEET_MESSAGES.studentsOrClass })
        .max(PAPER_STUDENTS_MAX, { error: PAPER_SHEET_MESSAGES.tooManyStudents }),
    }),
  ],
  { error: PAPER_SHEET_MESSAGES.studentsOrClass },
);
export type PaperSheetsBody = z.output<typeof paperSheetsBodySchema>;

/** The answer of POST /api/paper/sheets/: the batch, a paper sitting per student given one, who was skipped and why. */
export const paperSheetsCreatedSchema = z.object({
  batch: z.number(),
  /** Each sitting's booklet version (1, or alternately 1 and 2 when two were asked for). */
  sittings: z.array(z.object({ student: z.number(), master_sitting_id: z.number(), version: z.number() })),
  skipped: z.array(z.object({ student: z.number(), reason: z.string() })),
});
export type PaperSheetsCreated = z.infer<typeof paperSheetsCreatedSchema>;

/** A square (a registration mark, the code): its top-left corner and side, in PDF points from the page's top-left. */
const square = z.object({ x: z.number(), y: z.number(), size: z.number() });

/**
 * GET /api/paper/sheets/{batch}/layout/: where everything is on each sheet page, in PDF points from the
 * page's top-left corner (a bubble by its centre and radius), so other scanning tools can read our sheets.
 */
export const paperLayoutSchema = z.object({
  page: z.object({ width: z.number(), height: z.number() }),
  marks: z.array(square),
  pages: z.array(
    z.object({
      page: z.number(),
      master_sitting_id: z.number(),
      student: z.number(),
      /** The booklet version the sitting's sheet was printed for (1, or 2: its rows numbered in that order). */
      version: z.number(),
      code: square,
      questions: z.array(
        z.object({
          number: z.number(),
          multiple: z.boolean(),
          options: z.array(z.object({ label: z.string(), x: z.number(), y: z.number(), r: z.number() })),
        }),
      ),
    }),
  ),
});
export type PaperLayout = z.infer<typeof paperLayoutSchema>;

/**
 * GET /api/paper/sheets/{batch}/booklet/: what the booklet page prints, the questions as a student sees
 * them on screen (no answer keys, no steps) in the test's order; the page orders each version's with
 * paperVersionOrder and numbers it with paperPrintedNumbers, as the sheets are.
 */
export const paperBookletSchema = z.object({
  batch: z.number(),
  test_name: z.string(),
  page_size: z.enum(PAPER_PAGE_SIZES),
  versions: z.number(),
  questions: z.array(takingQuestionSchema),
});
export type PaperBooklet = z.infer<typeof paperBookletSchema>;
