// The Data Tool's views and the parts list that switches between them (admin-and-authoring §2).
// SUMMARY is where the tool starts; META is the test form with its QUIZES and WARMUPS lists; QUESTIONS
// leads to the warm-up questions of a warm-up set and to the questions of any other test; ANSWERS and
// STEPS and VIDEOS need a chosen question.
import { msg, WARMUP_COURSE_TYPE } from '@prep/domain';

export type DataToolView = 'SUMMARY' | 'META' | 'QUESTIONS' | 'ANSWERS' | 'STEPS' | 'VIDEOS' | 'WARMUP_QUESTIONS';

export const VIEW_TITLES: Record<DataToolView, string> = {
  SUMMARY: msg('Data Tool'),
  META: msg('Manage Test'),
  QUESTIONS: msg('Manage Questions'),
  ANSWERS: msg('Answer Options'),
  STEPS: msg('Add Steps'),
  VIDEOS: msg('Add Step Videos'),
  WARMUP_QUESTIONS: msg('Warmups'),
};

export interface DataToolPart {
  label: string;
  view: DataToolView;
  enabled: boolean;
  /** Shown beside a part that is still to be built. */
  note?: string;
}

export interface Selection {
  /** The chosen test, if any. */
  test: { test_type: string } | null;
  /** A question of it is chosen. */
  question: boolean;
}

const isWarmup = (test: { test_type: string } | null) => test?.test_type === WARMUP_COURSE_TYPE;

/**
 * The parts list: SUMMARY and META DATA always; QUESTIONS once a test is chosen (a warm-up set's
 * equations, or the test's questions); ANSWERS, STEPS and VIDEOS once a question of a test is chosen.
 */
export function dataToolParts({ test, question }: Selection): DataToolPart[] {
  const questionOfTest = test !== null && !isWarmup(test) && question;
  return [
    { label: msg('SUMMARY'), view: 'SUMMARY', enabled: true },
    { label: msg('META DATA'), view: 'META', enabled: true },
    { label: msg('QUESTIONS'), view: isWarmup(test) ? 'WARMUP_QUESTIONS' : 'QUESTIONS', enabled: test !== null },
    { label: msg('ANSWERS'), view: 'ANSWERS', enabled: questionOfTest },
    { label: msg('STEPS'), view: 'STEPS', enabled: questionOfTest },
    { label: msg('VIDEOS'), view: 'VIDEOS', enabled: questionOfTest },
  ];
}

/** The part a view belongs to, for marking the current one. */
export const partOf = (view: DataToolView): DataToolView => (view === 'WARMUP_QUESTIONS' ? 'QUESTIONS' : view);

/**
 * The view shown for the one asked: itself when its part is open, else the nearest one that is
 * (a question's parts fall back to QUESTIONS, a test's to META).
 */
export function reachableView(view: DataToolView, selection: Selection): DataToolView {
  const parts = dataToolParts(selection);
  if (parts.some((p) => p.view === view && p.enabled)) return view;
  const questions = parts.find((p) => p.label === 'QUESTIONS');
  if (
    (view === 'ANSWERS' || view === 'STEPS' || view === 'VIDEOS') &&
    questions?.enabled &&
    questions.view === 'QUESTIONS'
  ) {
    return 'QUESTIONS';
  }
  return 'META';
}
