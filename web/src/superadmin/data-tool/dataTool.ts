// The Data Tool's views and the parts list that switches between them (admin-and-authoring §2).
// SUMMARY is where the tool starts; META is the test form with its QUIZES and WARMUPS lists; QUESTIONS
// leads to the warm-up questions of a warm-up set (and, once built, to the questions of other tests).
import { WARMUP_COURSE_TYPE } from '@prep/domain';

/** The views built so far; ANSWERS, STEPS, VIDEOS and test QUESTIONS slot in here. */
export type DataToolView = 'SUMMARY' | 'META' | 'WARMUP_QUESTIONS';

export const VIEW_TITLES: Record<DataToolView, string> = {
  SUMMARY: 'Data Tool',
  META: 'Manage Test',
  WARMUP_QUESTIONS: 'Warmups',
};

export interface DataToolPart {
  label: string;
  view: DataToolView;
  enabled: boolean;
}

/**
 * The parts list: SUMMARY and META DATA always; QUESTIONS only once a test is chosen, leading to its
 * warm-up questions for a warm-up set. Questions of other tests are not built yet, so QUESTIONS stays
 * off for them rather than lead nowhere.
 */
export function dataToolParts(chosen: { test_type: string } | null): DataToolPart[] {
  return [
    { label: 'SUMMARY', view: 'SUMMARY', enabled: true },
    { label: 'META DATA', view: 'META', enabled: true },
    { label: 'QUESTIONS', view: 'WARMUP_QUESTIONS', enabled: chosen?.test_type === WARMUP_COURSE_TYPE },
  ];
}

/** A view that needs a chosen warm-up set falls back to META without one. */
export function reachableView(view: DataToolView, chosen: { test_type: string } | null): DataToolView {
  const part = dataToolParts(chosen).find((p) => p.view === view);
  return part?.enabled ? view : 'META';
}
