// The export of questions in the legacy tag format (§9 "Import tag format"), which question-tags.ts reads.
import { ANSWER_OPTIONS_REQUIRED } from './constants';
import { type BankQuestion, keysOf } from './question-bank';
import { TAG } from './question-tags';

/** Why a question cannot be written in the tag format, or undefined. */
function unwritable(q: BankQuestion): string | undefined {
  if (q.options.length !== ANSWER_OPTIONS_REQUIRED) return `has ${q.options.length} options; the tag format needs 4`;
  const texts = [
    q.question_text,
    ...q.options,
    ...q.steps,
    q.question_image ?? '',
    ...q.step_images.map((i) => i ?? ''),
  ];
  if (texts.some((t) => new RegExp(TAG.source, 'i').test(t))) return 'holds a <q>, <a>, <s> or <img> tag in its text';
  const parts = [...q.options, ...q.steps];
  if (parts.some((p) => p.includes('&&') || p.startsWith('&') || p.endsWith('&')))
    return 'has an option or step with "&&"';
  return undefined;
}

/**
 * Writes questions in the tag format, in their order. The format has no header, type or line breaks:
 * an import of the result gives "Question n" headers, multiple choice, and single spaces.
 */
export function exportQuestionTags(
  questions: readonly BankQuestion[],
): { ok: true; text: string } | { ok: false; errors: string[] } {
  const errors = questions.flatMap((q, i) => {
    const why = unwritable(q);
    return why ? [`Question ${i + 1} ${why}`] : [];
  });
  if (errors.length > 0) return { ok: false, errors };
  const image = (reference: string | null | undefined) => (reference ? `<img>${reference}</img>` : '');
  const blocks = questions.map((q, i) => {
    const lines = [
      `<q>${q.question_text}${image(q.question_image)}==${q.question_complexity}</q>`,
      `<a>${q.options.join('&&')}==${keysOf(q).join(',')}</a>`,
    ];
    if (q.steps.length > 0 || q.step_images.length > 0) {
      const count = Math.max(q.steps.length, q.step_images.length);
      const steps = Array.from({ length: count }, (_, k) => `${q.steps[k] ?? ''}${image(q.step_images[k])}`);
      lines.push(`<s>${steps.join('&&')}==${i + 1}</s>`);
    }
    return lines.join('\n');
  });
  return { ok: true, text: `${blocks.join('\n\n')}\n` };
}
