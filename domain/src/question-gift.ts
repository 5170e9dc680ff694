// Moodle's GIFT format: import of multiple-choice and true/false questions, and export of ours.
//
// Read: questions separated by blank lines; `//` comment lines and `$CATEGORY:` lines skipped; an optional
// `::title::` (the header); an optional `[html]`, `[moodle]`, `[plain]` or `[markdown]` prefix (dropped);
// the text; one answer block `{…}` holding `=right ~wrong …` (2 to 5 options, one right: `~%100%` counts
// as right and `~%0%` as wrong) or `T`, `F`, `TRUE`, `FALSE`. Each answer's `#feedback` stays with its option
// (`option_feedback`; a true/false question's first feedback is the wrong answer's, the second the right one's,
// as in Moodle); the general feedback `####…`, the explanation, becomes step 1. An answer's feedback is never a
// step. Text after the block (a "missing word" question) joins the text after a blank `_____`.
// Escapes: `\~ \= \# \{ \} \: \\` are those characters, `\n` not followed by a letter is a line break;
// any other backslash stays, so LaTeX such as `$\frac{1}{2}$` (written `$\frac\{1\}\{2\}$`) survives.
// Refused, naming the line: essay `{}`, numeric `{#…}`, short answer (only `=`), matching (`->`),
// partial credit (`%50%`), several right answers, several answer blocks, a question with no block.
// The partial reader (`parseGiftQuestions`) also reads, as Moodle does, a block without `=` as a multiple-answer
// question ('check boxes': the answers of positive weight are right), and `[html]` and `[markdown]` texts as
// sanitised HTML.
import {
  bankQuestionSchema,
  type BankQuestion,
  checkImportedQuestion,
  writtenOrGenerated,
  type ImportIssue,
  keysOf,
  type QuestionImportResult,
  questionCountIssue,
} from './question-bank';
import {
  allOrNothing,
  finishPartial,
  invalidType,
  LEGACY_OPTIONS,
  type PartialImportOptions,
  type PartialImportResult,
  type RefusedQuestion,
  type RefusedType,
  reasonOf,
} from './question-partial';
import { markdownToRichText, plainToHtml, sanitizeRichText } from './rich-text';
import { msg } from './i18n';
import { fill, type Text, render } from './message';

export const GIFT_ERROR = msg('Something went wrong! Please check the GIFT file');

const SPECIAL = '\\~=#{}:';
/** Private-use stand-ins for escaped characters while the question's structure is read. */
const placeholder = (char: string) => String.fromCharCode(0xe000 + SPECIAL.indexOf(char));
const PLACEHOLDERS = new RegExp(`[${placeholder('\\')}-${placeholder(':')}]`, 'g');
const restore = (text: string) => text.replace(PLACEHOLDERS, (p) => SPECIAL[p.charCodeAt(0) - 0xe000]!);
const protect = (text: string) =>
  text.replace(/\\([\\~=#{}:]|n(?![A-Za-z]))/g, (_m, char: string) => (char === 'n' ? '\n' : placeholder(char)));

const FORMAT_PREFIX = /^\s*\[(html|moodle|plain|markdown)\]/i;
const piece = (text: string) => restore(text.replace(FORMAT_PREFIX, '')).trim();

type GiftFormat = 'html' | 'moodle' | 'plain' | 'markdown';
/** A text's own format prefix, else the one it inherits (an answer inherits its question's, as in Moodle). */
const formatOf = (text: string, inherited: GiftFormat): GiftFormat =>
  (FORMAT_PREFIX.exec(text)?.[1]?.toLowerCase() as GiftFormat | undefined) ?? inherited;
const isRich = (format: GiftFormat) => format === 'html' || format === 'markdown';
/** A text as sanitised HTML: HTML sanitised, markdown converted, a plain text escaped. */
const richPiece = (text: string, inherited: GiftFormat) => {
  const format = formatOf(text, inherited);
  const plain = piece(text);
  if (format === 'html') return sanitizeRichText(plain);
  if (format === 'markdown') return markdownToRichText(plain);
  return plainToHtml(plain);
};

interface Chunk {
  line: number;
  text: string;
}

/** Questions are runs of non-blank lines; comment lines neither count nor break a run. */
function chunks(text: string): Chunk[] {
  const found: Chunk[] = [];
  let current: { line: number; lines: string[] } | undefined;
  text.split('\n').forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('//')) return;
    if (trimmed === '') {
      if (current) found.push({ line: current.line, text: current.lines.join('\n') });
      current = undefined;
      return;
    }
    if (!current && /^\$CATEGORY:/i.test(trimmed)) return;
    if (current) current.lines.push(line);
    else current = { line: i + 1, lines: [line] };
  });
  if (current) found.push({ line: current.line, text: current.lines.join('\n') });
  return found;
}

class Refusal extends Error {
  constructor(
    readonly type: RefusedType,
    detail: Text,
  ) {
    super(render(detail));
  }
}
const refuse = (detail: Text, type: RefusedType = 'invalid'): never => {
  throw new Refusal(type, detail);
};

interface Answers {
  /** The options as written, less their mark and weight (prefixes and escapes still there). */
  options: string[];
  keys: number[];
  /** Several right answers may be chosen together. */
  checkBoxes: boolean;
  /** Each option's feedback, as written ('' for none). */
  feedback: string[];
}

function trueFalse(block: string): Answers | undefined {
  const match = /^(T|F|TRUE|FALSE)\s*(#|$)/i.exec(block);
  if (!match) return undefined;
  // Moodle's order: the first feedback is for a wrong answer, the second for the right one.
  const [, wrong = '', right = ''] = block.split('#');
  const key = match[1]!.toUpperCase().startsWith('T') ? 1 : 2;
  const feedback = key === 1 ? [right, wrong] : [wrong, right];
  return { options: ['True', 'False'], keys: [key], checkBoxes: false, feedback };
}

function choices(block: string, options: Required<PartialImportOptions>): Answers {
  if (block === '')
    refuse(
      msg(
        'an essay question (empty {}) cannot be imported; only multiple choice and true/false questions can be imported',
      ),
      'essay',
    );
  if (block.startsWith('#'))
    refuse(
      msg(
        'a numerical question ({#…}) cannot be imported; only multiple choice and true/false questions can be imported',
      ),
      'numerical',
    );
  const tf = trueFalse(block);
  if (tf) return tf;
  const start = block.search(/[=~]/);
  if (start !== 0) {
    const found = restore(block).slice(0, 30);
    refuse(fill(msg('the answer block must start with = or ~, found "{{found}}"'), { found }));
  }
  const answers = [...block.matchAll(/([=~])([^=~]*)/g)].map((m) => {
    const [text = '', feedback = ''] = m[2]!.split('#');
    const weight = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(text);
    return {
      mark: m[1]!,
      text: weight ? text.slice(weight[0].length) : text,
      weight: weight ? Number(weight[1]) : undefined,
      feedback,
    };
  });
  const wrong = answers.filter((a) => a.mark === '~');
  if (wrong.length === 0) {
    if (answers.some((a) => a.text.includes('->')))
      refuse(
        msg('a matching question cannot be imported; only multiple choice and true/false questions can be imported'),
        'matching',
      );
    refuse(
      msg(
        'a short-answer question (only = answers) cannot be imported; only multiple choice and true/false questions can be imported',
      ),
      'short answer',
    );
  }
  const found = (right: typeof answers, checkBoxes: boolean): Answers => ({
    options: answers.map((a) => a.text),
    keys: right.map((a) => answers.indexOf(a) + 1),
    checkBoxes,
    feedback: answers.map((a) => a.feedback),
  });
  // Moodle: a block with no "=" answer is a multiple-answer question; the answers of positive weight are right.
  if (options.checkBoxes && !answers.some((a) => a.mark === '=')) {
    const right = answers.filter((a) => (a.weight ?? 0) > 0);
    if (right.length === 0) refuse(msg('no answer is marked right with = or a positive weight %…%'));
    return found(right, true);
  }
  const partial = answers.find((a) =>
    options.checkBoxes
      ? a.weight !== undefined && a.weight > 0 && a.weight !== 100
      : a.weight !== undefined && !(a.weight === 100 || (a.mark === '~' && a.weight === 0)),
  );
  if (partial) {
    const weight = String(partial.weight);
    refuse(
      fill(
        msg(
          'partial-credit answers (%{{weight}}%) cannot be imported; only multiple choice and true/false questions can be imported',
        ),
        { weight },
      ),
      'partial credit',
    );
  }
  const right = answers.filter((a) => a.mark === '=' || a.weight === 100);
  if (right.length !== 1)
    refuse(
      right.length === 0 ? msg('no answer is marked right with =') : msg('more than one answer is right'),
      right.length === 0 ? 'invalid' : 'check boxes',
    );
  return found(right, false);
}

function readQuestion(chunk: Chunk, n: number, options: Required<PartialImportOptions>): unknown {
  let text = protect(chunk.text);
  let header = '';
  const title = /^\s*::([\s\S]*?)::/.exec(text);
  if (title) {
    header = restore(title[1]!).trim();
    text = text.slice(title[0].length);
  }
  const open = text.indexOf('{');
  if (open === -1)
    refuse(
      msg(
        'no answer block {…}: a description cannot be imported; only multiple choice and true/false questions can be imported',
      ),
      'description',
    );
  const close = text.indexOf('}', open);
  if (close === -1) refuse(msg('the answer block { is not closed with }'));
  const after = text.slice(close + 1);
  if (after.includes('{')) refuse(msg('a question may hold only one answer block {…}'));
  if (text.slice(open + 1, close).includes('{')) refuse(msg('an answer block cannot hold {; write \\{'));
  const [block = '', ...general] = text.slice(open + 1, close).split('####');
  const answers = choices(block.trim(), options);
  const format = formatOf(text.slice(0, open), 'moodle');
  const rich = options.richText && isRich(format);
  const read = (written: string) => (rich ? richPiece(written, format) : piece(written));
  const before = read(text.slice(0, open));
  const rest = read(after);
  const explanation = read(general.join('####'));
  const feedback = answers.feedback.map((f) => (f.trim() === '' ? '' : read(f)));
  return {
    question_number: n,
    question_complexity: 1,
    question_type: answers.checkBoxes ? 'check boxes' : 'multiple choice',
    ...writtenOrGenerated(header, n),
    question_text: rest ? `${before} _____ ${rest}` : before,
    question_image: null,
    options: answers.options.map(read),
    key: answers.keys[0],
    ...(answers.checkBoxes ? { keys: answers.keys } : {}),
    ...(rich ? { text_format: 'html' } : {}),
    ...(feedback.some((f) => f !== '') ? { option_feedback: feedback } : {}),
    steps: explanation === '' ? [] : [explanation],
    step_images: [],
  };
}

/**
 * Reads a GIFT file: every question found, the ones that can be imported numbered from 1 in file order, and
 * the others with their line, kind and reason.
 */
export function parseGiftQuestions(raw: string, options: PartialImportOptions = {}): PartialImportResult {
  const settings = { checkBoxes: true, richText: true, ...options };
  // Every text in one spelling, NFC (a Tamil letter typed as its parts becomes the composed one; issue 21).
  const found = chunks(
    raw
      .normalize('NFC')
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n'),
  );
  const tooMany = questionCountIssue(found.length, GIFT_ERROR);
  if (tooMany) return { ok: false, message: GIFT_ERROR, errors: [tooMany] };
  const questions: BankQuestion[] = [];
  const refused: RefusedQuestion[] = [];
  found.forEach((chunk, i) => {
    const where = { line: chunk.line, question: i + 1 };
    const refusal = (type: RefusedType, issues: ImportIssue[]) =>
      refused.push({ number: i + 1, line: chunk.line, type, reason: reasonOf(issues), source: chunk.text, issues });
    try {
      const candidate = readQuestion(chunk, i + 1, settings);
      const checked = checkImportedQuestion(candidate, GIFT_ERROR, where, bankQuestionSchema);
      if ('question' in checked) questions.push(checked.question);
      else refusal(invalidType(candidate), checked.issues);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refusal(error.type, [{ message: GIFT_ERROR, ...where, detail: error.message }]);
    }
  });
  return finishPartial(questions, refused, GIFT_ERROR);
}

/** Reads a GIFT file; numbers the questions by position from 1. Nothing is imported if any question fails. */
export function parseGift(raw: string): QuestionImportResult {
  return allOrNothing(parseGiftQuestions(raw, LEGACY_OPTIONS), GIFT_ERROR);
}

const isLetter = (char: string | undefined) => char !== undefined && /[A-Za-z]/.test(char);

/** Escapes GIFT's special characters; a backslash is doubled only where it would otherwise start an escape. */
export function escapeGift(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const next = text[i + 1];
    if (char === '\\') {
      const wouldEscape =
        next === undefined || next === '\n' || SPECIAL.includes(next) || (next === 'n' && !isLetter(text[i + 2]));
      out += wouldEscape ? '\\\\' : '\\';
    } else if (SPECIAL.includes(char)) {
      out += `\\${char}`;
    } else if (char === '\n') {
      // A real line break keeps the file readable; before anything but a letter it could end the question.
      out += isLetter(next) ? '\n' : '\\n';
    } else if (char !== '\r') {
      out += char;
    }
  }
  return out;
}

/** A text that would lose its start on reading (a format prefix, a weight) gets a harmless one first. */
const guardText = (text: string) => `${FORMAT_PREFIX.test(text) ? '[plain]' : ''}${escapeGift(text)}`;

/** A weight as GIFT writes it: up to 5 decimals, as Moodle's export does (33.33333). */
const weight = (percent: number) => `%${Number(percent.toFixed(5))}%`;

/**
 * The options of a check-box question as Moodle writes a multiple-answer one: no "=", each right answer
 * 100/r percent, each wrong one -100/w (the same credit as `checkBoxCredit`'s partial scoring).
 */
function checkBoxOptions(q: BankQuestion, text: (t: string) => string): string[] {
  const keys = keysOf(q);
  const wrongCount = q.options.length - keys.length;
  return q.options.map((option, i) =>
    keys.includes(i + 1)
      ? `  ~${weight(100 / keys.length)}${text(option)}${optionFeedback(q, i, text)}`
      : `  ~${weight(wrongCount ? -100 / wrongCount : 0)}${text(option)}${optionFeedback(q, i, text)}`,
  );
}

/** Option i's feedback as GIFT writes it after the answer, `#feedback`; nothing when it has none. */
const optionFeedback = (q: BankQuestion, i: number, text: (t: string) => string) =>
  q.option_feedback?.[i] ? `#${text(q.option_feedback[i])}` : '';

/** A true/false question's feedback, Moodle's `#wrong#right` (`#wrong` alone when the right one has none). */
function trueFalseFeedback(q: BankQuestion, text: (t: string) => string): string {
  const right = q.option_feedback?.[q.key - 1] ?? '';
  const wrong = q.option_feedback?.[2 - q.key] ?? '';
  if (right) return `#${text(wrong)}#${text(right)}`;
  return wrong ? `#${text(wrong)}` : '';
}

/**
 * Writes questions as GIFT. A question whose options are True and False becomes {T} or {F}; step 1
 * becomes the general feedback, each option's feedback its answer's `#feedback`; a check-box question has weighted answers and no "="; an HTML question
 * is marked [html], its answers and feedback inheriting it. Complexity, images and steps 2 to 5 have no
 * place in GIFT.
 */
export function exportGift(questions: readonly BankQuestion[]): string {
  const blocks = questions.map((q) => {
    const html = q.text_format === 'html';
    // An answer inherits the question's format; one that starts like a prefix gets its own, so it is kept.
    const text = (t: string) => (html ? `${FORMAT_PREFIX.test(t) ? '[html]' : ''}${escapeGift(t)}` : guardText(t));
    const head = `::${escapeGift(q.question_header)}::${html ? '[html]' : ''}${text(q.question_text)}`;
    const feedback = q.steps[0] ? `####${text(q.steps[0])}` : '';
    if (q.question_type === 'check boxes' && q.keys) {
      return [`${head} {`, ...checkBoxOptions(q, text), ...(feedback ? [`  ${feedback}`] : []), '}'].join('\n');
    }
    const isTrueFalse = q.options.length === 2 && q.options[0] === 'True' && q.options[1] === 'False';
    if (isTrueFalse) return `${head} {${q.key === 1 ? 'T' : 'F'}${trueFalseFeedback(q, text)}${feedback}}`;
    const options = q.options.map((option, i) => {
      const right = i + 1 === q.key;
      const weight = /^%-?\d/.test(option) ? (right ? '%100%' : '%0%') : '';
      return `  ${right ? '=' : '~'}${weight}${text(option)}${optionFeedback(q, i, text)}`;
    });
    return [`${head} {`, ...options, ...(feedback ? [`  ${feedback}`] : []), '}'].join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}
