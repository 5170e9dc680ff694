// What the demo's students have done, made through the same services as the routes call (the admin
// assigning and releasing, each student opening, answering, pausing and submitting), so the product
// shows alive on first start: every student has real tests and warm-ups in every state.
//   Real tests: Math 1 released, with a preparation test following (Asha has taken and been released
//     hers, and has a second); Reading and Writing 1 taken, waiting for the admin to analyse it;
//     Math 2 in progress (paused, time left); the Quick Check to take. Emma sat Math 1 on paper.
//   Warm-ups: Set 1 released, its personalized warm-up (made by the server on submission) to take;
//     Set 2 taken, waiting for release; Set 3 in progress (paused).
import {
  type AccessClaims,
  assignPersonalizedSchema,
  assignSittingSchema,
  assignWarmupSchema,
  type ChosenAnswer,
  submitSittingSchema,
  updatePersonalizedSchema,
  updateSittingSchema,
  warmupResultAdminUpdateSchema,
} from '@prep/domain';
import { type Scope, scopeOf } from '../access/scope';
import type { Db } from '../db/client';
import { assignPreparation } from '../preparation/assign';
import { updateSitting } from '../sittings/admin';
import { assignSitting } from '../sittings/assign';
import { enterPaperSitting } from '../sittings/paper';
import { type LoadedWithQuestions, loadSitting, type SittingKind, sittingIdOf } from '../sittings/records';
import { readForAnswer } from '../sittings/statements';
import { submitSitting } from '../sittings/submit';
import { pauseSitting, saveChoice, startSitting } from '../sittings/answering';
import { updateByAdmin } from '../warmup-results/admin';
import { assignWarmup } from '../warmup-results/assign';
import { warmupsById } from '../warmup-results/queries';
import { readForSubmission } from '../warmup-results/statements';
import { submitWarmup } from '../warmup-results/submit';
import { pauseWarmup, saveDraft, startWarmup } from '../warmup-results/answering';
import type { DemoContent } from './demo-content';

export const GRACE_SECONDS = 15;
/** How many questions in ten each student gets right, in the order of the demo's students. */
const SKILL = [8, 6, 7, 5, 9];

export interface DemoStudent {
  id: number;
  index: number;
}

export interface Actors {
  admin: Scope;
  student: Scope;
}

export function actorsOf(clientId: number, adminId: number, studentId: number): Actors {
  const facts = { client: clientId, student: studentId };
  const claims = (sub: number, role: AccessClaims['role']): AccessClaims => ({
    sub: String(sub),
    role,
    client_id: clientId,
  });
  return {
    admin: scopeOf(claims(adminId, 'clientadmin'), facts),
    student: scopeOf(claims(studentId, 'student'), facts),
  };
}

/** The student's choice on question `j`: right, wrong (the option after the key) or, now and then, none. */
function choiceOf(index: number, j: number, answers: ReadonlyArray<{ answersid: number; isAnswer: boolean }>) {
  const roll = (j * 7 + index * 3) % 10;
  if (roll === 9 && SKILL[index]! < 9) return null;
  const key = Math.max(
    0,
    answers.findIndex((a) => a.isAnswer),
  );
  return answers[roll < SKILL[index]! ? key : (key + 1) % answers.length]!.answersid;
}

export const choicesOf = (index: number, loaded: LoadedWithQuestions): ChosenAnswer[] =>
  loaded.questions.map((q, j) => ({ questionid: q.questionid, select_ans: choiceOf(index, j, q.answers) }));

export async function reload(db: Db, kind: SittingKind, id: number, scope: Scope) {
  const loaded = await loadSitting(db, kind, id, scope, { questions: true });
  if (!loaded) throw new Error(`demo: ${kind} sitting ${id} is missing`);
  return loaded;
}

export const later = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** The student opens the test at `now`, makes every choice one by one, and submits `minutes` later. */
export async function take(
  db: Db,
  actors: Actors,
  kind: SittingKind,
  id: number,
  index: number,
  minutes: number,
  now = new Date(),
) {
  await startSitting(db, actors.student, await reload(db, kind, id, actors.student), now, GRACE_SECONDS);
  const choices = choicesOf(index, await reload(db, kind, id, actors.student));
  for (const choice of choices) {
    if (choice.select_ans === null) continue;
    const read = await readForAnswer(db, kind, id, choice);
    await saveChoice(db, actors.student, kind, id, read!, choice, now, GRACE_SECONDS);
  }
  const body = submitSittingSchema.parse({ result: [] });
  const loaded = await reload(db, kind, id, actors.student);
  await submitSitting(db, actors.student, loaded, body, 'demo', later(now, minutes), GRACE_SECONDS);
}

async function assignTest(db: Db, actors: Actors, test: number, student: number, timer = true) {
  const loaded = await assignSitting(
    db,
    actors.admin,
    assignSittingSchema.parse({ master_qnsbank: test, student, timer }),
  );
  return sittingIdOf(loaded);
}

export async function release(db: Db, actors: Actors, kind: SittingKind, id: number) {
  const body =
    kind === 'master'
      ? updateSittingSchema.parse({ analyse_test_results: true })
      : updatePersonalizedSchema.parse({ analyse_test_results: true });
  await updateSitting(db, actors.admin, kind, id, body, new Date());
}

async function prepare(db: Db, actors: Actors, master: number) {
  const loaded = await assignPreparation(
    db,
    actors.admin,
    assignPersonalizedSchema.parse({ master_sitting: master, timer: true }),
  );
  return sittingIdOf(loaded);
}

async function realTests(db: Db, actors: Actors, { tests }: DemoContent, student: DemoStudent) {
  const { id, index } = student;
  const math1 = await assignTest(db, actors, tests.math1, id);
  if (index === 4) {
    // Sat on paper: the admin enters the chosen options.
    const loaded = await reload(db, 'master', math1, actors.admin);
    const answers = choicesOf(index, loaded).map((c, j) => ({
      question_number: j + 1,
      option:
        c.select_ans === null
          ? ''
          : String(loaded.questions[j]!.answers.findIndex((a) => a.answersid === c.select_ans) + 1),
    }));
    await enterPaperSitting(
      db,
      actors.admin,
      'master',
      math1,
      { body: { answers }, contentType: 'application/json' },
      new Date(),
    );
  } else {
    await take(db, actors, 'master', math1, index, 14 + index * 2);
  }
  await release(db, actors, 'master', math1);
  const preparation = await prepare(db, actors, math1);
  if (index === 0) {
    await take(db, actors, 'personalized', preparation, index, 6);
    await release(db, actors, 'personalized', preparation);
    await prepare(db, actors, math1);
  }

  await take(db, actors, 'master', await assignTest(db, actors, tests.reading1, id), index, 9 + index);

  const math2 = await assignTest(db, actors, tests.math2, id);
  const now = new Date();
  const opened = await startSitting(
    db,
    actors.student,
    await reload(db, 'master', math2, actors.student),
    now,
    GRACE_SECONDS,
  );
  const firstFew = choicesOf(index, await reload(db, 'master', math2, actors.student)).slice(0, 4);
  await pauseSitting(db, actors.student, 'master', math2, firstFew, later(now, 5), GRACE_SECONDS);
  if (!opened.questions) throw new Error('demo: Math 2 did not open');

  await assignTest(db, actors, tests.quickCheck, id);
}

/** The student's answer to warm-up `j`: right for most, one more than the answer otherwise. */
const warmupAnswer = (index: number, j: number, answer: string) =>
  (j * 7 + index * 3) % 10 < SKILL[index]! ? answer : String(Number(answer) + 1);

async function takeWarmup(db: Db, actors: Actors, set: number, student: DemoStudent, finish: boolean) {
  const now = new Date();
  const assigned = await assignWarmup(
    db,
    actors.admin,
    assignWarmupSchema.parse({ warmup_set_no: set, student: student.id, timer: true }),
  );
  const resultId = assigned.row.result_id;
  await startWarmup(db, actors.student, resultId, now);
  const warmups = await warmupsById(db, assigned.row.assigned_questions);
  const answers = assigned.row.assigned_questions.map((warmup_id, j) => ({
    warmup_id,
    result: warmupAnswer(student.index, j, warmups.get(warmup_id)?.answer ?? ''),
    // 0.9 to 6.1 s a card, so the fact grid shows fluent and slow facts.
    ms: 900 + ((j * 1303 + student.index * 577) % 5200),
  }));
  if (!finish) {
    const typed = Object.fromEntries(answers.slice(0, 3).map((a) => [String(a.warmup_id), a.result]));
    await saveDraft(db, actors.student, resultId, typed, {}, now, GRACE_SECONDS);
    await pauseWarmup(db, actors.student, resultId, undefined, later(now, 1), GRACE_SECONDS);
    return resultId;
  }
  const read = await readForSubmission(db, resultId);
  if (!read) throw new Error(`demo: warm-up result ${resultId} is missing`);
  const submission = { answers, key: 'demo', now: later(now, 3), graceSeconds: GRACE_SECONDS, cacheOwner: db };
  await submitWarmup(db, actors.student, read, submission);
  return resultId;
}

async function warmups(db: Db, actors: Actors, { sets }: DemoContent, student: DemoStudent) {
  const set1 = await takeWarmup(db, actors, sets.set1, student, true);
  await updateByAdmin(
    db,
    actors.admin,
    set1,
    warmupResultAdminUpdateSchema.parse({ analyse_test_results: true }),
    new Date(),
  );
  await takeWarmup(db, actors, sets.set2, student, true);
  await takeWarmup(db, actors, sets.set3, student, false);
}

/** Every demo student's real tests and warm-ups, in every state. */
export async function loadDemoActivity(
  db: Db,
  content: DemoContent,
  ids: { client: number; admin: number },
  students: readonly DemoStudent[],
) {
  for (const student of students) {
    const actors = actorsOf(ids.client, ids.admin, student.id);
    await realTests(db, actors, content, student);
    await warmups(db, actors, content, student);
  }
}
