// The answers given on a test screen (a warm-up, a real test), kept in the browser's storage as well
// as on the server: a reload restores them, and those the server has not confirmed yet are sent again.
// A draft is named by its scope: the kind of sitting and its id ('warmup.12', 'master.5').

export type Answers = Record<string, string>;

export interface LocalDraft {
  answers: Answers;
  /** Question ids whose latest text the server has not confirmed. */
  unsent: string[];
}

/** Which sitting a draft belongs to: its kind and id, e.g. 'warmup.12'. */
export type DraftScope = `${string}.${number}`;
export const draftScope = (kind: string, id: number): DraftScope => `${kind}.${id}`;

// The 'prep.' prefix is what signing out clears from local storage.
const PREFIX = 'prep.';
export const draftKey = (scope: DraftScope) => `${PREFIX}${scope}.draft`;
export const attemptKeyName = (scope: DraftScope) => `${PREFIX}${scope}.attempt`;

const isAnswers = (value: unknown): value is Answers =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

export function readDraft(storage: Storage, scope: DraftScope): LocalDraft | null {
  try {
    const raw = storage.getItem(draftKey(scope));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (!isAnswers(parsed.answers)) return null;
    const unsent = Array.isArray(parsed.unsent)
      ? parsed.unsent.filter((id): id is string => typeof id === 'string')
      : [];
    return { answers: parsed.answers, unsent };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, scope: DraftScope, draft: LocalDraft): void {
  try {
    storage.setItem(draftKey(scope), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the server copy still holds what was sent.
  }
}

/** Forgets the draft and the attempt key once the submission is applied. */
export function clearDraft(storage: Storage, scope: DraftScope): void {
  try {
    storage.removeItem(draftKey(scope));
    storage.removeItem(attemptKeyName(scope));
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
  return {
    answers: draft.answers,
    unsent: draft.unsent.filter((id) => !(id in sent) || sent[id] !== draft.answers[id]),
  };
}

/** One answer typed or chosen. */
export function typed(draft: LocalDraft, questionId: number, value: string): LocalDraft {
  const id = String(questionId);
  return {
    answers: { ...draft.answers, [id]: value },
    unsent: draft.unsent.includes(id) ? draft.unsent : [...draft.unsent, id],
  };
}

const randomKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The Idempotency-Key of this sitting's submission: made once and kept, so a retry (after a dropped
 * connection or a reload) names the same attempt and the server applies it once.
 */
export function attemptKey(storage: Storage, scope: DraftScope, make: () => string = randomKey): string {
  const fresh = () => `${scope.replace('.', '-')}-${make()}`;
  try {
    const stored = storage.getItem(attemptKeyName(scope));
    if (stored) return stored;
    const key = fresh();
    storage.setItem(attemptKeyName(scope), key);
    return key;
  } catch {
    return fresh();
  }
}
