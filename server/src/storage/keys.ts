// Object keys: the only names a stored file may have. Every segment is made of [a-z0-9._-] with no leading dot,
// so no text a user typed (a test name, a file name) can climb out of its folder, hide a file or name
// another folder; a client's videos live under clients/<id>/ and no other key starts so.
const SEGMENT = /^[a-z0-9_-][a-z0-9._-]{0,99}$/;

/** True for a key made only of safe segments (what every storage call is given). */
export function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length >= 2 && segments.length <= 12 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
}

/** Text (a test name, a language) as one safe key segment: lower case letters, digits and hyphens. */
export function segment(text: string | number | null | undefined, fallback = 'none'): string {
  const slug = String(text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}

export interface VideoPlace {
  /** The owning client; null for a general video. */
  client: number | null;
  testType: string;
  year: string | number | null;
  language: string;
  testName: string;
  quizId: number;
  questionNumber: number;
  questionId: number;
}

/**
 * The folder of a question's step videos, after the spec's path (test type, year, language, test name,
 * question number), under the owning client's folder for a client's own videos. The ids keep two tests of
 * the same name apart.
 */
export function videoFolder(place: VideoPlace): string {
  const owner = place.client === null ? 'general' : `clients/${place.client}`;
  return [
    owner,
    'videos',
    segment(place.testType),
    segment(place.year),
    segment(place.language),
    `${segment(place.testName)}-${place.quizId}`,
    `q${place.questionNumber}-${place.questionId}`,
  ].join('/');
}
