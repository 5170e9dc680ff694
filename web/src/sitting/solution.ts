// What the solution viewers show (client-student-warmups §2, Solution viewers): a question's four
// worked steps and its step videos.
import type { QuestionSteps, StepVideo } from '@prep/domain';

/** The viewer always has four steps (§9). */
export const STEP_COUNT = 4;

export interface ShownStep {
  /** 1 to 4. */
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

/** Step 1 to Step 4 of a question, empty ones included (the viewer's stepper is fixed at four). */
export function shownSteps(steps: QuestionSteps | null): ShownStep[] {
  return Array.from({ length: STEP_COUNT }, (_, i) => {
    const n = i + 1;
    const key = `step${n}` as 'step1' | 'step2' | 'step3' | 'step4';
    return { n, text: steps?.[`${key}_text`] ?? '', image: mediaSource(steps?.[`${key}_image`]) };
  });
}

/** Whether a question has anything to show in View Steps. */
export const hasSteps = (steps: QuestionSteps | null) => shownSteps(steps).some((s) => s.text.trim() !== '' || s.image);

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
