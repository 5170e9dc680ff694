// The answers typed on the warm-up screen, kept in session storage as well as on the server: a
// reload restores them, and those the server has not confirmed yet are sent again.

export type Answers = Record<string, string>;

export interface LocalDraft {
  answers: Answers;
  /** Question ids whose latest text the server has not confirmed. */
  unsent: string[];
}

const PREFIX = 'prep.warmup.';
export const draftKey = (resultId: number) => `${PREFIX}${resultId}.draft`;
export const attemptKeyName = (resultId: number) => `${PREFIX}${resultId}.attempt`;

const isAnswers = (value: unknown): value is Answers =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

export function readDraft(storage: Storage, resultId: number): LocalDraft | null {
  try {
    const raw = storage.getItem(draftKey(resultId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (!isAnswers(parsed.answers)) return null;
    const unsent = Array.isArray(parsed.unsent) ? parsed.unsent.filter((id): id is string => typeof id === 'string') : [];
    return { answers: parsed.answers, unsent };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, resultId: number, draft: LocalDraft): void {
  try {
    storage.setItem(draftKey(resultId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the server copy still holds what was sent.
  }
}

/** Forgets the draft and the attempt key once the submission is applied. */
export function clearDraft(storage: Storage, resultId: number): void {
  try {
    storage.removeItem(draftKey(resultId));
    storage.removeItem(attemptKeyName(resultId));
  } catch {
    // nothing to clean
  }
}

/**
 * What the screen starts from: the server's saved answers with this tab's on top (this tab's are
 * never older: every keystroke is stored here first). Those that differ from the server's are unsent.
 */
export function mergeDrafts(server: Answers, local: LocalDraft | null): LocalDraft {
  const answers: Answers = { ...server, ...(local?.answers ?? {}) };
  const unsent = Object.keys(local?.answers ?? {}).filter((id) => server[id] !== answers[id]);
  return { answers, unsent };
}

/** The answers of `unsent`, as PUT …/draft/ takes them. */
export const pendingAnswers = (draft: LocalDraft): Answers =>
  Object.fromEntries(draft.unsent.filter((id) => id in draft.answers).map((id) => [id, draft.answers[id]!]));

/** After the server saved `sent`: ids typed again meanwhile stay unsent. */
export function confirmSent(draft: LocalDraft, sent: Answers): LocalDraft {
  return { answers: draft.answers, unsent: draft.unsent.filter((id) => !(id in sent) || sent[id] !== draft.answers[id]) };
}

/** One answer typed. */
export function typed(draft: LocalDraft, warmupId: number, value: string): LocalDraft {
  const id = String(warmupId);
  return { answers: { ...draft.answers, [id]: value }, unsent: draft.unsent.includes(id) ? draft.unsent : [...draft.unsent, id] };
}

const randomKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The Idempotency-Key of this warm-up's submission: made once and kept, so a retry (after a dropped
 * connection or a reload) names the same attempt and the server applies it once.
 */
export function attemptKey(storage: Storage, resultId: number, make: () => string = randomKey): string {
  try {
    const stored = storage.getItem(attemptKeyName(resultId));
    if (stored) return stored;
    const key = `warmup-${resultId}-${make()}`;
    storage.setItem(attemptKeyName(resultId), key);
    return key;
  } catch {
    return `warmup-${resultId}-${make()}`;
  }
}
