// Where a launch lands (issue 29): the resource link kept (its gradebook column and title), and for a
// student of a link to one of our tests or warm-up sets, that work: the row they have of it from this
// link, else the one they have open, else a new one given through the taking path's own assignment
// (its checks, events and audit), under the class's assignment of it (its settings and window). A class
// that has none gets one at the first launch, with the test's own duration: the teacher who launches the
// same link lands on the class results, which show the link's work there and release it from there.
// lti_work then ties the row to the link, so its score goes back.
import { WARMUP_COURSE_TYPE } from '@prep/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { isGranted } from '../access/lists';
import { grantOf } from '../access/visibility';
import { insertAssignment, latestAssignment, type Target } from '../classrooms/assignment-queries';
import { classEvent } from '../classrooms/events';
import { targetChanges } from '../classrooms/work-events';
import type { Tx } from '../db/client';
import { classrooms, ltiResourceLinks, ltiWork, masterSittings, warmupResults } from '../db/schema/index';
import { findQuiz } from '../quizzes/queries';
import { assignTestTo } from '../sittings/assign';
import { alongside, flushWaiting } from '../taking/audit-events';
import { notMissedCondition } from '../taking/window';
import { assignSetTo } from '../warmup-results/assign';
import type { PlatformRow } from './people';

/** The custom parameter of a deep-linked resource link that names its test or warm-up set. */
export const QUIZ_PARAMETER = 'quiz';

/** The test or warm-up set `id` names when it is granted to the client; null otherwise (never another's). */
export async function grantedTarget(tx: Tx, client: number, id: number | null): Promise<Target | null> {
  if (id === null || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const quiz = await findQuiz(tx, id);
  if (!quiz) return null;
  const kind = quiz.test_type === WARMUP_COURSE_TYPE ? 'warmup' : 'test';
  return isGranted(await grantOf(tx, client), kind, id) ? { kind, quiz: id } : null;
}

/** The quiz id a launch's custom parameters name, when it is a number. */
export function customQuiz(custom: Record<string, string>): number | null {
  const text = custom[QUIZ_PARAMETER];
  return text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : null;
}

/** Keeps the resource link (its column and title refreshed); answers its id and the quiz it links to. */
export async function keepResourceLink(
  tx: Tx,
  platform: PlatformRow,
  link: { id: string; title: string },
  context: number | null,
  lineitem: string | undefined,
  quiz: number | null,
): Promise<number> {
  const values = {
    platform: platform.id,
    resource_link_id: link.id,
    context,
    quiz,
    lineitem_url: lineitem ?? null,
    title: link.title,
  };
  const [row] = await tx
    .insert(ltiResourceLinks)
    .values(values)
    .onConflictDoUpdate({
      target: [ltiResourceLinks.platform, ltiResourceLinks.resource_link_id],
      set: { context, quiz, lineitem_url: values.lineitem_url, title: link.title },
    })
    .returning({ id: ltiResourceLinks.id });
  return row!.id;
}

type Work = { kind: 'master' | 'warmup'; id: number };

/** The student's row of the target from this link, if it is still there. */
async function linkedWork(tx: Tx, link: number, ltiUser: number, target: Target): Promise<Work | undefined> {
  const kind = target.kind === 'test' ? 'master' : 'warmup';
  const works = await tx
    .select({ id: ltiWork.work_id })
    .from(ltiWork)
    .where(and(eq(ltiWork.resource_link, link), eq(ltiWork.lti_user, ltiUser), eq(ltiWork.kind, kind)))
    .orderBy(desc(ltiWork.work_id));
  const ids = works.map((w) => w.id);
  if (ids.length === 0) return undefined;
  const rows =
    kind === 'master'
      ? await tx
          .select({ id: masterSittings.master_sitting_id })
          .from(masterSittings)
          .where(and(inArray(masterSittings.master_sitting_id, ids), eq(masterSittings.master_qnsbank, target.quiz)))
      : await tx
          .select({ id: warmupResults.result_id })
          .from(warmupResults)
          .where(and(inArray(warmupResults.result_id, ids), eq(warmupResults.warmup_set_no, target.quiz)));
  const latest = Math.max(...rows.map((r) => r.id));
  return Number.isFinite(latest) ? { kind, id: latest } : undefined;
}

/** The student's open row of the target (given outside this link), the latest. */
async function openWork(tx: Tx, student: number, target: Target): Promise<Work | undefined> {
  if (target.kind === 'test') {
    const [row] = await tx
      .select({ id: masterSittings.master_sitting_id })
      .from(masterSittings)
      .where(
        and(
          eq(masterSittings.student, student),
          eq(masterSittings.master_qnsbank, target.quiz),
          eq(masterSittings.test_taken, false),
          notMissedCondition(masterSittings),
        ),
      )
      .orderBy(desc(masterSittings.master_sitting_id))
      .limit(1);
    return row && { kind: 'master', id: row.id };
  }
  const [row] = await tx
    .select({ id: warmupResults.result_id })
    .from(warmupResults)
    .where(
      and(
        eq(warmupResults.student, student),
        eq(warmupResults.warmup_set_no, target.quiz),
        eq(warmupResults.is_personalized, false),
        eq(warmupResults.test_taken, false),
        notMissedCondition(warmupResults),
      ),
    )
    .orderBy(desc(warmupResults.result_id))
    .limit(1);
  return row && { kind: 'warmup', id: row.id };
}

/** A timer of the test's own duration (student_timer 00:00:00 runs for its section duration), if it has one. */
async function ownDuration(tx: Tx, target: Target) {
  if (target.kind !== 'test') return {};
  const duration = (await findQuiz(tx, target.quiz))?.section_duration ?? '';
  return { timer: /^\d{2}:\d{2}:\d{2}$/.test(duration) && duration !== '00:00:00', student_timer: '00:00:00' };
}

/** The class's assignment of the target, made with the test's own settings when it has none (an event). */
async function classAssignment(tx: Tx, client: number, classroom: number, target: Target) {
  const found = await latestAssignment(tx, classroom, target);
  if (found) return found;
  const [place] = await tx
    .select({ id: classrooms.id, class_name: classrooms.class_name })
    .from(classrooms)
    .where(eq(classrooms.id, classroom));
  const made = await insertAssignment(tx, {
    classroom,
    kind: target.kind,
    quiz: target.quiz,
    ...(await ownDuration(tx, target)),
  });
  const changes = { ...targetChanges(target), class_assignment: [null, made.id] as [null, number] };
  alongside(tx, classEvent('class.assigned', { id: classroom, client, class_name: place?.class_name ?? '' }, changes));
  return made;
}

/** A new row of the target for the student, under the class's assignment when the launch has a class. */
async function newWork(
  tx: Tx,
  client: number,
  student: number,
  target: Target,
  classroom: number | null,
): Promise<Work | undefined> {
  const assignment = classroom === null ? undefined : await classAssignment(tx, client, classroom, target);
  const by = { client, actor: null };
  const common = assignment && {
    timer: assignment.timer,
    student_timer: assignment.student_timer,
    class_assignment: assignment.id,
    opens_at: assignment.opens_at,
    closes_at: assignment.closes_at,
  };
  if (target.kind === 'test') {
    const fields = common
      ? { ...common, pause_allowed: assignment!.pause_allowed, pause_limit_minutes: assignment!.pause_limit_minutes }
      : await ownDuration(tx, target);
    const { created } = await assignTestTo(tx, target.quiz, [student], fields, by);
    await flushWaiting(tx);
    return created[0] === undefined ? undefined : { kind: 'master', id: created[0] };
  }
  const { created } = await assignSetTo(tx, target.quiz, [student], common ?? {}, by);
  await flushWaiting(tx);
  return created[0] === undefined ? undefined : { kind: 'warmup', id: created[0].result_id };
}

/**
 * The student's work of the link's target: from this link, else open, else given now; tied to the link
 * (lti_work) so its released score goes back to the LMS. Undefined when it cannot be given (the set has
 * no warm-ups yet, the test no questions): the launch lands on the dashboard.
 */
export async function studentWork(
  tx: Tx,
  platform: PlatformRow,
  who: { student: number; ltiUser: number },
  link: number,
  target: Target,
  classroom: number | null,
): Promise<Work | undefined> {
  const work =
    (await linkedWork(tx, link, who.ltiUser, target)) ??
    (await openWork(tx, who.student, target)) ??
    // In a savepoint: when the taking path refuses it, the class's new assignment goes with it.
    (await tx
      .transaction((sp) => newWork(sp, platform.client, who.student, target, classroom))
      .catch((error: unknown) => {
        // The taking path refused it (an HttpError: no questions, no time): nothing of it was written.
        if ((error as { statusCode?: number }).statusCode === 400) return undefined;
        throw error;
      }));
  if (work) {
    await tx
      .insert(ltiWork)
      .values({ kind: work.kind, work_id: work.id, resource_link: link, lti_user: who.ltiUser })
      .onConflictDoNothing();
  }
  return work;
}

/** The web app's page of a student's work. */
export const workPath = (work: Work) =>
  work.kind === 'master' ? `/student/test/master/${work.id}` : `/student/warmup/${work.id}`;
