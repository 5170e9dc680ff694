// The LMS's people and courses as ours (issue 29), as the launch and the roster sync use them: a roster
// linked in a few statements, each person once, the refused said why; a course's class and who joins it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, classroomStudents, classroomTeachers, ltiUsers, students } from '../db/schema/index';
import { createClient, createStudent } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { ltiPlatforms } from '../db/schema/index';
import { contextClass, joinClass, linkPeople, type PlatformRow } from './people';

const LEARNER = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner';
const INSTRUCTOR = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';

let t: TestApp;
let platform: PlatformRow;

beforeAll(async () => {
  t = await startTestApp();
  const client = await createClient(t.db);
  await createStudent(t.db, (await createClient(t.db)).client_id, { email: 'taken@school.org' });
  [platform] = (await t.db
    .insert(ltiPlatforms)
    .values({
      client: client.client_id,
      issuer: 'https://lms.example',
      platform_client_id: 'c1',
      auth_login_url: 'https://lms.example/auth',
      auth_token_url: 'https://lms.example/token',
      keyset_url: 'https://lms.example/jwks',
      program: 'SAT',
    })
    .returning()) as [PlatformRow];
});
afterAll(() => t.close());

describe('linkPeople', () => {
  it('links a roster in a few statements: students, teachers, the refused with why', async () => {
    const roster = [
      ...Array.from({ length: 40 }, (_, i) => ({
        sub: `s${i}`,
        roles: [LEARNER],
        given_name: `Kid${i}`,
        email: `kid${i}@school.org`,
      })),
      { sub: 't1', roles: [LEARNER, INSTRUCTOR], name: 'Maria del Carmen Lopez' },
      { sub: 'x1', roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor'] },
      { sub: 's41', roles: [LEARNER], email: 'taken@school.org' },
      { sub: 's42', roles: [LEARNER], email: 'TAKEN2@school.org' },
      { sub: 's43', roles: [LEARNER], email: 'taken2@school.org' },
    ];
    const before = t.queries();
    const { linked, refused } = await t.db.transaction((tx) => linkPeople(tx, platform, roster));
    expect(t.queries() - before).toBeLessThan(15);
    expect(linked.size).toBe(44);
    expect(refused).toEqual([{ sub: 'x1', reason: expect.stringMatching(/no role this tool knows/) }]);
    expect(linked.get('t1')).toMatchObject({ role: 'teacher' });
    const emails = await t.db
      .select({ email: students.email })
      .from(students)
      .where(eq(students.client, platform.client));
    expect(emails.filter((e) => e.email === '')).toHaveLength(2);
    expect(emails.map((e) => e.email)).toContain('taken2@school.org');
    const created = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'student.created'));
    expect(created.length).toBeGreaterThanOrEqual(43);

    const again = await t.db.transaction((tx) =>
      linkPeople(tx, platform, [
        { sub: 's1', roles: [LEARNER], given_name: 'Kiddo' },
        { sub: 't1', roles: [LEARNER] },
      ]),
    );
    expect(again.linked.get('s1')).toEqual(linked.get('s1'));
    expect(again.refused).toEqual([{ sub: 't1', reason: expect.stringMatching(/linked to a teacher/) }]);
    const [user] = await t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 's1'));
    expect(user).toMatchObject({ given_name: 'Kiddo', email: 'kid1@school.org' });
  });

  it('a course is one class; joining twice adds no one twice', async () => {
    const first = await t.db.transaction((tx) => contextClass(tx, platform, { id: 'ctx', label: 'ALG-1' }));
    const second = await t.db.transaction((tx) =>
      contextClass(tx, platform, { id: 'ctx', title: 'Algebra', memberships_url: 'https://lms.example/m' }),
    );
    expect(second).toEqual(first);
    const people = await t.db.transaction(
      async (tx) =>
        (
          await linkPeople(tx, platform, [
            { sub: 's2', roles: [LEARNER] },
            { sub: 't1', roles: [INSTRUCTOR] },
          ])
        ).linked,
    );
    await t.db.transaction((tx) => joinClass(tx, first.classroom, [...people.values()]));
    await t.db.transaction((tx) => joinClass(tx, first.classroom, [...people.values()]));
    expect(
      await t.db.select().from(classroomStudents).where(eq(classroomStudents.classroom, first.classroom)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(classroomTeachers).where(eq(classroomTeachers.classroom, first.classroom)),
    ).toHaveLength(1);
    const joined = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'class.student_added'));
    expect(joined).toHaveLength(1);
  });
});
