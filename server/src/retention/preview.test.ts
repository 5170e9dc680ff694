// A client's retention setting (issue 28): set in its configuration, previewed before it is switched on,
// counted from the moment a student's last program is exited (recorded by the update and import paths).
import { EXIT_PROGRAMS } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../db/schema/index';
import { createClient, createStudent, createTeacher, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });
const everyProgram = JSON.stringify(Object.fromEntries(EXIT_PROGRAMS.map((key) => [key, true])));
const someProgram = JSON.stringify({ SAT: true });
const exitedAt = async (id: number) =>
  (await t.db.select({ at: students.programs_exited_at }).from(students).where(eq(students.student_id, id)))[0]?.at;
const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

describe("a client's student_retention_months", () => {
  it('is off by default, set by the super admin, and emptied to switch it off', async () => {
    const client = await createClient(t.db);
    const url = `/api/client/${client.client_id}/`;
    const su = superAdminHeaders(t.app);
    expect((await call('GET', url, su)).json().student_retention_months).toBeNull();
    const set = await call('PUT', url, su, { student_retention_months: 24 });
    expect(set.statusCode).toBe(200);
    expect(set.json().student_retention_months).toBe(24);
    // A multipart form sends text, and an empty field for never.
    expect((await call('PUT', url, su, { student_retention_months: '6' })).json().student_retention_months).toBe(6);
    expect((await call('PUT', url, su, { student_retention_months: '' })).json().student_retention_months).toBeNull();
  });

  it('refuses what is not a number of months, changing nothing', async () => {
    const client = await createClient(t.db, { student_retention_months: 12 });
    const url = `/api/client/${client.client_id}/`;
    for (const bad of [0, -3, 1.5, 241, 'soon', true]) {
      const res = await call('PUT', url, superAdminHeaders(t.app), { student_retention_months: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.student_retention_months).toEqual([
        'Months must be a whole number from 1 to 240, or empty for never',
      ]);
    }
    expect((await call('GET', url, superAdminHeaders(t.app))).json().student_retention_months).toBe(12);
  });
});

describe('GET /api/client/{clientid}/retention-preview/', () => {
  it('lists the students a retention of N months would erase now, longest gone first', async () => {
    const client = await createClient(t.db);
    const other = await createClient(t.db);
    const long = await createStudent(t.db, client.client_id, {
      Student_First_Name: 'Asha',
      Student_Middle_Name: 'K',
      Student_Last_Name: 'Rao',
      programs_exited_at: monthsAgo(30),
    });
    const due = await createStudent(t.db, client.client_id, { programs_exited_at: monthsAgo(13) });
    await createStudent(t.db, client.client_id, { programs_exited_at: monthsAgo(11) });
    await createStudent(t.db, client.client_id);
    await createStudent(t.db, other.client_id, { programs_exited_at: monthsAgo(40) });

    const res = await call(
      'GET',
      `/api/client/${client.client_id}/retention-preview/?months=12`,
      superAdminHeaders(t.app),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { student_id: long.student_id, name: 'Asha K Rao', programs_exited_at: long.programs_exited_at!.toISOString() },
      { student_id: due.student_id, name: `${due.Student_First_Name} Tester`, programs_exited_at: expect.any(String) },
    ]);
    const longer = await call(
      'GET',
      `/api/client/${client.client_id}/retention-preview/?months=24`,
      superAdminHeaders(t.app),
    );
    expect(longer.json().map((s: { student_id: number }) => s.student_id)).toEqual([long.student_id]);
  });

  it('answers a clear 400 for a missing or bad months, 404 for no client, 403 for anyone but the super admin', async () => {
    const a = await tenant(t.app, t.db);
    const base = `/api/client/${a.client.client_id}/retention-preview/`;
    for (const query of ['', '?months=0', '?months=abc', '?months=241']) {
      const res = await call('GET', base + query, superAdminHeaders(t.app));
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('Months must be a whole number from 1 to 240, or empty for never');
    }
    expect(
      (await call('GET', '/api/client/999999/retention-preview/?months=12', superAdminHeaders(t.app))).statusCode,
    ).toBe(404);
    expect((await call('GET', `${base}?months=12`, a.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', `${base}?months=12`, a.studentHeaders)).statusCode).toBe(403);
  });
});

describe('programs_exited_at', () => {
  it('is set when the last program is exited, kept while it stays so, and cleared on re-enrolment', async () => {
    const a = await tenant(t.app, t.db);
    await createTeacher(t.db, a.client.client_id, { First_Name: 'Maria' });
    const url = `/api/student/${a.student.student_id}/`;
    // Enroll_Program is required on every save of the form.
    const put = (body: object) => call('PUT', url, a.adminHeaders, { Enroll_Program: 'SAT', ...body });
    expect((await put({ Exit_Program: someProgram })).statusCode).toBe(200);
    expect(await exitedAt(a.student.student_id)).toBeNull();

    const before = Date.now();
    expect((await put({ Exit_Program: everyProgram })).statusCode).toBe(200);
    const first = await exitedAt(a.student.student_id);
    expect(first!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Saved again with every program exited (another field changed): the date they left stays.
    expect((await put({ Exit_Program: everyProgram, City: 'Salem' })).statusCode).toBe(200);
    expect((await exitedAt(a.student.student_id))!.getTime()).toBe(first!.getTime());
    // A field other than Exit_Program leaves it as it is.
    expect((await put({ City: 'Madurai' })).statusCode).toBe(200);
    expect((await exitedAt(a.student.student_id))!.getTime()).toBe(first!.getTime());

    expect((await put({ Exit_Program: someProgram })).statusCode).toBe(200);
    expect(await exitedAt(a.student.student_id)).toBeNull();
  });

  it('is set and cleared by the update import, and set by the new-students import', async () => {
    const a = await tenant(t.app, t.db);
    await createTeacher(t.db, a.client.client_id, { First_Name: 'Maria' });
    const other = await createStudent(t.db, a.client.client_id, { programs_exited_at: monthsAgo(3) });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/import-student/?client=${a.client.client_id}`,
      headers: a.adminHeaders,
      payload: {
        students: [
          { student_id: a.student.student_id, Enroll_Program: 'SAT', Exit_Program: everyProgram },
          { student_id: other.student_id, Enroll_Program: 'SAT', Exit_Program: someProgram },
        ],
      },
    });
    expect(update.statusCode).toBe(200);
    expect(await exitedAt(a.student.student_id)).toBeInstanceOf(Date);
    expect(await exitedAt(other.student_id)).toBeNull();

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/import-student/?client=${a.client.client_id}`,
      headers: a.adminHeaders,
      payload: {
        students: [
          {
            Student_First_Name: 'Gone',
            Student_Last_Name: 'Before',
            email: 'gone.before@school.org',
            Assign_Teachers: 'Maria',
            Enroll_Program: 'SAT',
            Exit_Program: everyProgram,
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.db.select().from(students).where(eq(students.email, 'gone.before@school.org'));
    expect(row!.programs_exited_at).toBeInstanceOf(Date);
  });
});
