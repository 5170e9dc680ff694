// The warm-up kind of the taking module (taking/kind.ts): its table (the submission's named read and
// its one guarded statement, which also creates and grows the personalized results; statements.ts),
// its grading (whole-number equality, the answer times bounded by the server's clock) and its
// personalization (domain planPersonalization, the student's card record read only when it counts).
import {
  capAnswerTimes,
  cardStats,
  elapsedAtSubmission,
  fill,
  gradeWarmup,
  isRecommendedName,
  msg,
  planPersonalization,
  secondsToHms,
  type PersonalizationAction,
  WARMUP_ALREADY_SUBMITTED,
  WARMUP_NOT_STARTED,
  WARMUP_TIME_UP,
  type WarmupSubmissionReview,
} from '@prep/domain';
import type { Db } from '../db/client';
import { badRequest } from '../plugins/errors';
import type { TakingMessages } from '../taking/clock';
import type { Kind } from '../taking/kind';
import { resultWarmups, studentCardSamples } from './queries';
import { readForSubmission, type SubmissionRead, writeSubmission } from './statements';
import { entriesWithAnswers, type ResultRow, resultView } from './views';

export const WARMUP_SAYS: TakingMessages = {
  alreadySubmitted: WARMUP_ALREADY_SUBMITTED,
  notStarted: WARMUP_NOT_STARTED,
  timeUp: WARMUP_TIME_UP,
};

/** `ms`: the time spent on the card as the browser measured it. */
export type WarmupAnswer = { warmup_id: number; result: string; ms?: number | undefined };

/** The graded row as it is to be saved, and what personalization makes of it. */
interface WarmupGraded {
  saved: ResultRow;
  actions: PersonalizationAction[];
}

/** The review the test screen shows: every graded field and, per question, the correct answer. */
function reviewBody(
  read: SubmissionRead,
  byId: ReadonlyMap<number, { answer: string }>,
  row: ResultRow,
  now: Date,
): WarmupSubmissionReview {
  return {
    ...resultView(row, read.sectionDuration, now, true),
    score: row.score,
    wrng_qns_list: row.wrng_qns_list,
    result: entriesWithAnswers(row, byId),
  };
}

/**
 * A warm-up result's side of the submission. `cacheOwner`: whose copy of the warm-up sets to use
 * (warmups/cache.ts). The write applies only while the student's warm-up version is the one read (see
 * warmup_student_versions): a concurrent submission of the same student makes it read and plan again.
 */
export function warmupKind(
  db: Db,
  student: number | undefined,
  resultId: number,
  cacheOwner: object,
  now: Date,
): Kind<SubmissionRead, WarmupAnswer, WarmupGraded, WarmupSubmissionReview> {
  // The set's warm-ups, read once per round (a Master Recommended Test has no cached set to read them from).
  const read = new WeakMap<SubmissionRead, ReturnType<typeof resultWarmups>>();
  const warmupsOf = (found: SubmissionRead) => {
    let got = read.get(found);
    if (!got) read.set(found, (got = resultWarmups(db, cacheOwner, found.row, found.setVersion)));
    return got;
  };
  return {
    name: 'warmup',
    says: WARMUP_SAYS,
    busyMessage: msg('The warm-up is being saved by another request: please try again'),
    // Each lost round means another write of the same student landed.
    rounds: 5,
    // A result never changes hands: a re-read that is not the authorised student's is not this result.
    reread: async () => {
      const found = await readForSubmission(db, resultId);
      return found && found.row.student === student ? found : undefined;
    },
    parts: (read) => ({ id: read.row.result_id, row: read.row, client: read.client }),
    write: async (tx, read, { saved, actions }, audit) =>
      writeSubmission(tx, {
        saved,
        audit,
        studentVersion: read.studentVersion,
        creates: actions.flatMap((a) => (a.kind === 'create' ? [a.result] : [])),
        grows: actions.flatMap((a) =>
          a.kind === 'add_questions' ? [{ result_id: a.result_id, assigned_questions: a.assigned_questions }] : [],
        ),
      }),
    entryOf: (a) => [a.warmup_id, a.result],
    refuseForeign({ row }, sent) {
      const assigned = new Set(row.assigned_questions);
      const foreign = sent.filter((a) => !assigned.has(a.warmup_id)).map((a) => a.warmup_id);
      if (foreign.length === 0) return;
      const message = fill(msg('Not a question of this warm-up: {{ids}}'), { ids: [...new Set(foreign)].join(', ') });
      throw badRequest(message, { result: [message] });
    },
    drafts: ({ row }) => Object.entries(row.draft_answers).map(([id, result]) => ({ warmup_id: Number(id), result })),
    inTime: (_read, sent) => [...sent],
    async grade(read, answers, sent, key) {
      const { row } = read;
      const { byId: known } = await warmupsOf(read);
      const questions = row.assigned_questions.flatMap((id) => {
        const w = known.get(id);
        return w ? [{ warmup_id: id, answer: w.answer }] : [];
      });
      const allowed = row.time_allowed_seconds;
      const elapsed = elapsedAtSubmission(row, now);
      const grade = gradeWarmup({ questions, answers, allowedSeconds: allowed, elapsedSeconds: elapsed });
      // Times sent now replace those of the draft; the server's clock bounds them all.
      const sentTimes = sent.flatMap((a) => (a.ms === undefined ? [] : [[String(a.warmup_id), a.ms]]));
      const answerTimes = capAnswerTimes({ ...row.answer_times, ...Object.fromEntries(sentTimes) }, elapsed);
      const saved: ResultRow = {
        ...row,
        score: grade.score,
        total_qns: grade.total_qns,
        wrng_qns_list: grade.wrng_qns_list,
        answers: Object.fromEntries(grade.result.map((r) => [r.warmup_id, r.result])),
        time_taken: grade.time_taken,
        test_taken: true,
        submission_key: key,
        student_timer: allowed === null ? row.student_timer : secondsToHms(allowed - elapsed),
        elapsed_seconds: elapsed,
        started_at: null,
        draft_answers: {},
        answer_times: answerTimes,
      };
      return { saved, actions: [] };
    },
    scoreOf: ({ saved }) => ({ score: saved.score ?? 0, total: saved.total_qns }),
    async personalize(read, graded) {
      const { row } = read;
      const { saved } = graded;
      if (!read.personalizationOn || isRecommendedName(row.test_name)) return graded;
      const { setIds } = await warmupsOf(read);
      const input = {
        submitted: saved,
        personalizationOn: true,
        allowedCount: read.allowedCount,
        existing: read.existing.map((r) =>
          r.result_id === row.result_id ? { ...r, test_taken: true, assigned_questions: row.assigned_questions } : r,
        ),
        setQuestionIds: setIds ?? [],
      };
      const actions = planPersonalization(input);
      // The student's record is read only when a master is made or grown and the client wants it by fluency.
      if (!read.fluencyOn || !actions.some((a) => a.rule >= 4)) return { saved, actions };
      const wrong = new Set(saved.wrng_qns_list);
      const current = Object.keys(saved.answers).map((id) => ({
        warmup_id: Number(id),
        correct: !wrong.has(Number(id)),
        ms: saved.answer_times[id] ?? null,
      }));
      const history = await studentCardSamples(db, row.student, row.result_id);
      return { saved, actions: planPersonalization({ ...input, cardStats: cardStats([...history, ...current]) }) };
    },
    answer: async (found, graded) => reviewBody(found, (await warmupsOf(found)).byId, graded?.saved ?? found.row, now),
  };
}
