// Paper tests that mark themselves (issue 30), the scans: uploading the filled answer sheets, what was
// read from each page, and a reviewer's confirmation of the answers the reader was unsure of. The API
// contract of /api/paper/scans/…, and the messages a page's `problem` is one of.
import { z } from 'zod';
import { idNumber } from './fields';
import { msg } from './i18n';
import { saidMessageShape } from './message-schema';

export const PAPER_SCAN_MESSAGES = {
  noFile: msg('Choose the scanned sheets to upload: a PDF or photos (JPEG, PNG)'),
  notScan: msg('{{file}} is not a PDF or an image (JPEG, PNG)'),
  unreadableFile: msg('{{file}} could not be read: {{reason}}'),
  tooManyPages: msg('Only the first {{max}} pages of a scan are read; upload the rest separately'),
  noMarks: msg('The four corner marks of an answer sheet were not found on this page'),
  noCode: msg('The code of an answer sheet could not be read on this page'),
  notOurs: msg('This page is not an answer sheet printed for your school'),
  otherClass: msg('This sheet was printed for a class you do not teach'),
  alreadyGraded: msg('This student’s test was already graded; this page was not graded again'),
  pageTwice: msg('This sheet page was already read from an earlier page or scan'),
  uncertain: msg('Some answers could not be read for certain: check them'),
  waitingForPage: msg('Page {{page}} of this student’s sheet has not been read yet'),
  waitingForReview: msg('Page {{page}} of this student’s sheet has answers to check first'),
  stillReading: msg('The scan is still being read: try again when it is done'),
  notToConfirm: msg('This page has nothing to confirm'),
  chooseSitting: msg('Choose the student this page belongs to'),
  noSuchPage: msg('The student’s sheet has no page {{page}}'),
  unknownQuestion: msg('Question {{number}} is not on this sheet page'),
  notAnOption: msg('{{label}} is not an option of question {{number}}'),
  oneAnswer: msg('Question {{number}} takes one answer'),
} as const;

export const PAPER_PAGE_STATES = ['graded', 'needs_review', 'unreadable', 'duplicate'] as const;
export type PaperPageState = (typeof PAPER_PAGE_STATES)[number];

/** An answer read from a sheet (or confirmed by a person): the labels marked, as the sheet prints them. */
export const paperReadAnswerSchema = z.object({
  number: z.number(),
  marked: z.array(z.string()),
  certain: z.boolean(),
});
export type PaperReadAnswer = z.infer<typeof paperReadAnswerSchema>;

/** A problem of a page or a file: a message with its key, as every message of the API. */
export const paperProblemSchema = z.object(saidMessageShape).nullable();

/** GET /api/paper/scans/{scan}/: the scan's pages as read so far. */
export const paperScanSchema = z.object({
  scan: z.number(),
  status: z.enum(['reading', 'done']),
  /** How far the reading is: files opened, pages read of the pages known (null until every PDF is opened). */
  progress: z.object({ pages_read: z.number(), pages_total: z.number().nullable() }),
  pages: z.array(
    z.object({
      page: z.number(),
      /** The print the page's sheet came from: its layout (GET /api/paper/sheets/{batch}/layout/) labels each row. */
      batch: z.number().nullable(),
      master_sitting_id: z.number().nullable(),
      student: z.number().nullable(),
      /** The student's name, for the reviewer (null when the page is not a student's). */
      student_name: z.string().nullable(),
      /** Which page of the student's sheet it is (a long test prints several). */
      sheet_page: z.number().nullable(),
      state: z.enum(PAPER_PAGE_STATES),
      answers: z.array(paperReadAnswerSchema),
      problem: paperProblemSchema,
    }),
  ),
  /**
   * Whom an unreadable page may be given to by hand: the paper sittings of the prints this scan's pages
   * came from that are not graded and have no page read yet.
   */
  candidates: z.array(
    z.object({ master_sitting_id: z.number(), student: z.number(), student_name: z.string(), batch: z.number() }),
  ),
});
export type PaperScan = z.infer<typeof paperScanSchema>;

/** The answer of POST /api/paper/scans/: the scan, read in the background. */
export const paperScanCreatedSchema = z.object({ scan: z.number() });

/** Body of POST /api/paper/scans/{scan}/pages/{page}/confirm/. */
export const paperConfirmSchema = z.strictObject({
  /** For an unreadable page: the sitting it belongs to, and which page of its sheet it is. */
  master_sitting_id: idNumber(PAPER_SCAN_MESSAGES.chooseSitting).optional(),
  sheet_page: z.number().int().min(1).max(100).optional(),
  answers: z
    .array(z.strictObject({ number: z.number().int().min(1).max(10_000), marked: z.array(z.string().max(8)).max(8) }))
    .max(1_000),
});
export type PaperConfirm = z.infer<typeof paperConfirmSchema>;

/** Why a file could not be read (the `reason` of PAPER_SCAN_MESSAGES.unreadableFile). */
export const PAPER_SCAN_REASONS = {
  password: msg('it is protected by a password'),
  broken: msg('it is damaged or not complete'),
  slow: msg('it took too long to read'),
} as const;

/** 413 of POST /api/paper/scans/: the files together past SCAN_MAX_BYTES. */
export const PAPER_SCAN_TOO_LARGE = msg('The scans are larger than {{max}} MB together: upload them in parts');
