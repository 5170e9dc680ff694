// The privacy export (issue 28): everything held about one student or teacher, as a zip of JSON files and
// the same tables as CSV, read in one snapshot, and recorded as an audit event in the same transaction.
import { toCsv } from '@prep/domain';
import { strToU8, zipSync } from 'fflate';
import { releasedTo, seesBeforeRelease } from '../access/fields';
import { type Scope, studentOf } from '../access/scope';
import { audit } from '../audit/record';
import type { Db } from '../db/client';
import { studentFluency } from '../fluency/queries';
import { studentProgress, studentSkills } from '../progress/service';
import {
  type Row,
  type Table,
  signInRows,
  sittingRows,
  studentClassRows,
  studentEventRows,
  studentRow,
  teacherClassRows,
  teacherEventRows,
  teacherRow,
  warmupRows,
} from './export-queries';
import { imageFiles, studentScanPages } from '../paper/scans/privacy';
import type { Storage } from '../storage/storage';
import { ltiAccountRows, ltiDeepLinkRows, ltiScoreRows, ltiWorkRows } from './export-lti';

export interface ExportZip {
  filename: string;
  body: Uint8Array;
}

/** A file of the zip: its JSON (a profile is one record, other files lists) and its CSV table. */
interface ZipFile {
  json: unknown;
  table: Table;
}
const list = (table: Table): ZipFile => ({ json: table.rows, table });

/** Dates as ISO 8601 text, alike in the JSON and the CSV (whichever driver read them). */
const plain = (value: unknown): unknown =>
  value instanceof Date
    ? value.toISOString()
    : Array.isArray(value)
      ? value.map(plain)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
        : value;

/**
 * `name.json` and `name.csv` for each file; a nested value (a sitting's answers) is JSON text in its cell.
 * `binaries` are put in as they are, by their path in the zip (a scanned page's image).
 */
export function zipOf(files: Record<string, ZipFile>, binaries: Record<string, Uint8Array> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...binaries };
  for (const [name, file] of Object.entries(files)) {
    entries[`${name}.json`] = strToU8(`${JSON.stringify(plain(file.json), null, 2)}\n`);
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (Tamil names).
    entries[`${name}.csv`] = strToU8(`\ufeff${toCsv(file.table.columns, plain(file.table.rows) as Row[])}`);
  }
  return zipSync(entries, { level: 6 });
}

const fullName = (first: unknown, last: unknown) => `${String(first ?? '')} ${String(last ?? '')}`.trim();

/**
 * What the student sees of their own results is what their screens show: a score, its right and wrong
 * answers only once an administrator released the sitting, and never a warm-up card's right answer.
 */
function asSeen(scope: Scope, sittings: Table, warmups: Table) {
  const shownSittings = sittings.rows.map((s) =>
    releasedTo(scope, { analyse_test_results: s.released === true })
      ? s
      : {
          ...s,
          score: null,
          wrong_qns_numberlist: null,
          assessment_score: null,
          answers: (s.answers as Row[]).map((a) => ({ ...a, correct: null })),
        },
  );
  const shownWarmups = seesBeforeRelease(scope)
    ? warmups.rows
    : warmups.rows.map((w) => ({ ...w, cards: (w.cards as Row[]).map(({ right_answer: _, ...card }) => card) }));
  return {
    sittings: list({ columns: sittings.columns, rows: shownSittings }),
    warmups: list({ columns: warmups.columns, rows: shownWarmups }),
  };
}

/** Progress rows flattened for the CSV: one row per test, warm-up, skill and fluency fact, `part` naming which. */
async function progressFile(db: Db, scope: Scope): Promise<ZipFile> {
  const levels = await studentProgress(db, scope);
  const skills = await studentSkills(db, scope);
  const fluency = await studentFluency(db, scope);
  const rows: Row[] = [
    ...levels.tests.map((row) => ({ part: 'test', ...row })),
    ...levels.warmups.map((row) => ({ part: 'warmup', ...row })),
    ...skills.skills.map((row) => ({ part: 'skill', ...row })),
    ...fluency.map((row) => ({ part: 'fluency', ...row })),
  ];
  const columns = new Set(['part']);
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return { json: { levels, skills, fluency }, table: { columns: [...columns], rows } };
}

/**
 * The student's export, and its audit event; undefined when the student is gone since the access check.
 * Their scanned sheet pages come with their images, read from `storage`.
 */
export async function studentExport(db: Db, scope: Scope, storage: Storage): Promise<ExportZip | undefined> {
  const id = studentOf(scope);
  // One snapshot (repeatable read): the files agree with each other even while the student is working.
  return db.transaction(
    async (tx) => {
      const profile = await studentRow(tx, id);
      const [student] = profile.rows;
      if (!student) return undefined;
      const seen = asSeen(scope, await sittingRows(tx, id), await warmupRows(tx, id));
      const scanned = await studentScanPages(tx, id);
      const body = zipOf(
        {
          student: { json: student, table: profile },
          sittings: seen.sittings,
          warmups: seen.warmups,
          classes: list(await studentClassRows(tx, id)),
          progress: await progressFile(tx, scope),
          sign_ins: list(await signInRows(tx, 'student', id)),
          audit: list(await studentEventRows(tx, id)),
          lms_accounts: list(await ltiAccountRows(tx, 'student', id)),
          lms_work: list(await ltiWorkRows(tx, id)),
          lms_scores: list(await ltiScoreRows(tx, id)),
          scanned_pages: list(scanned),
        },
        await imageFiles(storage, scanned.images),
      );
      await audit(tx, {
        action: 'student.exported',
        client: student.client as number,
        subject: { type: 'student', id, label: fullName(student.Student_First_Name, student.Student_Last_Name) },
        student: id,
      });
      return { filename: `student-${id}-export.zip`, body };
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** The teacher's export (profile, classes, sign-ins, the events about them and by them), and its audit event. */
export async function teacherExport(db: Db, id: number): Promise<ExportZip | undefined> {
  return db.transaction(
    async (tx) => {
      const profile = await teacherRow(tx, id);
      const [teacher] = profile.rows;
      if (!teacher) return undefined;
      const body = zipOf({
        teacher: { json: teacher, table: profile },
        classes: list(await teacherClassRows(tx, id)),
        sign_ins: list(await signInRows(tx, 'teacher', id)),
        audit: list(await teacherEventRows(tx, id)),
        lms_accounts: list(await ltiAccountRows(tx, 'teacher', id)),
        lms_deep_links: list(await ltiDeepLinkRows(tx, id)),
      });
      await audit(tx, {
        action: 'teacher.exported',
        client: teacher.client as number,
        subject: { type: 'teacher', id, label: fullName(teacher.First_Name, teacher.Last_Name) },
        staff: { role: 'teacher', id },
      });
      return { filename: `teacher-${id}-export.zip`, body };
    },
    { isolationLevel: 'repeatable read' },
  );
}
