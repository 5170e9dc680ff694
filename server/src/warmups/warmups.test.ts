import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWarmupText, render } from '@prep/domain';
import { warmupResults, warmups } from '../db/schema/index';
import {
  createTest,
  createWarmupResult,
  createWarmupSet,
  grantToClient,
  superAdminHeaders,
  tenant,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let su: Record<string, string>;
let a: Awaited<ReturnType<typeof tenant>>;
let granted: Awaited<ReturnType<typeof createWarmupSet>>;
let other: Awaited<ReturnType<typeof createWarmupSet>>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, payload: payload as object });
const ids = (list: Array<{ warmup_id: number }>) => list.map((w) => w.warmup_id);

beforeAll(async () => {
  t = await startTestApp();
  su = superAdminHeaders(t.app);
  a = await tenant(t.app, t.db);
  granted = await createWarmupSet(t.db);
  other = await createWarmupSet(t.db, { equations: [[2, '+', 2]] });
  await grantToClient(t.db, a.client.client_id, a.admin.email, { warmups: [granted.set.master_qnsbank_id] });
});
afterAll(() => t.close());

describe('GET /api/warmupByset/{id}/', () => {
  it('lists a set’s warm-ups in order for the super admin and a client admin it is granted to', async () => {
    for (const headers of [su, a.adminHeaders]) {
      const res = await call('GET', `/api/warmupByset/${granted.set.master_qnsbank_id}/`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toEqual({
        warmup_id: granted.warmups[0]!.warmup_id,
        equation: '12 + 7',
        answer: '19',
        operand_one: '12',
        operand_two: '7',
        operator: '+',
        set_no: granted.set.master_qnsbank_id,
      });
      expect(ids(res.json())).toEqual(ids(granted.warmups));
    }
  });

  it('refuses a set not granted to the client admin’s client', async () => {
    expect((await call('GET', `/api/warmupByset/${other.set.master_qnsbank_id}/`, a.adminHeaders)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/warmupByset/999999/', su)).statusCode).toBe(404);
  });

  it('gives a student only a set assigned to them, without answers', async () => {
    const url = `/api/warmupByset/${granted.set.master_qnsbank_id}/`;
    const s = await tenant(t.app, t.db);
    expect((await call('GET', url, s.studentHeaders)).statusCode).toBe(403);
    await createWarmupResult(t.db, s.student.student_id, granted.set, ids(granted.warmups));
    const res = await call('GET', url, s.studentHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      warmup_id: granted.warmups[0]!.warmup_id,
      equation: '12 + 7',
      operand_one: '12',
      operand_two: '7',
      operator: '+',
      set_no: granted.set.master_qnsbank_id,
    });
  });
});

describe('ids beyond the database’s integer range', () => {
  it('are refused with a 4xx, never a 500', async () => {
    for (const url of ['/api/warmupByset/2147483648/', '/api/warmup/?set_no=2147483648']) {
      const res = await call('GET', url, su);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect((await call('DELETE', '/api/warmup/2147483648/', su)).statusCode).toBe(400);
  });
});

describe('GET /api/warmup/', () => {
  it('scopes the list: everything, granted sets, or the student’s assigned questions without answers', async () => {
    const all = (await call('GET', '/api/warmup/', su)).json();
    expect(ids(all)).toEqual(expect.arrayContaining([...ids(granted.warmups), ...ids(other.warmups)]));
    expect(ids((await call('GET', '/api/warmup/', a.adminHeaders)).json())).toEqual(ids(granted.warmups));
    expect(
      ids((await call('GET', `/api/warmup/?set_no=${other.set.master_qnsbank_id}`, a.adminHeaders)).json()),
    ).toEqual([]);
    const s = await tenant(t.app, t.db);
    await createWarmupResult(t.db, s.student.student_id, granted.set, [granted.warmups[1]!.warmup_id]);
    const mine = (await call('GET', '/api/warmup/', s.studentHeaders)).json();
    expect(ids(mine)).toEqual([granted.warmups[1]!.warmup_id]);
    expect(mine[0]).not.toHaveProperty('answer');
  });
});

describe('POST, PUT and DELETE /api/warmup/', () => {
  it('adds an operand warm-up, filling its operands, with the success message', async () => {
    const res = await call('POST', '/api/warmup/', su, {
      equation: ' 9x8 =',
      answer: '72',
      set_no: other.set.master_qnsbank_id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      equation: '9 x 8',
      answer: '72',
      operand_one: '9',
      operand_two: '8',
      operator: 'x',
      message: 'Warmup Question Added/Updated Succesfully',
    });
  });

  it('adds a formula that is not "a op b" as an equation card', async () => {
    const res = await call('POST', '/api/warmup/', su, {
      equation: '(2 + 3) x 4',
      answer: 20,
      set_no: other.set.master_qnsbank_id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ equation: '(2 + 3) x 4', answer: '20', operand_one: null, operator: null });
  });

  it('refuses empty fields, a wrong answer, a non-whole answer and a set that is not a warm-up set', async () => {
    const empty = await call('POST', '/api/warmup/', su, {
      equation: '',
      answer: '',
      set_no: other.set.master_qnsbank_id,
    });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'Please Fillout all fields' });
    const wrong = await call('POST', '/api/warmup/', su, {
      equation: '9 x 8',
      answer: '71',
      set_no: other.set.master_qnsbank_id,
    });
    expect(wrong.json().fields).toEqual({ answer: ['The equation has a wrong answer: 9 x 8 is 72, not 71'] });
    const notWhole = await call('POST', '/api/warmup/', su, {
      equation: '(1 + 2) / 2',
      answer: '1.5',
      set_no: other.set.master_qnsbank_id,
    });
    expect(notWhole.json().fields).toEqual({ answer: ['The answer must be a whole number'] });
    const test = await createTest(t.db);
    const notSet = await call('POST', '/api/warmup/', su, {
      equation: '1 + 1',
      answer: '2',
      set_no: test.master_qnsbank_id,
    });
    expect(notSet.json().fields).toEqual({ set_no: ['Please Select a Test'] });
  });

  it('updates equation and answer', async () => {
    const created = (
      await call('POST', '/api/warmup/', su, { equation: '3 + 3', answer: '6', set_no: other.set.master_qnsbank_id })
    ).json();
    const res = await call('PUT', `/api/warmup/${created.warmup_id}/`, su, { equation: '3 - -3', answer: '6' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      equation: '3 - -3',
      operand_two: '-3',
      operator: '-',
      message: 'Warmup Question Added/Updated Succesfully',
    });
    expect((await call('PUT', '/api/warmup/999999/', su, { equation: '1 + 1', answer: '2' })).statusCode).toBe(404);
  });

  it('deletes a warm-up and takes it out of results not taken yet', async () => {
    const set = await createWarmupSet(t.db);
    const s = await tenant(t.app, t.db);
    const open = await createWarmupResult(t.db, s.student.student_id, set.set, ids(set.warmups));
    const taken = await createWarmupResult(t.db, s.student.student_id, set.set, ids(set.warmups), { test_taken: true });
    const doomed = set.warmups[1]!.warmup_id;
    const res = await call('DELETE', `/api/warmup/${doomed}/`, su);
    expect(res.json()).toEqual({ message: 'Deleted!', warmup_id: doomed });
    const [openAfter] = await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, open.result_id));
    expect(openAfter).toMatchObject({
      assigned_questions: ids(set.warmups).filter((id) => id !== doomed),
      total_qns: 3,
    });
    const [takenAfter] = await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, taken.result_id));
    expect(takenAfter!.assigned_questions).toEqual(ids(set.warmups));
    expect((await call('DELETE', `/api/warmup/${doomed}/`, su)).statusCode).toBe(404);
  });

  it('are for the super admin only', async () => {
    const w = granted.warmups[0]!.warmup_id;
    for (const headers of [a.adminHeaders, a.studentHeaders]) {
      expect(
        (
          await call('POST', '/api/warmup/', headers, {
            equation: '1 + 1',
            answer: '2',
            set_no: granted.set.master_qnsbank_id,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call('PUT', `/api/warmup/${w}/`, headers, { equation: '1 + 1', answer: '2' })).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/api/warmup/${w}/`, headers)).statusCode).toBe(403);
      const row = {
        equation: '1 + 1',
        operand_one: '1',
        operand_two: '1',
        operator: '+',
        answer: '2',
        set_no: granted.set.master_qnsbank_id,
      };
      expect((await call('POST', '/api/import-warmup/', headers, { warmups: [row] })).statusCode).toBe(403);
    }
  });
});

describe('POST /api/import-warmup/', () => {
  const file =
    '<eq>12 + 7 = 19</eq>\n<eq>-3 + 5 = 2</eq>\n<eq>4 - -2 = 6</eq>\n<eq>6 × 7 = 42</eq>\n<eq>56 / 8 = 7</eq>';

  it('imports the rows the domain parser makes from a .txt file, naming the test', async () => {
    const set = await createWarmupSet(t.db, { name: 'Imported Set', equations: [] });
    const parsed = parseWarmupText(file);
    if (!parsed.ok) throw new Error(render(parsed.message));
    const res = await call('POST', '/api/import-warmup/', su, {
      warmups: parsed.warmups.map((w) => ({ ...w, set_no: set.set.master_qnsbank_id })),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Warmup Imported Successfully to Imported Set', count: 5 });
    const stored = await t.db.select().from(warmups).where(eq(warmups.set_no, set.set.master_qnsbank_id));
    expect(stored.map((w) => [w.equation, w.operand_one, w.operand_two, w.operator, w.answer])).toEqual([
      ['12 + 7', '12', '7', '+', '19'],
      ['-3 + 5', '-3', '5', '+', '2'],
      ['4 - -2', '4', '-2', '-', '6'],
      ['6 x 7', '6', '7', 'x', '42'],
      ['56 / 8', '56', '8', '/', '7'],
    ]);
  });

  it('is all or nothing: one bad row is named and nothing is stored', async () => {
    const set = await createWarmupSet(t.db, { equations: [] });
    const row = {
      equation: '1 + 1',
      operand_one: '1',
      operand_two: '1',
      operator: '+',
      answer: '2',
      set_no: set.set.master_qnsbank_id,
    };
    const res = await call('POST', '/api/import-warmup/', su, {
      warmups: [
        row,
        { ...row, equation: '2 x 3', operand_one: '2', operand_two: '3', operator: 'x', answer: '7' },
        row,
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Equation 2 has a wrong answer: 2 x 3 is 6, not 7');
    expect(res.json().fields).toEqual({ 'warmups.1.equation': ['Equation 2 has a wrong answer: 2 x 3 is 6, not 7'] });
    const notASet = await call('POST', '/api/import-warmup/', su, { warmups: [row, { ...row, set_no: 999999 }] });
    expect(notASet.json().fields).toEqual({ 'warmups.1.set_no': ['Please Select a Test'] });
    const missing = await call('POST', '/api/import-warmup/', su, { warmups: [row, { ...row, operator: '' }] });
    expect(missing.json().fields).toEqual({ 'warmups.1.operator': ['Please Fillout all fields'] });
    expect(await t.db.select().from(warmups).where(eq(warmups.set_no, set.set.master_qnsbank_id))).toEqual([]);
  });
});
