// LTI 1.3 launches against a fake platform (issue 29): a Learner and an Instructor launched in, their
// person and class made once and reused, the linked test given and landed on, the one-time code.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  classroomAssignments,
  classrooms,
  classroomStudents,
  classroomTeachers,
  ltiResourceLinks,
  ltiUsers,
  ltiWork,
  masterSittings,
  students,
  teachers,
} from '../db/schema/index';
import { createClient, createClientAdmin, createTest, grantToClient } from '../test/fixtures';
import { ROLE } from '../test/lti-claims';
import { landingOf, launchAs, type LtiWorld, registerPlatform, startLtiWorld } from '../test/lti-world';

let world: LtiWorld;
let client: number;
let test: { master_qnsbank_id: number; test_name: string };
let foreignTest: { master_qnsbank_id: number };

beforeAll(async () => {
  world = await startLtiWorld();
  const { db } = world.t;
  const made = await createClient(db, { assign_test_for_class: true });
  client = made.client_id;
  const admin = await createClientAdmin(db, made);
  test = await createTest(db, { questionCount: 3 });
  foreignTest = await createTest(db, { questionCount: 2 });
  await grantToClient(db, client, admin.email, { quizzes: [test.master_qnsbank_id] });
  const other = await createClient(db);
  const otherAdmin = await createClientAdmin(db, other);
  await grantToClient(db, other.client_id, otherAdmin.email, { quizzes: [foreignTest.master_qnsbank_id] });
  await registerPlatform(db, world.fake, client);
});
afterAll(() => world.close());

const exchange = (code: string) => world.t.app.inject({ method: 'POST', url: '/auth/lti/', payload: { code } });

const course = { id: 'course-101', title: 'Algebra 1' };
const learner = (sub: string, extra: Partial<Parameters<typeof launchAs>[1]> = {}) => ({
  sub,
  roles: [ROLE.learner],
  given_name: 'Asha',
  family_name: 'Kumar',
  email: `${sub}@school.org`,
  context: course,
  resourceLink: { id: 'link-1', title: 'Unit test' },
  lineitem: world.fake.lineitemUrl(course.id, 'item-1'),
  custom: { quiz: String(test.master_qnsbank_id) },
  ...extra,
});

describe('a Learner launch', () => {
  it('creates the student and the class, gives the linked test, and signs in once through the code', async () => {
    const launched = await launchAs(world, learner('learner-a'));
    expect(launched.status).toBe(303);
    expect(launched.location.startsWith(`${world.origin}/lms/?`)).toBe(true);
    const { to, code } = landingOf(launched.location);
    const [user] = await world.t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 'learner-a'));
    expect(user).toMatchObject({ given_name: 'Asha', family_name: 'Kumar', email: 'learner-a@school.org' });
    const [student] = await world.t.db.select().from(students).where(eq(students.student_id, user!.student!));
    expect(student).toMatchObject({
      client,
      Student_First_Name: 'Asha',
      email: 'learner-a@school.org',
      passwordHash: null,
    });
    expect(JSON.parse(student!.Enroll_Program)).toEqual(['SAT']);
    const [room] = await world.t.db.select().from(classrooms).where(eq(classrooms.client, client));
    expect(room).toMatchObject({ class_name: 'Algebra 1', program: 'SAT' });
    const members = await world.t.db.select().from(classroomStudents).where(eq(classroomStudents.classroom, room!.id));
    expect(members.map((m) => m.student)).toEqual([student!.student_id]);
    const [sitting] = await world.t.db
      .select()
      .from(masterSittings)
      .where(eq(masterSittings.student, student!.student_id));
    expect(sitting).toMatchObject({ master_qnsbank: test.master_qnsbank_id, total_qns: 3, test_taken: false });
    expect(to).toBe(`/student/test/master/${sitting!.master_sitting_id}`);
    const [link] = await world.t.db.select().from(ltiResourceLinks);
    expect(link).toMatchObject({
      resource_link_id: 'link-1',
      quiz: test.master_qnsbank_id,
      lineitem_url: world.fake.lineitemUrl(course.id, 'item-1'),
      title: 'Unit test',
    });
    const [work] = await world.t.db.select().from(ltiWork);
    expect(work).toMatchObject({ kind: 'master', work_id: sitting!.master_sitting_id, lti_user: user!.id });

    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ student_id: student!.student_id, client, access_token: expect.any(String) });
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
  });

  it('a second launch reuses the person, the class and the sitting, and refreshes the names kept', async () => {
    const launched = await launchAs(world, learner('learner-a', { given_name: 'Asha R.' }));
    expect(launched.status).toBe(303);
    const users = await world.t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 'learner-a'));
    expect(users).toHaveLength(1);
    expect(users[0]!.given_name).toBe('Asha R.');
    const [{ n: rooms }] = (await world.t.db.select({ n: count() }).from(classrooms)) as [{ n: number }];
    expect(rooms).toBe(1);
    const sittings = await world.t.db
      .select()
      .from(masterSittings)
      .where(eq(masterSittings.student, users[0]!.student!));
    expect(sittings).toHaveLength(1);
    expect(landingOf(launched.location).to).toBe(`/student/test/master/${sittings[0]!.master_sitting_id}`);
  });

  it("counts the link's work under one class assignment, made at the first launch, for the class results", async () => {
    const assignments = await world.t.db.select().from(classroomAssignments);
    expect(assignments).toHaveLength(1);
    expect(assignments[0]).toMatchObject({
      kind: 'test',
      quiz: test.master_qnsbank_id,
      opens_at: null,
      closes_at: null,
    });
    const another = await launchAs(world, learner('learner-d', { email: 'learner-d@school.org' }));
    expect(another.status).toBe(303);
    const sittings = await world.t.db
      .select()
      .from(masterSittings)
      .where(eq(masterSittings.master_qnsbank, test.master_qnsbank_id));
    expect(sittings.map((s) => s.class_assignment)).toEqual([assignments[0]!.id, assignments[0]!.id]);
    expect(await world.t.db.select().from(classroomAssignments)).toHaveLength(1);
    const assigned = await world.t.db.select().from(auditEvents).where(eq(auditEvents.action, 'class.assigned'));
    expect(assigned).toHaveLength(1);
    expect(assigned[0]!.changes).toMatchObject({ class_assignment: [null, assignments[0]!.id] });
  });

  it('an email another person has is not copied; a launch with no linked test lands on the dashboard', async () => {
    const launched = await launchAs(
      world,
      learner('learner-b', { email: 'learner-a@school.org', resourceLink: { id: 'link-2' }, custom: {} }),
    );
    expect(launched.status).toBe(303);
    expect(landingOf(launched.location).to).toBe('/student/dashboard');
    const [user] = await world.t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 'learner-b'));
    const [student] = await world.t.db.select().from(students).where(eq(students.student_id, user!.student!));
    expect(student!.email).toBe('');
  });

  it("never gives another client's test named by the link's custom quiz: the dashboard instead", async () => {
    const launched = await launchAs(
      world,
      learner('learner-c', { resourceLink: { id: 'link-3' }, custom: { quiz: String(foreignTest.master_qnsbank_id) } }),
    );
    expect(launched.status).toBe(303);
    expect(landingOf(launched.location).to).toBe('/student/dashboard');
    const given = await world.t.db
      .select()
      .from(masterSittings)
      .where(eq(masterSittings.master_qnsbank, foreignTest.master_qnsbank_id));
    expect(given).toEqual([]);
    const [link] = await world.t.db
      .select()
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.resource_link_id, 'link-3'));
    expect(link!.quiz).toBeNull();
  });
});

describe('an Instructor launch', () => {
  it('whatever the order of the roles, makes a teacher of the class and lands on its results', async () => {
    const launched = await launchAs(world, {
      sub: 'teacher-a',
      roles: [ROLE.learner, ROLE.instructor],
      given_name: 'Maria',
      family_name: 'Lopez',
      context: course,
      resourceLink: { id: 'link-1', title: 'Unit test' },
    });
    expect(launched.status).toBe(303);
    const [user] = await world.t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 'teacher-a'));
    expect(user!.teacher).not.toBeNull();
    const [teacher] = await world.t.db.select().from(teachers).where(eq(teachers.id, user!.teacher!));
    expect(teacher).toMatchObject({ client, First_Name: 'Maria', Email: '', passwordHash: null });
    const [room] = await world.t.db.select().from(classrooms).where(eq(classrooms.client, client));
    const staff = await world.t.db.select().from(classroomTeachers).where(eq(classroomTeachers.classroom, room!.id));
    expect(staff.map((s) => s.teacher)).toEqual([teacher!.id]);
    const { to, code } = landingOf(launched.location);
    expect(to).toBe(`/teacher/classes?class=${room!.id}`);
    const signedIn = await exchange(code);
    expect(signedIn.json()).toMatchObject({ teacher_id: teacher!.id, client });

    const again = await launchAs(world, {
      sub: 'teacher-a',
      roles: [ROLE.instructor],
      context: course,
      resourceLink: { id: 'link-1' },
    });
    expect(again.status).toBe(303);
    expect(await world.t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 'teacher-a'))).toHaveLength(1);
    expect(await world.t.db.select().from(classroomTeachers)).toHaveLength(1);
  });

  it('a Teaching Assistant is a teacher too; a new course gets a class of its own, its name kept unique', async () => {
    const launched = await launchAs(world, {
      sub: 'ta-a',
      roles: [ROLE.ta],
      given_name: 'Ravi',
      context: { id: 'course-202', title: 'algebra 1' },
      resourceLink: { id: 'link-9' },
    });
    expect(launched.status).toBe(303);
    const names = (await world.t.db.select({ name: classrooms.class_name }).from(classrooms)).map((r) => r.name);
    expect(names.sort()).toEqual(['Algebra 1', 'algebra 1 (2)']);
  });
});
