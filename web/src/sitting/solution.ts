// What the solution viewers show (client-student-warmups §2, Solution viewers): a question's worked
// steps and its step videos.
import type { QuestionSteps, StepVideo } from '@prep/domain';

/** The Data Tool stores five step texts and four step images (admin-and-authoring §3). */
export const STEP_TEXTS = 5;

export interface ShownStep {
  /** 1-based, counting only the steps shown. */
  n: number;
  text: string;
  /** Where the image can be loaded from; null when the step has none (or it was never uploaded). */
  image: string | null;
}

/**
 * Where a stored image or video can be loaded from: a stored file (`/media/…`), an address, or a data
 * URL. Anything else (a bare file name left by an import) names nothing the browser can fetch.
 */
export function mediaSource(reference: string | null | undefined): string | null {
  if (!reference) return null;
  const trimmed = reference.trim();
  return /^(\/|https?:\/\/|data:(image|video)\/)/.test(trimmed) ? trimmed : null;
}

type StepKey = 'step1' | 'step2' | 'step3' | 'step4' | 'step5';

/**
 * The steps written, in order: the five texts with the four images beside the first four. A step
 * with neither text nor a loadable image is left out (an empty "Step 4" tells the student nothing),
 * and the shown ones are numbered without gaps.
 */
export function shownSteps(steps: QuestionSteps | null): ShownStep[] {
  if (!steps) return [];
  const written = Array.from({ length: STEP_TEXTS }, (_, i) => {
    const key = `step${i + 1}` as StepKey;
    const image = key === 'step5' ? null : mediaSource(steps[`${key}_image`]);
    return { text: steps[`${key}_text`] ?? '', image };
  }).filter((step) => step.text.trim() !== '' || step.image !== null);
  return written.map((step, i) => ({ n: i + 1, ...step }));
}

/** Whether a question has anything to show in View Steps. */
export const hasSteps = (steps: QuestionSteps | null) => shownSteps(steps).length > 0;

export interface ShownVideo {
  /** 1-based: "Step Video n". */
  n: number;
  url: string;
  /** An embeddable player's address (YouTube, Vimeo), else null for a file the video element plays. */
  embed: string | null;
}

const YOUTUBE =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/;
const VIMEO = /^https?:\/\/(?:www\.)?vimeo\.com\/(?:video\/)?(\d+)/;

/** The embedded player of a video site's address, or null for a plain video file. */
export function embedUrl(url: string): string | null {
  const youtube = YOUTUBE.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = VIMEO.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

/** Every playable address of the question's step videos in order, numbered Step Video 1..n. */
export function shownVideos(videos: readonly StepVideo[]): ShownVideo[] {
  return videos
    .flatMap((v) => v.urls)
    .map((url) => mediaSource(url))
    .filter((url): url is string => url !== null)
    .map((url, i) => ({ n: i + 1, url, embed: embedUrl(url) }));
}
