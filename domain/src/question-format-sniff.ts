// Which question format a file looks like, so that a file read as the wrong one (an Aiken file chosen as GIFT)
// is refused with one sentence naming both formats instead of the chosen format's message for every question.
import type { QuestionFileFormat } from './authoring-api';
import { msg } from './i18n';
import { fill, type Text, asMessage } from './message';
import type { ImportIssue } from './question-bank';

/** Each format's name inside a sentence (a catalogue text: 'tagged text' is translated, GIFT stays GIFT). */
export const QUESTION_FORMAT_NAMES: Record<QuestionFileFormat, string> = {
  tags: msg('tagged text'),
  gift: msg('GIFT'),
  aiken: msg('Aiken'),
  qti: msg('QTI'),
  json: msg('a test file (JSON)'),
};

/** The sentence: both names are catalogue texts themselves, translated in turn on a screen. */
export const WRONG_FORMAT = msg(
  'This file does not look like {{chosen_format}}: it looks like {{found_format}}. Choose {{found_format}} and import it again.',
);

export const wrongFormatMessage = (chosen: QuestionFileFormat, found: QuestionFileFormat) =>
  fill(WRONG_FORMAT, {
    chosen_format: asMessage(QUESTION_FORMAT_NAMES[chosen]),
    found_format: asMessage(QUESTION_FORMAT_NAMES[found]),
  });

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Evidence of each text format, one point per question-shaped piece it holds. */
function scores(text: string): Record<'tags' | 'gift' | 'aiken', number> {
  return {
    // <q> … </q> elements (tag names may hold spaces and any case, as the tag reader takes them).
    tags: count(text, /<\s*q\s*>[\s\S]*?<\s*\/\s*q\s*>/gi),
    // Answer blocks opening with = or ~ (or T/F), and ::titles:: at the start of a line.
    gift: count(text, /\{\s*(?:[=~]|(?:T|F|TRUE|FALSE)\s*[}#])/g) + count(text, /^\s*::[^\n]*?::/gm),
    // ANSWER: lines after at least one option line.
    aiken: /^\s*[A-Z][.)]/m.test(text) ? count(text, /^\s*ANSWER\s*:\s*[A-Za-z]\s*$/gm) : 0,
  };
}

/**
 * The format a file's content looks like, or undefined when it looks like none (or like two alike): a zip or
 * QTI XML, a JSON document, else the text format with the most question-shaped pieces.
 */
export function sniffQuestionFormat(content: string | Uint8Array): QuestionFileFormat | undefined {
  if (typeof content !== 'string' && ZIP.every((byte, i) => content[i] === byte)) return 'qti';
  const text = (typeof content === 'string' ? content : new TextDecoder().decode(content)).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start.startsWith('PK\u0003\u0004')) return 'qti';
  if (/^<\?xml\b/.test(start) || /<(qti-assessment-item|assessmentItem|manifest)\b/.test(start)) return 'qti';
  if (/^[{[]/.test(start)) {
    try {
      JSON.parse(start);
      return 'json';
    } catch {
      // Not JSON: a GIFT file may open with an answer block only in a broken file; read on.
    }
  }
  const points = Object.entries(scores(text)).sort((a, b) => b[1] - a[1]);
  const [best, second] = points;
  if (!best || best[1] === 0 || best[1] === second?.[1]) return undefined;
  return best[0] as QuestionFileFormat;
}

/**
 * The refusal of a file chosen as `chosen` of which the chosen reader (its result `read`) found no question
 * to import, and that looks like another format: one message, no list of problems. Undefined when it looks like the chosen one, or like none.
 */
export function wrongFormatRefusal(
  chosen: QuestionFileFormat,
  content: string | Uint8Array,
  read: { ok: true; questions: readonly unknown[] } | { ok: false },
): { ok: false; message: Text; errors: ImportIssue[] } | undefined {
  if (read.ok && read.questions.length > 0) return undefined;
  const found = sniffQuestionFormat(content);
  if (found === undefined || found === chosen) return undefined;
  return { ok: false, message: wrongFormatMessage(chosen, found), errors: [] };
}
