// What each viewer sees of a sitting (domain/src/sitting-api.ts).
//   Admins (super admin, the student's client admin): everything, and a master sitting's
//   preparation-test control.
//   The student: before the release (analyse_test_results) no score, no percentage, no wrong list;
//   never an answer key while taking (the taking view's options carry no isAnswer).
import {
  ASSESSMENT_SCORE,
  type MasterSittingSummary,
  type PersonalizedSittingSummary,
  parseNumberList,
  pauseSecondsLeft,
  preparationButton,
  resultPoints,
  type SavedChoice,
  type SittingSummary,
  type SittingTaking,
  scorePercentage,
  secondsToHms,
  sittingState,
  toTakingQuestion,
} from '@prep/domain';
import { seesBeforeRelease } from '../access/fields';
import type { Scope } from '../access/scope';
import { allowedAtOpening } from '../taking/clock';
import { mayReveal } from '../taking/owner';
import type { Loaded, LoadedWithQuestions, MasterRow, PersonalizedRow } from './records';

/** The fields both kinds share, as the viewer may see them now. */
function common(scope: Scope, loaded: Loaded, now: Date) {
  const { row } = loaded;
  const preview = allowedAtOpening(row, loaded.sectionDuration, loaded.multiplier);
  const view = sittingState(row, now, preview);
  const allowed = view.clock_status === 'assigned' ? preview : row.time_allowed_seconds;
  const revealed = row.test_taken && mayReveal(scope, loaded.row);
  const score = revealed ? row.score : null;
  const admin = seesBeforeRelease(scope);
  return {
    master_qnsbank: row.master_qnsbank,
    test_name: row.test_name,
    name_parts: loaded.kind === 'personalized' ? (loaded.row.name_parts ?? null) : null,
    test_type: row.test_type,
    test_lang_type: loaded.testLanguage,
    answer_type: loaded.answerType,
    student: row.student,
    comments: row.comments,
    student_comments: row.student_comments,
    assessment_flag: row.assessment_flag,
    // Graded into the row at submission; what it was assigned with (ASSESSMENT_SCORE) until the viewer may see it.
    assessment_score: row.test_taken && !revealed ? ASSESSMENT_SCORE : row.assessment_score,
    test_taken: row.test_taken,
    import_test_results: row.import_test_results,
    analyse_test_results: row.analyse_test_results,
    state: view.state,
    clock_status: view.clock_status,
    timer: row.timer,
    student_timer: row.student_timer,
    time_multiplier: loaded.multiplier,
    time_allowed: allowed === null ? null : secondsToHms(allowed),
    remaining_seconds: view.remaining_seconds,
    pause_allowed: row.pause_allowed,
    pause_limit_minutes: row.pause_limit_minutes,
    pause_seconds_left: pauseSecondsLeft(row, now) ?? 0,
    time_taken: row.time_taken,
    total_qns: row.total_qns,
    score,
    percentage: score === null ? null : scorePercentage(score, row.total_qns),
    points: score === null ? null : resultPoints(row.result),
    // A preparation test's list before it is taken is the questions it holds, which its admin may see.
    wrong_qns_numberlist: score !== null || (admin && loaded.kind === 'personalized') ? row.wrong_qns_numberlist : null,
    result: revealed ? row.result : [],
  };
}

function masterSummary(scope: Scope, loaded: Loaded, row: MasterRow, now: Date): MasterSittingSummary {
  const admin = seesBeforeRelease(scope);
  const button = preparationButton({
    test_taken: row.test_taken,
    wrong_count: parseNumberList(row.wrong_qns_numberlist).length,
    existing: loaded.preparations,
    limit: loaded.prepLimit,
  });
  return {
    kind: 'master',
    master_sitting_id: row.master_sitting_id,
    master_sitting_date: loaded.date,
    Student_First_Name: row.Student_First_Name,
    program: row.program,
    colors: row.colors,
    student_enrollment: row.student_enrollment,
    assessment_num: row.assessment_num,
    prep_test: row.prep_test,
    is_practice_test: row.is_practice_test,
    opens_at: row.opens_at?.toISOString() ?? null,
    closes_at: row.closes_at?.toISOString() ?? null,
    class_name: loaded.className,
    on_paper: row.paper_batch !== null,
    ...common(scope, loaded, now),
    preparation: admin ? { count: loaded.preparations.length, limit: loaded.prepLimit, ...button } : null,
  };
}

function personalizedSummary(
  scope: Scope,
  loaded: Loaded,
  row: PersonalizedRow,
  now: Date,
): PersonalizedSittingSummary {
  return {
    kind: 'personalized',
    personalized_id: row.personalized_id,
    personalized_sitting_date: loaded.date,
    master_sitting: row.master_sitting,
    question_numbers: row.question_numbers,
    ...common(scope, loaded, now),
  };
}

export function summaryOf(scope: Scope, loaded: Loaded, now: Date): SittingSummary {
  return loaded.kind === 'master'
    ? masterSummary(scope, loaded, loaded.row, now)
    : personalizedSummary(scope, loaded, loaded.row, now);
}

/** The saved choices, in question order. */
export function savedChoices(loaded: LoadedWithQuestions): SavedChoice[] {
  if (loaded.row.test_taken) return [];
  const draft = loaded.row.draft_answers;
  return loaded.questions
    .filter((q) => Object.hasOwn(draft, String(q.questionid)))
    .map((q) => ({ questionid: q.questionid, select_ans: draft[String(q.questionid)] ?? null }));
}

/**
 * The student's view while taking: the questions without keys, only while the clock runs (or has run
 * out, waiting for the submission) for a timed sitting, so the clock covers all the time they show.
 */
export function takingOf(scope: Scope, loaded: LoadedWithQuestions, now: Date): SittingTaking {
  const sitting = summaryOf(scope, loaded, now);
  const running = sitting.clock_status === 'in_progress' || sitting.clock_status === 'time_up';
  const shown = !loaded.row.test_taken && (sitting.time_allowed === null || running);
  return {
    sitting,
    section_duration: loaded.sectionDuration,
    questions: shown ? loaded.questions.map((q) => toTakingQuestion(q, loaded.answerType)) : null,
    saved_answers: savedChoices(loaded),
  };
}

/** A master sitting's summary, for the routes that answer with that schema. */
export function asMaster(summary: SittingSummary): MasterSittingSummary {
  if (summary.kind !== 'master') throw new Error('expected a master sitting');
  return summary;
}

/** A preparation test's summary, for the routes that answer with that schema. */
export function asPersonalized(summary: SittingSummary): PersonalizedSittingSummary {
  if (summary.kind !== 'personalized') throw new Error('expected a personalized sitting');
  return summary;
}
