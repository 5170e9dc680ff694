// The headers an import makes ("Question n", for formats without headers) are marked as made (issue 27):
// header_number is stored and answered, so the screens write them in their language; a header written in
// the file, or written over later, is the author's own and is not marked.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPath } from '../config/paths';
import { questions } from '../db/schema/index';
import { createTest, superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody, type TestFile } from '../test/multipart';

let t: TestApp;
let su: Record<string, string>;

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: string) {
  const files: Record<string, TestFile> = {};
  if (file !== undefined) files.file = { name: 'file.txt', type: 'text/plain', data: file };
  const body = await multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...su, ...body.headers } });
}
const headers = async (quizId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/quiz/question/?master_qnsbank=${quizId}`, headers: su });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ questionid: number; question_header: string; header_number?: number | null }>).map(
    (q) => ({ id: q.questionid, question_header: q.question_header, header_number: q.header_number ?? null }),
  );
};

beforeAll(async () => {
  t = await startTestApp();
  su = superAdminHeaders(t.app);
});
afterAll(() => t.close());

describe('the headers an import makes', () => {
  it('are stored with their number, a header the file wrote without, and a header written over loses it', async () => {
    const quiz = await createTest(t.db, { questionCount: 0 });
    const tags = '<q>What is 2 + 3?==1</q>\n<a>4&&5&&6&&7==2</a>\n<q>And 3 + 3?==1</q>\n<a>5&&6&&7&&8==2</a>\n';
    expect(
      (await send('POST', `/quiz/quiz/${quiz.master_qnsbank_id}/import/`, { format: 'tags' }, tags)).statusCode,
    ).toBe(201);
    const gift = '::Sums::What is 1 + 1? {=2 ~3 ~4 ~5}\n\nWhat is 2 + 2? {=4 ~3 ~5 ~6}\n';
    expect(
      (await send('POST', `/quiz/quiz/${quiz.master_qnsbank_id}/import/`, { format: 'gift' }, gift)).statusCode,
    ).toBe(201);
    const imported = await headers(quiz.master_qnsbank_id);
    // The GIFT file's second question has no title: the import numbers it by its place in that file.
    expect(imported.map(({ id: _, ...q }) => q)).toEqual([
      { question_header: 'Question 1', header_number: 1 },
      { question_header: 'Question 2', header_number: 2 },
      { question_header: 'Sums', header_number: null },
      { question_header: 'Question 2', header_number: 2 },
    ]);

    const first = imported[0]!.id;
    await send('PUT', `/quiz/question/${first}/`, { question_text: 'What is 2 + 3 now?' });
    expect((await headers(quiz.master_qnsbank_id))[0]).toMatchObject({ header_number: 1 });
    await send('PUT', `/quiz/question/${first}/`, { question_header: 'Addition' });
    expect((await headers(quiz.master_qnsbank_id))[0]).toMatchObject({
      question_header: 'Addition',
      header_number: null,
    });
  });

  it('are marked by the migration in the rows saved before, a header that says more left alone', async () => {
    const quiz = await createTest(t.db, { questionCount: 0 });
    const row = (question_number: number, question_header: string) => ({
      master_qnsbank: quiz.master_qnsbank_id,
      question_number,
      question_header,
      question_text: 'x',
    });
    await t.db.insert(questions).values([row(1, 'Question 7'), row(2, 'Question 7 (hard)'), row(3, 'Fractions')]);
    const migration = readFileSync(serverPath('drizzle/0013_question_header_number.sql'), 'utf8');
    const fill = migration.split('--> statement-breakpoint').filter((s) => s.includes('UPDATE "questions"'));
    expect(fill).toHaveLength(1);
    await t.db.execute(sql.raw(fill[0]!));
    const rows = await t.db
      .select({ question_header: questions.question_header, header_number: questions.header_number })
      .from(questions)
      .where(eq(questions.master_qnsbank, quiz.master_qnsbank_id))
      .orderBy(questions.question_number);
    expect(rows).toEqual([
      { question_header: 'Question 7', header_number: 7 },
      { question_header: 'Question 7 (hard)', header_number: null },
      { question_header: 'Fractions', header_number: null },
    ]);
  });
});
