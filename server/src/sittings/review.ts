// A graded sitting question by question, 20 a page: the student's review once released, and the
// administrator's Analyse Test Answers and Scores and Stats (before or after the release). Each
// question carries the chosen and correct options, its worked steps and the step videos the viewer
// may see (general ones and the viewer's own client's, admin-and-authoring §6).
import {
  type QuestionSteps,
  resultsPage,
  SITTING_MESSAGES,
  type SittingAnalysis,
  type SittingReview,
  type StepVideo,
  sittingStats,
  toReviewQuestion,
} from '@prep/domain';
import { seesBeforeRelease } from '../access/fields';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { conflict } from '../plugins/errors';
import { stepsOf, takingSittingOn, videosOf } from './queries';
import type { LoadedWithQuestions } from './records';
import { summaryOf } from './views';

/** Whose step videos the viewer sees: every one for the super admin, else the general ones and its client's. */

export async function reviewOf(
  db: Db,
  scope: Scope,
  loaded: LoadedWithQuestions,
  page: number,
  now: Date,
  play: (url: string) => string = (url) => url,
): Promise<SittingReview> {
  const { row } = loaded;
  if (!row.test_taken) throw conflict(SITTING_MESSAGES.notTaken);
  if (!seesBeforeRelease(scope)) {
    if (!row.analyse_test_results) throw conflict(SITTING_MESSAGES.notReleased);
    if (await takingSittingOn(db, row.student, row.master_qnsbank)) throw conflict(SITTING_MESSAGES.reviewWhileTaking);
  }
  const shown = resultsPage(loaded.questions, page);
  const ids = shown.items.map((q) => q.questionid);
  const [stepRows, videoRows] = await Promise.all([stepsOf(db, ids), videosOf(db, ids, scope.principal)]);
  const steps = new Map<number, QuestionSteps>();
  for (const { question, ...fields } of stepRows) if (!steps.has(question)) steps.set(question, fields);
  const videos = new Map<number, StepVideo[]>();
  for (const { question, ...video } of videoRows) {
    // The student plays a stored video at a signed address (a <video> sends no bearer token).
    const playable = { ...video, urls: video.urls.map(play) };
    videos.set(question, [...(videos.get(question) ?? []), playable]);
  }
  const results = new Map(row.result.map((r) => [r.questionid, r]));
  return {
    sitting: summaryOf(scope, loaded, now),
    stats: sittingStats(row.result),
    page: shown.page,
    page_size: shown.page_size,
    total_pages: shown.total_pages,
    total_questions: shown.total_questions,
    questions: shown.items.map((q) =>
      toReviewQuestion(
        q,
        loaded.answerType,
        results.get(q.questionid),
        steps.get(q.questionid) ?? null,
        videos.get(q.questionid) ?? [],
      ),
    ),
  };
}

/** The administrator's analysis: the review, whether it can be released now, and every result row (stored in question order). */
export async function analysisOf(
  db: Db,
  scope: Scope,
  loaded: LoadedWithQuestions,
  page: number,
  now: Date,
  play?: (url: string) => string,
): Promise<SittingAnalysis> {
  const review = await reviewOf(db, scope, loaded, page, now, play);
  const { row } = loaded;
  return { ...review, can_release: row.test_taken && !row.analyse_test_results, result: row.result };
}
