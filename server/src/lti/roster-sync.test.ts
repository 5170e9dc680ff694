// "Sync with LMS" (NRPS, issue 29) against the fake platform: the course's class list read over several
// pages, the new people created and added, those gone from the LMS (or Inactive in it) taken out of the
// class with their results kept, people who never came from the LMS left alone; only the class's admins;
// an LMS that fails or answers garbage is a message, a 400 or 502, and nothing half-saved.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  classrooms,
  classroomStudents,
  classroomTeachers,
  ltiContexts,
  ltiUsers,
  masterSittings,
  students,
} from '../db/schema/index';
import { bearer, createStudent, createTeacher, tenant, tokenFor } from '../test/fixtures';
import type { TestApp } from '../test/harness';
import { ROLE } from '../test/lti-claims';
import type { FakePlatform, Member } from '../test/lti-platform';
import { type ltiWorld, startServicesWorld } from '../test/lti-services-world';
import type { caller } from '../test/sittings';
import { MAX_PAGES } from './memberships';

let started: Awaited<ReturnType<typeof startServicesWorld>>;
let t: TestApp;
let fake: FakePlatform;
let world: Awaited<ReturnType<typeof ltiWorld>>;
let call: ReturnType<typeof caller>;
let url: string;
let local: number;
let leaver: { student: number; sitting: number };
let stayer: number;

const learner = (user_id: string, extra: Partial<Member> = {}): Member => ({
  user_id,
  roles: [ROLE.learner],
  ...extra,
});

beforeAll(async () => {
  started = await startServicesWorld();
  ({ t, fake, world, call } = started);
  url = `/api/classroom/${world.classroom.id}/sync/`;
  const link = await world.link(world.test.quiz.master_qnsbank_id, 'item-roster');
  const old = await world.learner('left-the-course');
  leaver = {
    student: old.student.student_id,
    sitting: await world.sitting(old.student.student_id, old.user.id, link.id),
  };
  stayer = (await world.learner('stays')).student.student_id;
  const plain = await createStudent(t.db, world.client);
  local = plain.student_id;
  await t.db.insert(classroomStudents).values({ classroom: world.classroom.id, student: local });
});
afterAll(() => started?.close());

const classStudents = async () =>
  (await t.db.select().from(classroomStudents).where(eq(classroomStudents.classroom, world.classroom.id)))
    .map((r) => r.student)
    .sort((a, b) => a - b);

describe('POST /api/classroom/{id}/sync/', () => {
  it('refuses a teacher of the class, another client and a student; a class from no LMS course is a 400', async () => {
    const teacher = await createTeacher(t.db, world.client);
    await t.db.insert(classroomTeachers).values({ classroom: world.classroom.id, teacher: teacher.id });
    const other = await tenant(t.app, t.db);
    for (const headers of [
      bearer(tokenFor(t.app, 'teacher', teacher.id, world.client)),
      other.adminHeaders,
      world.a.studentHeaders,
    ]) {
      expect((await call('POST', url, headers)).statusCode).toBe(403);
    }
    const [plain] = await t.db
      .insert(classrooms)
      .values({ client: world.client, class_name: 'Plain', program: 'SAT' })
      .returning();
    const res = await call('POST', `/api/classroom/${plain!.id}/sync/`, world.a.adminHeaders);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This class did not come from an LMS course: it has no class list there to sync with.',
    );
    expect((await call('POST', '/api/classroom/abc/sync/', world.a.adminHeaders)).statusCode).toBe(400);
    expect(fake.membershipRequests).toBe(0);
  });

  it('follows the pages: adds the new, removes those gone or inactive, keeps the rest and their results', async () => {
    fake.pageSize = 2;
    fake.members.set('course-1', [
      learner('stays'),
      learner('new-learner', { given_name: 'Nila', family_name: 'Raman', email: 'nila@lms.example' }),
      { user_id: 'new-instructor', roles: [ROLE.instructor], name: 'Ravi Kumar' },
      learner('was-here', { status: 'Inactive' }),
      { user_id: 'an-admin', roles: [ROLE.admin] },
    ]);
    const inactive = await world.learner('was-here');
    const requests = fake.membershipRequests;
    const res = await call('POST', url, world.a.adminHeaders);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.membershipRequests - requests).toBe(3);
    expect(res.json()).toEqual({
      added: 2,
      removed: 2,
      unchanged: 1,
      refused: [
        {
          sub: 'an-admin',
          reason:
            'The LMS gave this person no role this tool knows: only Learners, Instructors and Teaching Assistants can use it.',
        },
      ],
    });
    const [nila] = await t.db.select().from(students).where(eq(students.email, 'nila@lms.example'));
    expect(nila).toMatchObject({ Student_First_Name: 'Nila', Student_Last_Name: 'Raman', client: world.client });
    expect(await classStudents()).toEqual([stayer, local, nila!.student_id].sort((a, b) => a - b));
    const teachers = await t.db
      .select({ sub: ltiUsers.sub })
      .from(classroomTeachers)
      .innerJoin(ltiUsers, eq(ltiUsers.teacher, classroomTeachers.teacher))
      .where(eq(classroomTeachers.classroom, world.classroom.id));
    expect(teachers).toEqual([{ sub: 'new-instructor' }]);
    // The leaver's results stay, and so does their link to the LMS.
    expect(
      await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, leaver.sitting)),
    ).toHaveLength(1);
    expect(inactive.student.student_id).not.toBe(leaver.student);
    const events = (await t.db.select().from(auditEvents).where(eq(auditEvents.subjectId, world.classroom.id))).map(
      (e) => e.action,
    );
    expect(events).toEqual(
      expect.arrayContaining(['class.synced', 'class.student_added', 'class.student_removed', 'class.updated']),
    );

    const again = await call('POST', url, world.a.adminHeaders);
    expect(again.json()).toMatchObject({ added: 0, removed: 0, unchanged: 3 });
  });

  it('takes a fresh token when the LMS answers 401', async () => {
    const tokens = fake.tokensIssued;
    fake.failMemberships(1, 401, '{"error":"invalid_token"}');
    const res = await call('POST', url, world.a.adminHeaders);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.tokensIssued).toBe(tokens + 1);
  });

  it.each([
    ['text that is not JSON', 200, '<html>oops</html>', 'answered something that is not JSON (status 200)'],
    ['JSON without a token', 200, '{"token_type":"Bearer"}', 'answered no access token'],
    ['an OAuth error', 400, '{"error":"invalid_client","error_description":"unknown client"}', 'unknown client'],
  ])(
    'answers a token endpoint giving %s with a 502 and its words, changing nothing',
    async (_what, status, body, words) => {
      const before = await classStudents();
      // A 401 drops the kept token: the next one is asked of the token endpoint, which answers this.
      fake.failMemberships(1, 401, '{"error":"invalid_token"}');
      fake.failTokens(1, status, body);
      const res = await call('POST', url, world.a.adminHeaders);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain(words);
      expect(await classStudents()).toEqual(before);
    },
  );

  it.each([
    [
      'a 5xx on the second page',
      503,
      'Service Unavailable',
      1,
      'The LMS refused to give the class list (status 503): Service Unavailable',
    ],
    [
      'text that is not JSON',
      200,
      '<html>oops</html>',
      0,
      'The LMS answered something that is not a class list: The LMS answered something that is not JSON (status 200).',
    ],
    [
      'JSON without members',
      200,
      '{"id":"x"}',
      0,
      'The LMS answered something that is not a class list: it has no members list',
    ],
    [
      'a member without user_id',
      200,
      '{"members":[{"roles":[]}]}',
      0,
      'The LMS answered something that is not a class list: member 1 of a page has no user_id or roles',
    ],
    [
      'a 403 with words',
      403,
      '{"error":"forbidden","error_description":"NRPS is off for this course"}',
      0,
      'The LMS refused to give the class list (status 403): NRPS is off for this course',
    ],
  ])('answers %s with a 502 and its words, changing nothing', async (_what, status, body, afterPages, message) => {
    fake.pageSize = 1;
    fake.members.set('course-1', [learner('stays'), learner('another-new'), learner('yet-another')]);
    const before = await classStudents();
    const people = (await t.db.select().from(ltiUsers)).length;
    fake.failMemberships(1, status, body, afterPages);
    const res = await call('POST', url, world.a.adminHeaders);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(message);
    expect(await classStudents()).toEqual(before);
    expect((await t.db.select().from(ltiUsers)).length).toBe(people);
  });

  it('answers an LMS that cannot be reached, a list past its pages, and a course without the service', async () => {
    const [context] = await t.db.select().from(ltiContexts).where(eq(ltiContexts.classroom, world.classroom.id));
    await t.db
      .update(ltiContexts)
      .set({ memberships_url: 'http://127.0.0.1:9/courses/x/memberships' })
      .where(eq(ltiContexts.id, context!.id));
    const unreachable = await call('POST', url, world.a.adminHeaders);
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().message).toMatch(
      /^The class list could not be read from the LMS: http:\/\/127\.0\.0\.1:9 cannot be reached/,
    );

    await t.db
      .update(ltiContexts)
      .set({ memberships_url: context!.memberships_url })
      .where(eq(ltiContexts.id, context!.id));
    fake.pageSize = 1;
    fake.members.set(
      'course-1',
      Array.from({ length: MAX_PAGES + 1 }, (_, i) => learner(`many-${i}`)),
    );
    const long = await call('POST', url, world.a.adminHeaders);
    expect(long.statusCode).toBe(502);
    expect(long.json().message).toBe(`The LMS class list runs to more than ${MAX_PAGES} pages: nothing was changed.`);

    await t.db.update(ltiContexts).set({ memberships_url: null }).where(eq(ltiContexts.id, context!.id));
    const off = await call('POST', url, world.a.adminHeaders);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toMatch(/^The LMS has not offered this course’s class list/);
  });
});
