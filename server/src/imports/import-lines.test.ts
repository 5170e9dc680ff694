// Import reports name where a problem is as the person who made the file sees it: a CSV file's line (the
// header is line 1, a quoted cell's line breaks count), a JSON list's record. `row` keeps counting records.
import { CLASSROOM_MESSAGES, toCsv } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema/index';
import { createTeacher, studentPayload, teacherPayload, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof tenant>>;
beforeAll(async () => {
  t = await startTestApp();
  a = await tenant(t.app, t.db);
  await createTeacher(t.db, a.client.client_id, { First_Name: 'Maria' });
  await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, a.client.client_id));
});
afterAll(() => t.close());

const sendCsv = (url: string, csv: string, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: { ...a.adminHeaders, 'content-type': 'text/csv' }, payload: csv });

const TEACHER_COLUMNS = Object.keys(teacherPayload());
const teachersCsv = (rows: object[]) => toCsv(TEACHER_COLUMNS, rows);

describe('teacher imports', () => {
  it("names the file's 3rd line as line 3 (record 2)", async () => {
    const res = await sendCsv(
      '/api/import-teacher/',
      teachersCsv([teacherPayload(), teacherPayload({ Email: 'not-an-email' })]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([{ row: 2, line: 3, field: 'Email', message: 'Email is not valid!' }]);
    expect(res.json().message).toBe(
      'Nothing was imported: 1 row has errors. First: line 3, Email: Email is not valid!',
    );
  });

  it("counts a quoted cell's line breaks and blank lines, and names a repeat's first line", async () => {
    const first = teacherPayload({ City: 'Spring\nfield' });
    const [header, ...records] = teachersCsv([first, { ...teacherPayload(), Email: first.Email }]).split('\r\n');
    // Line 1 the header, lines 2-3 the first teacher, line 4 blank, line 5 the repeat.
    const res = await sendCsv('/api/import-teacher/', [header, records[0], '', records[1]].join('\r\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 2, line: 5, field: 'Email', message: `${first.Email} also appears on line 2` },
    ]);
  });

  it('names a record of a JSON list by its number, with no line', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import-teacher/',
      headers: a.adminHeaders,
      payload: { teachers: [teacherPayload(), teacherPayload({ Email: 'not-an-email' })] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([{ row: 2, field: 'Email', message: 'Email is not valid!' }]);
    expect(res.json().message).toBe(
      'Nothing was imported: 1 row has errors. First: record 2, Email: Email is not valid!',
    );
  });
});

describe('student imports', () => {
  it("names the file's 3rd line as line 3, on POST and on PUT", async () => {
    const good = studentPayload('Maria');
    const columns = Object.keys(good);
    const post = await sendCsv(
      '/api/import-student/',
      toCsv(columns, [good, studentPayload('Maria', { Student_Mobile: 'call me' })]),
    );
    expect(post.statusCode).toBe(400);
    expect(post.json().rows).toEqual([{ row: 2, line: 3, field: 'Student_Mobile', message: expect.any(String) }]);
    expect(post.json().message).toMatch(/^Nothing was imported: 1 row has errors\. First: line 3, Student_Mobile: /);

    const put = await sendCsv(
      '/api/import-student/',
      toCsv(columns, [
        studentPayload('Maria', { email: a.student.email }),
        studentPayload('Maria', { email: 'nobody@school.org' }),
      ]),
      'PUT',
    );
    expect(put.statusCode).toBe(400);
    expect(put.json().rows).toEqual([
      { row: 2, line: 3, field: 'email', message: 'No student with email nobody@school.org in this client' },
    ]);
  });
});

describe('class imports', () => {
  it("names the file's 3rd line as line 3", async () => {
    const res = await sendCsv(
      '/api/import-classroom/',
      'class_name,teacher_email,student_email,program\nLines class,,,SAT\nLines class,nobody@school.org,,SAT\n',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 2, line: 3, field: 'teacher_email', message: 'No teacher with email nobody@school.org in this client' },
    ]);
    expect(res.json().message).toBe(
      'Nothing was imported: 1 row has errors. First: line 3, teacher_email: No teacher with email nobody@school.org in this client',
    );
    const header = await sendCsv('/api/import-classroom/', 'name,email\nA,b\n');
    expect(header.json().rows[0]).toEqual({ row: 0, line: 1, field: 'header', message: CLASSROOM_MESSAGES.csvHeader });
  });
});
