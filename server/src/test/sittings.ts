// What the real-test API tests share: two tenants, a keyed test granted to the first, and the calls.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients } from '../db/schema/index';
import { bearer, createKeyedTest, createStudent, createTeacher, grantToClient, tenant, tokenFor } from './fixtures';
import type { TestApp } from './harness';

export type Headers = Record<string, string>;

export function caller(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as object });
}

/**
 * Client A (admin, student) with a four-question SAT test granted (keys: B, B, C, A), and client B
 * (admin, student) with nothing. `student()` makes another student of A.
 */
export async function sittingWorld(t: TestApp, opts: { prepLimit?: number } = {}) {
  const a = await tenant(t.app, t.db);
  const b = await tenant(t.app, t.db);
  const test = await createKeyedTest(t.db, { keys: [1, 1, 2, 0], name: 'SAT Math 1' });
  await grantToClient(t.db, a.client.client_id, a.admin.email, { quizzes: [test.quiz.master_qnsbank_id] });
  if (opts.prepLimit !== undefined) await setPrepLimit(t.db, a.client.client_id, opts.prepLimit);
  const student = async (overrides: Parameters<typeof createStudent>[2] = {}) => {
    const s = await createStudent(t.db, a.client.client_id, overrides);
    return { id: s.student_id, headers: bearer(tokenFor(t.app, 'student', s.student_id, a.client.client_id)) };
  };
  return { a, b, test, student };
}

export async function setPrepLimit(db: Db, clientId: number, limit: number) {
  await db.update(clients).set({ personzlized_test_count: limit }).where(eq(clients.client_id, clientId));
}

type World = Awaited<ReturnType<typeof sittingWorld>>;

/**
 * A class of `n` new students of client A (enrolled in `programs`), taught by the teacher `teacherId`,
 * made through the API as an admin makes one.
 */
export async function classOf(t: TestApp, w: World, teacherId: number, n: number, programs = ['SAT', 'Warmup']) {
  const students: Array<{ id: number; headers: Headers }> = [];
  for (let i = 0; i < n; i++) students.push(await w.student({ Enroll_Program: JSON.stringify(programs) }));
  const res = await caller(t)('POST', '/api/classroom/', w.a.adminHeaders, {
    class_name: `Class ${Math.random()}`,
    program: 'SAT',
    teachers: [teacherId],
    students: students.map((s) => s.id),
  });
  if (res.statusCode !== 201) throw new Error(`the class was not made: ${res.statusCode} ${res.body}`);
  return { id: res.json().id as number, students };
}

/** Client A with classes switched on (assign_test_for_class) and a teacher of A: what the class tests share. */
export async function classStaff(t: TestApp, w: World) {
  await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, w.a.client.client_id));
  const teacherId = (await createTeacher(t.db, w.a.client.client_id)).id;
  return { teacherId, teacher: bearer(tokenFor(t.app, 'teacher', teacherId, w.a.client.client_id)) };
}
