// What the warm-up result endpoints answer: the shapes are the domain's (domain/src/warmup-api.ts).
import type { WarmupAnswerEntry, WarmupCard, WarmupResultListItem, WarmupReviewEntry } from '@prep/domain';

export type { WarmupResultDetail } from '@prep/domain';
/** One card of the test screen; `answer` only for a viewer allowed to see it. */
export type WarmupQuestion = WarmupCard;
/** A graded answer; `answer` (the correct one) when the viewer may see it. */
export type WarmupEntry = WarmupAnswerEntry & Partial<Pick<WarmupReviewEntry, 'answer'>>;
/** An entry of GET /api/warmup-resultbyid/{studentid}/; a detail is one too. */
export type WarmupResultSummary = WarmupResultListItem;
