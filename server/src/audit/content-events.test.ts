// The content's audit events (issue 28): a test created, changed and deleted, and a change of which
// option is a question's key, through every route that can make it, with its before and after. The
// content is the super admin's: every event has no client, so only the super admin reads it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index';
import { createKeyedTest, superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let su: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  su = superAdminHeaders(t.app);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: su, payload: payload as object });

const eventsOf = (type: string, id: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, type), eq(auditEvents.subjectId, id)))
    .orderBy(auditEvents.id);

describe('a test', () => {
  it('created, changed and deleted: one event each, before and after, no client', async () => {
    const body = {
      test_name: 'Audit warm-up',
      test_description: 'Tables 2 to 9',
      subject_category: 'Multiplication',
      grade_level: 'Grade 3',
      test_level: 'Basic',
      test_lang_type: 'English',
      section_duration: '00:03:00',
      test_type: 'Warmup',
    };
    const created = await call('POST', '/quiz/quiz/', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().master_qnsbank_id as number;
    expect((await call('PUT', `/quiz/quiz/${id}/`, { ...body, section_duration: '00:05:00' })).statusCode).toBe(200);
    expect((await call('DELETE', `/quiz/quiz/${id}/`)).statusCode).toBe(200);
    const events = await eventsOf('test', id);
    expect(events.map((e) => e.action)).toEqual(['test.created', 'test.updated', 'test.deleted']);
    for (const event of events) expect(event).toMatchObject({ clientId: null, actorRole: 'superadmin' });
    expect(events[1]!.changes).toEqual({ section_duration: ['00:03:00', '00:05:00'] });
    expect(events[0]!.subjectLabel).toBe('Audit warm-up');
  });
});

describe('a question’s key', () => {
  it('moved by the whole-question save: the key’s event with before and after, readable by the super admin only', async () => {
    const { questions } = await createKeyedTest(t.db, { keys: [1] });
    const q = questions[0]!;
    // The same options and key again: nothing changed, no event (and no 500 from the audit check).
    const same = ['first of 1', 'second of 1', 'third of 1', 'fourth of 1'];
    expect((await call('PUT', `/quiz/question/${q.id}/answers/`, { options: same, key: 2 })).statusCode).toBe(200);
    expect(await eventsOf('question', q.id)).toEqual([]);
    const res = await call('PUT', `/quiz/question/${q.id}/answers/`, { options: same, key: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const events = await eventsOf('question', q.id);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'question.key_changed',
        clientId: null,
        actorRole: 'superadmin',
        changes: { key: ['2: second of 1', '3: third of 1'] },
      }),
    ]);
  });

  it('moved by one option’s change: the option’s event and the key’s', async () => {
    const { questions } = await createKeyedTest(t.db, { keys: [0] });
    const q = questions[0]!;
    const fourth = q.options[3]!;
    const res = await call('PUT', `/quiz/answers/${fourth}/`, { name: 'fourth!', isAnswer: true, question: q.id });
    expect(res.statusCode, res.body).toBe(200);
    const [key] = await eventsOf('question', q.id);
    expect(key).toMatchObject({
      action: 'question.key_changed',
      clientId: null,
      changes: { key: ['1: first of 1', '4: fourth!'] },
    });
    const [option] = await eventsOf('answer', fourth);
    expect(option).toMatchObject({
      action: 'answer.updated',
      clientId: null,
      changes: { name: ['fourth of 1', 'fourth!'], isAnswer: [false, true] },
    });
    // Its text alone changed: the option's event, the key's none.
    await call('PUT', `/quiz/answers/${fourth}/`, { name: 'fourth', isAnswer: true, question: q.id });
    expect((await eventsOf('question', q.id)).map((e) => e.action)).toEqual(['question.key_changed']);
  });

  it('given by an answer import to a question with none: before empty, after the option', async () => {
    const { quiz } = await createKeyedTest(t.db, { keys: [0] });
    // A question of its own with no options, so the import may give it its key.
    const added = await t.app.inject({
      method: 'POST',
      url: '/quiz/importquestion/',
      headers: su,
      payload: {
        questions: [
          {
            master_qnsbank: quiz.master_qnsbank_id,
            question_number: 9,
            question_complexity: 1,
            question_type: 'multiple choice',
            question_header: 'H',
            question_text: 'Imported',
          },
        ],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().questions[0].questionid as number;
    expect(await eventsOf('test', quiz.master_qnsbank_id)).toEqual([
      expect.objectContaining({ action: 'test.questions_imported', clientId: null }),
    ]);
    const rows = ['p', 'q'].map((name, i) => ({
      name,
      isAnswer: i === 1,
      question: id,
      master_qnsbank: quiz.master_qnsbank_id,
    }));
    const res = await call('POST', '/quiz/importanswer/', { answers: rows });
    expect(res.statusCode, res.body).toBe(201);
    const events = await eventsOf('question', id);
    expect(events.map((e) => [e.action, e.changes])).toEqual([
      ['question.options_imported', { options: [null, ['p', 'q']] }],
      ['question.key_changed', { key: ['', '2: q'] }],
    ]);
    expect(events.every((e) => e.clientId === null)).toBe(true);
  });
});
