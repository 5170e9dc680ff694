// The audit events of the content (tests, questions, their options and steps, warm-ups, videos): owned by
// the super admin, so every event has no client (issue 28: only the super admin reads them).
import type { AuditChanges } from '../db/schema/audit';
import type { AuditEvent } from './record';

/** An event of the content: `action` on the record `type`/`id`, labelled readably, with no client. */
export const contentEvent = (
  action: string,
  subject: { type: string; id: number | null; label: string },
  changes?: AuditChanges,
): AuditEvent => ({ action, client: null, subject, ...(changes && { changes }) });

const LABEL_TEXT = 80;

const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A question as a label: its number and the start of its text (tags of an html question dropped). */
export const questionLabel = (q: { question_number: number | null; question_text: string | null }) => {
  const text = plain(q.question_text ?? '');
  return `${q.question_number ?? ''}. ${text.slice(0, LABEL_TEXT)}`.trim();
};

/** Which options are a question's key, as the API numbers them (1 to 5; "1,3" for a check-box question). */
export const keyOf = (options: ReadonlyArray<{ isAnswer: boolean }>): string =>
  options.flatMap((o, i) => (o.isAnswer ? [String(i + 1)] : [])).join(',');

/** The key as a person reads it: each right option's number and text ("2: Paris"). */
const keyLabel = (options: ReadonlyArray<{ name: string; isAnswer: boolean }>): string =>
  options.flatMap((o, i) => (o.isAnswer ? [`${i + 1}: ${plain(o.name).slice(0, 60)}`] : [])).join('; ');

/**
 * The events of a question's options saved: the options changed, and the key (before and after) when
 * which option is right changed — the event issue 28 asks for on every route that changes it.
 */
export function optionEvents(
  question: { questionid: number; question_number: number | null; question_text: string | null },
  before: ReadonlyArray<{ name: string; isAnswer: boolean }>,
  after: ReadonlyArray<{ name: string; isAnswer: boolean }>,
): AuditEvent[] {
  const subject = { type: 'question', id: question.questionid, label: questionLabel(question) };
  const events: AuditEvent[] = [];
  const [was, now] = [before.map((o) => o.name), after.map((o) => o.name)];
  if (JSON.stringify(was) !== JSON.stringify(now))
    events.push(contentEvent('question.options_updated', subject, { options: [was, now] }));
  if (keyOf(before) !== keyOf(after))
    events.push(contentEvent('question.key_changed', subject, { key: [keyLabel(before), keyLabel(after)] }));
  return events;
}
