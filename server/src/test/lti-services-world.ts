// What the LTI services' tests (grades back, roster sync) need that a launch would have made (issue 29): a
// client's registration of the fake platform (lti-world.ts), a class linked to a course, a student linked
// to the LMS, a resource link with its line item, and a taken sitting or warm-up result launched from it.
import { eq } from 'drizzle-orm';
import {
  clients,
  classrooms,
  classroomStudents,
  ltiContexts,
  ltiResourceLinks,
  ltiUsers,
  ltiWork,
  masterSittings,
} from '../db/schema/index';
import {
  bearer,
  createKeyedTest,
  createStudent,
  createWarmupResult,
  createWarmupSet,
  tenant,
  tokenFor,
} from './fixtures';
import type { TestApp } from './harness';
import type { FakePlatform } from './lti-platform';
import { registerPlatform, startLtiWorld } from './lti-world';
import { caller } from './sittings';

export async function ltiWorld(t: TestApp, fake: FakePlatform, course = 'course-1') {
  const a = await tenant(t.app, t.db);
  const client = a.client.client_id;
  await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, client));
  const platform = await registerPlatform(t.db, fake, client);
  const [classroom] = await t.db
    .insert(classrooms)
    .values({ client, class_name: 'Algebra (LMS)', program: 'SAT' })
    .returning();
  const [context] = await t.db
    .insert(ltiContexts)
    .values({
      platform: platform.id,
      context_id: course,
      classroom: classroom!.id,
      title: 'Algebra',
      memberships_url: fake.membershipsUrl(course),
    })
    .returning();
  const test = await createKeyedTest(t.db, { keys: [1, 1, 2, 0], name: 'LMS Test' });
  const { set } = await createWarmupSet(t.db, { name: 'LMS Warm-up' });

  /** A resource link to `quiz` scoring into line item `item` (a query string kept as the platform wrote it). */
  const link = async (quiz: number, item: string, lineitem: string | null = fake.lineitemUrl(course, item)) => {
    const [row] = await t.db
      .insert(ltiResourceLinks)
      .values({
        platform: platform.id,
        resource_link_id: `link-${item}`,
        context: context!.id,
        quiz,
        lineitem_url: lineitem,
      })
      .returning();
    return row!;
  };

  /** A student of the class, linked to the LMS as `sub`. */
  const learner = async (sub: string) => {
    const student = await createStudent(t.db, client);
    const [user] = await t.db
      .insert(ltiUsers)
      .values({ platform: platform.id, sub, student: student.student_id, given_name: 'Lee' })
      .returning();
    await t.db.insert(classroomStudents).values({ classroom: classroom!.id, student: student.student_id });
    return {
      student,
      user: user!,
      headers: bearer(tokenFor(t.app, 'student', student.student_id, client)),
    };
  };

  /** A taken sitting of the test (score of 4), launched by `user` from `resource`, under a class assignment if given. */
  const sitting = async (student: number, user: number, resource: number, score = 3, assignment?: number) => {
    const [row] = await t.db
      .insert(masterSittings)
      .values({
        master_qnsbank: test.quiz.master_qnsbank_id,
        student,
        test_name: 'LMS Test',
        test_taken: true,
        score,
        total_qns: 4,
        class_assignment: assignment ?? null,
      })
      .returning();
    await t.db
      .insert(ltiWork)
      .values({ kind: 'master', work_id: row!.master_sitting_id, resource_link: resource, lti_user: user });
    return row!.master_sitting_id;
  };

  /** A taken warm-up result of the set (score of 4), launched by `user` from `resource`. */
  const warmup = async (student: number, user: number, resource: number, score = 2) => {
    const row = await createWarmupResult(t.db, student, set, [1, 2, 3, 4], { test_taken: true, score });
    await t.db
      .insert(ltiWork)
      .values({ kind: 'warmup', work_id: row.result_id, resource_link: resource, lti_user: user });
    return row.result_id;
  };

  const setScore = (id: number, score: number) =>
    t.db.update(masterSittings).set({ score }).where(eq(masterSittings.master_sitting_id, id));

  return {
    a,
    client,
    platform,
    classroom: classroom!,
    context: context!,
    test,
    set,
    link,
    learner,
    sitting,
    warmup,
    setScore,
  };
}

/** The app and the fake platform on loopback (lti-world.ts), tenant A's LMS world in them, and the caller. */
export async function startServicesWorld() {
  const started = await startLtiWorld();
  const world = await ltiWorld(started.t, started.fake);
  return { ...started, world, call: caller(started.t) };
}
