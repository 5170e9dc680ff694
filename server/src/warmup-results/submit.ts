// A student's submission: graded, saved and personalized by ONE writing statement (one transaction).
//
// A submission is the platform's busiest write, so it costs two round trips: a read (made by the
// route, which authorises on it), then a write that applies only if nothing it planned from has
// changed (the result still untaken, the student's warm-up version unchanged, see
// warmup_student_versions). When something changed (a concurrent submission of the same student, or
// a retry racing its first attempt), it reads and plans again.
//
// Idempotency (taking/idempotency.ts): a retry of the applied attempt is answered with the same
// review, byte for byte; any other submission of a taken warm-up is refused (409).
import {
  capAnswerTimes,
  cardStats,
  elapsedAtSubmission,
  isPastDeadline,
  isRecommendedName,
  planPersonalization,
  secondsToHms,
  warmupStatus,
  type WarmupSubmissionReview,
  fill,
  msg,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { applyOnce, attemptKey, attemptOn } from '../taking/idempotency';
import { assertWithinWindow } from '../taking/window';
import { WARMUP_KIND } from './kind';
import { resultWarmups, studentCardSamples } from './queries';
import { readForSubmission, type SubmissionRead, writeSubmission } from './statements';
import { entriesWithAnswers, type ResultRow, resultView } from './views';

export interface Submission {
  /** `ms`: the time spent on the card as the browser measured it. */
  answers: ReadonlyArray<{ warmup_id: number; result: string; ms?: number | undefined }>;
  /** The Idempotency-Key header, when sent. */
  key: string | undefined;
  now: Date;
  graceSeconds: number;
  /** Whose copy of the warm-up sets to use (see warmups/cache.ts). */
  cacheOwner: object;
}

export interface SubmitOutcome {
  replayed: boolean;
  body: WarmupSubmissionReview;
}

/** The review the test screen shows: every graded field and, per question, the correct answer. */
function reviewBody(
  row: ResultRow,
  sectionDuration: string | null,
  warmups: ReadonlyMap<number, { answer: string }>,
  now: Date,
): WarmupSubmissionReview {
  return {
    ...resultView(row, sectionDuration, now, true),
    score: row.score,
    wrng_qns_list: row.wrng_qns_list,
    result: entriesWithAnswers(row, warmups),
  };
}

/** Rounds of read-then-write before giving up; each lost round means another write of the same student landed. */
const MAX_ROUNDS = 5;

/** Grades and saves the submission of `first`, the result as the route read and authorised it. */
export async function submitWarmup(
  db: Db,
  scope: Scope,
  first: SubmissionRead,
  submission: Submission,
): Promise<SubmitOutcome> {
  const { now, graceSeconds } = submission;
  const key = attemptKey(
    submission.key,
    submission.answers.map((a) => [a.warmup_id, a.result] as const),
  );
  return applyOnce({
    first,
    reread: () => readForSubmission(db, first.row.result_id),
    rounds: MAX_ROUNDS,
    busyMessage: msg('The warm-up is being saved by another request: please try again'),
    round: async (found): Promise<SubmitOutcome | undefined> => {
      // A result never changes hands: a re-read that is not the authorised student's is not this result.
      if (found.row.student !== scope.student) throw notFound();
      const { row, sectionDuration } = found;

      const attempt = attemptOn(row, key, WARMUP_KIND.says.alreadySubmitted);
      const { byId: known, setIds } = await resultWarmups(db, submission.cacheOwner, row, found.setVersion);
      if (attempt === 'replay') return { replayed: true, body: reviewBody(row, sectionDuration, known, now) };

      // An untimed warm-up may be submitted without opening it: that starts it too, so its window applies.
      assertWithinWindow(row, now);
      if (row.timer && warmupStatus(row, now) === 'assigned') throw conflict(WARMUP_KIND.says.notStarted);
      const assigned = new Set(row.assigned_questions);
      const foreign = submission.answers.filter((a) => !assigned.has(a.warmup_id)).map((a) => a.warmup_id);
      if (foreign.length > 0) {
        const message = fill(msg('Not a question of this warm-up: {{ids}}'), { ids: [...new Set(foreign)].join(', ') });
        throw badRequest(message, { result: [message] });
      }
      // Answers arriving after the time (and its grace) may have been typed after it: those saved in time count instead.
      const answers = isPastDeadline(row, now, graceSeconds)
        ? Object.entries(row.draft_answers).map(([id, result]) => ({ warmup_id: Number(id), result }))
        : submission.answers;

      const questions = row.assigned_questions.flatMap((id) => {
        const w = known.get(id);
        return w ? [{ warmup_id: id, answer: w.answer }] : [];
      });
      const allowed = row.time_allowed_seconds;
      const elapsed = elapsedAtSubmission(row, now);
      const grade = WARMUP_KIND.grade({ questions, answers, allowedSeconds: allowed, elapsedSeconds: elapsed });
      // Times sent now replace those of the draft; the server's clock bounds them all.
      const sentTimes = submission.answers.flatMap((a) => (a.ms === undefined ? [] : [[String(a.warmup_id), a.ms]]));
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

      const input = {
        submitted: saved,
        personalizationOn: true,
        allowedCount: found.allowedCount,
        existing: found.existing.map((r) =>
          r.result_id === row.result_id ? { ...r, test_taken: true, assigned_questions: row.assigned_questions } : r,
        ),
        setQuestionIds: setIds ?? [],
      };
      let actions = found.personalizationOn && !isRecommendedName(row.test_name) ? planPersonalization(input) : [];
      // The student's record is read only when a master is made or grown and the client wants it by fluency.
      if (found.fluencyOn && actions.some((a) => a.rule >= 4)) {
        const wrong = new Set(saved.wrng_qns_list);
        const current = Object.keys(saved.answers).map((id) => ({
          warmup_id: Number(id),
          correct: !wrong.has(Number(id)),
          ms: answerTimes[id] ?? null,
        }));
        const history = await studentCardSamples(db, row.student, row.result_id);
        actions = planPersonalization({ ...input, cardStats: cardStats([...history, ...current]) });
      }
      const written = await writeSubmission(db, {
        saved,
        studentVersion: found.studentVersion,
        creates: actions.flatMap((a) => (a.kind === 'create' ? [a.result] : [])),
        grows: actions.flatMap((a) =>
          a.kind === 'add_questions' ? [{ result_id: a.result_id, assigned_questions: a.assigned_questions }] : [],
        ),
      });
      return written ? { replayed: false, body: reviewBody(saved, sectionDuration, known, now) } : undefined;
    },
  });
}
