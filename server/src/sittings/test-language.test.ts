// A test's language (test_lang_type, as stored: 'English' or 'Tamil') in every list of tests (issue 21): the
// student's assigned tests, the client admin's and the super admin's lists. The server keeps its own order;
// the student's dashboard puts their language's tests first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizzes } from '../db/schema/index';
import { createTest, grantToClient, superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let tamilTest: number;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  const tamil = await createTest(t.db, { questionCount: 2, name: 'இயற்கணிதம் 1' });
  tamilTest = tamil.master_qnsbank_id;
  await t.db.update(quizzes).set({ test_lang_type: 'Tamil' }).where(eq(quizzes.master_qnsbank_id, tamilTest));
  await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
    quizzes: [w.test.quiz.master_qnsbank_id, tamilTest],
  });
});
afterAll(() => t.close());

const languages = (list: Array<{ master_qnsbank?: number; master_qnsbank_id?: number; test_lang_type: string }>) =>
  Object.fromEntries(list.map((x) => [x.master_qnsbank ?? x.master_qnsbank_id, x.test_lang_type]));

describe('test_lang_type in the lists of tests', () => {
  it('the student’s assigned tests carry each test’s language, in the server’s order (assignment order)', async () => {
    const s = await w.student();
    for (const quiz of [tamilTest, w.test.quiz.master_qnsbank_id]) {
      const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, { master_qnsbank: quiz, student: s.id });
      expect(res.statusCode).toBe(201);
      expect(res.json().test_lang_type).toBe(quiz === tamilTest ? 'Tamil' : 'English');
    }
    const mine = await call('GET', `/api/mastersittingbystudentid/${s.id}/`, s.headers);
    expect(mine.statusCode).toBe(200);
    const list = mine.json() as Array<{ master_qnsbank: number; test_lang_type: string }>;
    expect(list.map((x) => [x.master_qnsbank, x.test_lang_type])).toEqual([
      [tamilTest, 'Tamil'],
      [w.test.quiz.master_qnsbank_id, 'English'],
    ]);
    // The client admin's list of its students' sittings carries it too.
    const clients = await call('GET', '/api/mastersitting/', w.a.adminHeaders);
    expect(clients.statusCode).toBe(200);
    const ofStudent = (clients.json() as Array<{ student: number; master_qnsbank: number; test_lang_type: string }>)
      .filter((x) => x.student === s.id)
      .map((x) => [x.master_qnsbank, x.test_lang_type]);
    expect(ofStudent).toEqual([
      [tamilTest, 'Tamil'],
      [w.test.quiz.master_qnsbank_id, 'English'],
    ]);
  });

  it('the client admin’s and the super admin’s lists of tests carry it', async () => {
    for (const headers of [w.a.adminHeaders, superAdminHeaders(t.app)]) {
      const res = await call('GET', '/quiz/quiz/', headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const list = Array.isArray(body) ? body : body.quiz;
      expect(languages(list)).toMatchObject({ [tamilTest]: 'Tamil', [w.test.quiz.master_qnsbank_id]: 'English' });
    }
  });
});
