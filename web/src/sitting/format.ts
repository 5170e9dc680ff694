// How a sitting's numbers read on screen: scores to one decimal place (§9), times left, states.
import { msg, SCORE_DECIMALS, type SittingSummary, secondsToHms } from '@prep/domain';

/** "13.0 / 20". */
export const scoreText = (score: number, total: number) => `${score.toFixed(SCORE_DECIMALS)} / ${total}`;

/** "65.0%". */
export const percentText = (percentage: number) => `${percentage.toFixed(SCORE_DECIMALS)}%`;

/** The score of a graded sitting ("13.0 / 20 (65.0%)"), or null while the viewer may not see it. */
export function sittingScoreText(s: Pick<SittingSummary, 'score' | 'total_qns' | 'percentage'>): string | null {
  if (s.score === null) return null;
  const percent = s.percentage ?? (s.total_qns ? (s.score / s.total_qns) * 100 : 0);
  return `${scoreText(s.score, s.total_qns)} (${percentText(percent)})`;
}

/** hh:mm:ss of a number of seconds. */
export const clockText = (seconds: number) => secondsToHms(Math.max(0, Math.floor(seconds)));

/** The time a sitting gives, in words for a table: "No limit", or hh:mm:ss allowed. */
export function timeText(s: Pick<SittingSummary, 'time_allowed' | 'timer'>): string {
  return s.time_allowed ?? msg('No limit');
}
