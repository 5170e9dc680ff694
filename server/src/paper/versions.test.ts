// Two booklet versions (issue 30): a batch printed with two gives its sittings versions 1 and 2 in turn;
// a version-2 sheet's rows are the shuffled order numbered 1..N (each row as its question: options,
// check boxes), its header says "Version B", and the layout tells each sitting's version.
import { type PaperLayout, paperPrintedNumbers } from '@prep/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterSittings, paperBatches, questions } from '../db/schema/index';
import { createKeyedTest, grantToClient } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { pdfTexts } from '../test/pdf-pages';
import { caller, sittingWorld } from '../test/sittings';
import { batchFacts } from './queries';
import { geometryOf } from './sheets';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof sittingWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
});
afterAll(() => t.close());

describe('two booklet versions', () => {
  it('alternates the versions, numbers version 2’s rows in its order and prints the version', async () => {
    // Eight questions, the third a check-box one: its row must follow it to its shuffled place.
    const test = await createKeyedTest(t.db, { keys: [0, 1, 2, 3, 0, 1, 2, 3], name: 'Versions Mock' });
    const quiz = test.quiz.master_qnsbank_id;
    await t.db
      .update(questions)
      .set({ question_type: 'check boxes' })
      .where(and(eq(questions.master_qnsbank, quiz), eq(questions.question_number, 3)));
    await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
      quizzes: [w.test.quiz.master_qnsbank_id, quiz],
    });
    const students = [await w.student(), await w.student(), await w.student()];

    const res = await call('POST', '/api/paper/sheets/', w.a.adminHeaders, {
      master_qnsbank: quiz,
      students: students.map((s) => s.id),
      versions: 2,
    });
    expect(res.statusCode).toBe(201);
    const { batch, sittings } = res.json();
    expect(sittings.map((s: { version: number }) => s.version)).toEqual([1, 2, 1]);
    const [row] = await t.db.select().from(paperBatches).where(eq(paperBatches.id, batch));
    expect(row?.versions).toBe(2);
    const stored = await t.db
      .select({ id: masterSittings.master_sitting_id, version: masterSittings.paper_version })
      .from(masterSittings)
      .where(
        inArray(
          masterSittings.master_sitting_id,
          sittings.map((s: { master_sitting_id: number }) => s.master_sitting_id),
        ),
      )
      .orderBy(masterSittings.master_sitting_id);
    expect(stored.map((s) => s.version)).toEqual([1, 2, 1]);

    const layout: PaperLayout = (await call('GET', `/api/paper/sheets/${batch}/layout/`, w.a.adminHeaders)).json();
    expect(layout.pages.map((p) => p.version)).toEqual([1, 2, 1]);
    const [a, b] = layout.pages;
    const numbers = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(a!.questions.map((q) => q.number)).toEqual(numbers);
    expect(a!.questions.map((q) => q.multiple)).toEqual(numbers.map((n) => n === 3));
    // Version 2: printed 1..8, each row the question the shuffled order puts there.
    const printed = paperPrintedNumbers(numbers, batch, 2);
    const order = printed.map(([, question]) => question);
    expect(order).not.toEqual(numbers);
    expect(b!.questions.map((q) => q.number)).toEqual(numbers);
    expect(b!.questions.map((q) => q.multiple)).toEqual(order.map((n) => n === 3));
    // The rows sit where version 1's do: only what is printed beside them differs.
    expect(b!.questions.map((q) => q.options)).toEqual(a!.questions.map((q) => q.options));

    // The reader's entry: the geometry of a version, and the question each printed number is.
    const facts = await batchFacts(t.db, { role: 'admin', client_id: w.a.client.client_id } as never, batch);
    const geometry = await geometryOf(t.db, facts!, 2);
    expect(geometry.pages[0]!.map((q) => q.number)).toEqual(numbers);
    expect([...geometry.questionAt]).toEqual(printed);
    expect([...(await geometryOf(t.db, facts!, 1)).questionAt]).toEqual(numbers.map((n) => [n, n]));

    const pdf = await call('GET', `/api/paper/sheets/${batch}/sheets.pdf`, w.a.adminHeaders);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const texts = await pdfTexts(pdf.rawPayload);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Version A');
    expect(texts[1]).toContain('Version B');
    expect(texts[2]).toContain('Version A');

    // The booklet: the questions as a student sees them, in the test's order, without keys.
    const booklet = await call('GET', `/api/paper/sheets/${batch}/booklet/`, w.a.adminHeaders);
    expect(booklet.statusCode).toBe(200);
    const b2 = booklet.json();
    expect(b2).toMatchObject({ batch, test_name: 'Versions Mock', page_size: 'A4', versions: 2 });
    expect(b2.questions.map((q: { question_number: number }) => q.question_number)).toEqual(numbers);
    expect(b2.questions[0].answers.map((a: { label: string }) => a.label)).toEqual(['A', 'B', 'C', 'D']);
    expect(JSON.stringify(b2)).not.toMatch(/isAnswer|is_answer|step1/);
    expect((await call('GET', `/api/paper/sheets/${batch}/booklet/`, w.b.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', `/api/paper/sheets/${batch}/booklet/`, students[0]!.headers)).statusCode).toBe(403);
  });

  it('prints one version by default, with no version in the header', async () => {
    const s = await w.student();
    const quiz = w.test.quiz.master_qnsbank_id;
    const res = await call('POST', '/api/paper/sheets/', w.a.adminHeaders, { master_qnsbank: quiz, students: [s.id] });
    expect(res.statusCode).toBe(201);
    expect(res.json().sittings[0].version).toBe(1);
    const texts = await pdfTexts(
      (await call('GET', `/api/paper/sheets/${res.json().batch}/sheets.pdf`, w.a.adminHeaders)).rawPayload,
    );
    expect(texts[0]).not.toContain('Version');
  });

  it('refuses a version count other than 1 or 2', async () => {
    const s = await w.student();
    for (const versions of [0, 3, '2', 1.5]) {
      const res = await call('POST', '/api/paper/sheets/', w.a.adminHeaders, {
        master_qnsbank: w.test.quiz.master_qnsbank_id,
        students: [s.id],
        versions,
      });
      expect([versions, res.statusCode]).toEqual([versions, 400]);
    }
  });
});

describe('a paper sitting in its student’s list', () => {
  it('is on paper, to take, and refuses Start; a sitting on screen is not on paper', async () => {
    const s = await w.student();
    const quiz = w.test.quiz.master_qnsbank_id;
    const res = await call('POST', '/api/paper/sheets/', w.a.adminHeaders, { master_qnsbank: quiz, students: [s.id] });
    const [sitting] = res.json().sittings;
    const list = await call('GET', `/api/mastersittingbystudentid/${s.id}/`, s.headers);
    expect(list.statusCode).toBe(200);
    const [item] = list.json();
    expect(item).toMatchObject({ master_sitting_id: sitting.master_sitting_id, on_paper: true, state: 'to_take' });
    const start = await call('POST', `/api/mastersitting/${sitting.master_sitting_id}/start/`, s.headers);
    expect(start.statusCode).toBe(409);

    const other = await w.student();
    expect(
      (await call('POST', '/api/mastersitting/', w.a.adminHeaders, { master_qnsbank: quiz, student: other.id }))
        .statusCode,
    ).toBe(201);
    const [onScreen] = (await call('GET', `/api/mastersittingbystudentid/${other.id}/`, other.headers)).json();
    expect(onScreen.on_paper).toBe(false);
  });
});
