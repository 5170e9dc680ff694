import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../db/schema/index';
import { superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const add = (payload: object, headers = superAdminHeaders(t.app)) =>
  t.app.inject({ method: 'POST', url: '/api/courses/', headers, payload });

describe('POST /api/courses/', () => {
  it('adds a course and says "Course Added Successfully"', async () => {
    const res = await add({
      course_type: ' GRE ',
      course_short_descr: 'GRE',
      course_long_descr: 'Graduate Record Examinations',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Course Added Successfully',
      course_id: expect.any(Number),
      course_type: 'GRE',
      course_short_descr: 'GRE',
      course_long_descr: 'Graduate Record Examinations',
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/courses/', headers: superAdminHeaders(t.app) });
    expect(list.json().map((c: { course_type: string }) => c.course_type)).toContain('GRE');
  });

  it('needs a name and the descriptions', async () => {
    const res = await add({ course_type: '', course_short_descr: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      course_type: ['Please Enter Course name'],
      course_short_descr: ['Please Enter Course description'],
      course_long_descr: ['Please Enter Course description'],
    });
  });

  it('refuses a second course of the same name', async () => {
    const res = await add({ course_type: 'SAT', course_short_descr: 'SAT', course_long_descr: 'again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A course with this name already exists');
    expect((await t.db.select().from(courses).where(eq(courses.course_type, 'SAT'))).length).toBe(1);
  });

  it('is for the super admin only', async () => {
    const { adminHeaders, studentHeaders } = await tenant(t.app, t.db);
    for (const headers of [adminHeaders, studentHeaders]) {
      expect(
        (
          await add(
            { course_type: 'LSAT', course_short_descr: 'LSAT', course_long_descr: 'Law School Admission Test' },
            headers,
          )
        ).statusCode,
      ).toBe(403);
    }
    expect((await t.db.select().from(courses).where(eq(courses.course_type, 'LSAT'))).length).toBe(0);
  });
});
