// Moodle's GIFT format: import of multiple-choice and true/false questions, and export of ours.
//
// Read: questions separated by blank lines; `//` comment lines and `$CATEGORY:` lines skipped; an optional
// `::title::` (the header); an optional `[html]`, `[moodle]`, `[plain]` or `[markdown]` prefix (dropped);
// the text; one answer block `{…}` holding `=right ~wrong …` (2 to 5 options, one right: `~%100%` counts
// as right and `~%0%` as wrong) or `T`, `F`, `TRUE`, `FALSE`. `#feedback` after the right answer and the
// general feedback `####…` become the steps (the general feedback first). Text after the block (a
// "missing word" question) joins the text after a blank `_____`.
// Escapes: `\~ \= \# \{ \} \: \\` are those characters, `\n` not followed by a letter is a line break;
// any other backslash stays, so LaTeX such as `$\frac{1}{2}$` (written `$\frac\{1\}\{2\}$`) survives.
// Refused, naming the line: essay `{}`, numeric `{#…}`, short answer (only `=`), matching (`->`),
// partial credit (`%50%`), several right answers, several answer blocks, a question with no block.
import {
  checkImportedQuestion,
  defaultHeader,
  finishImport,
  type ImportedQuestion,
  type ImportIssue,
  type QuestionImportResult,
  questionCountIssue,
} from './question-bank';

export const GIFT_ERROR = 'Something went wrong! Please check the GIFT file';

const SPECIAL = '\\~=#{}:';
/** Private-use stand-ins for escaped characters while the question's structure is read. */
const placeholder = (char: string) => String.fromCharCode(0xe000 + SPECIAL.indexOf(char));
const PLACEHOLDERS = new RegExp(`[${placeholder('\\')}-${placeholder(':')}]`, 'g');
const restore = (text: string) => text.replace(PLACEHOLDERS, (p) => SPECIAL[p.charCodeAt(0) - 0xe000]!);
const protect = (text: string) =>
  text.replace(/\\([\\~=#{}:]|n(?![A-Za-z]))/g, (_m, char: string) => (char === 'n' ? '\n' : placeholder(char)));

const FORMAT_PREFIX = /^\s*\[(html|moodle|plain|markdown)\]/i;
const piece = (text: string) => restore(text.replace(FORMAT_PREFIX, '')).trim();

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

class Refusal extends Error {}
const refuse = (detail: string): never => {
  throw new Refusal(detail);
};
const ONLY = 'only multiple choice and true/false questions can be imported';

interface Answers {
  options: string[];
  key: number;
  /** Feedback shown for the right answer. */
  feedback: string;
}

function trueFalse(block: string): Answers | undefined {
  const match = /^(T|F|TRUE|FALSE)\s*(#|$)/i.exec(block);
  if (!match) return undefined;
  // Moodle's order: the first feedback is for a wrong answer, the second for the right one.
  const [, , right = ''] = block.split('#');
  return { options: ['True', 'False'], key: match[1]!.toUpperCase().startsWith('T') ? 1 : 2, feedback: piece(right) };
}

function choices(block: string): Answers {
  if (block === '') refuse(`an essay question (empty {}) cannot be imported; ${ONLY}`);
  if (block.startsWith('#')) refuse(`a numerical question ({#…}) cannot be imported; ${ONLY}`);
  const tf = trueFalse(block);
  if (tf) return tf;
  const start = block.search(/[=~]/);
  if (start !== 0) refuse(`the answer block must start with = or ~, found "${restore(block).slice(0, 30)}"`);
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
    if (answers.some((a) => a.text.includes('->'))) refuse(`a matching question cannot be imported; ${ONLY}`);
    refuse(`a short-answer question (only = answers) cannot be imported; ${ONLY}`);
  }
  const partial = answers.find(
    (a) => a.weight !== undefined && !(a.weight === 100 || (a.mark === '~' && a.weight === 0)),
  );
  if (partial) refuse(`partial-credit answers (%${partial.weight}%) cannot be imported; ${ONLY}`);
  const right = answers.filter((a) => a.mark === '=' || a.weight === 100);
  if (right.length !== 1)
    refuse(right.length === 0 ? 'no answer is marked right with =' : 'more than one answer is right');
  return {
    options: answers.map((a) => piece(a.text)),
    key: answers.indexOf(right[0]!) + 1,
    feedback: piece(right[0]!.feedback),
  };
}

function readQuestion(chunk: Chunk, n: number): unknown {
  let text = protect(chunk.text);
  let header = '';
  const title = /^\s*::([\s\S]*?)::/.exec(text);
  if (title) {
    header = restore(title[1]!).trim();
    text = text.slice(title[0].length);
  }
  const open = text.indexOf('{');
  if (open === -1) refuse(`no answer block {…}: a description cannot be imported; ${ONLY}`);
  const close = text.indexOf('}', open);
  if (close === -1) refuse('the answer block { is not closed with }');
  const after = text.slice(close + 1);
  if (after.includes('{')) refuse('a question may hold only one answer block {…}');
  if (text.slice(open + 1, close).includes('{')) refuse('an answer block cannot hold {; write \\{');
  const [block = '', ...general] = text.slice(open + 1, close).split('####');
  const answers = choices(block.trim());
  const before = piece(text.slice(0, open));
  const rest = piece(after);
  const steps = [piece(general.join('####')), answers.feedback].filter((s) => s !== '');
  return {
    question_number: n,
    question_complexity: 1,
    question_type: 'multiple choice',
    question_header: header || defaultHeader(n),
    question_text: rest ? `${before} _____ ${rest}` : before,
    question_image: null,
    options: answers.options,
    key: answers.key,
    steps: [...new Set(steps)],
    step_images: [],
  };
}

/** Reads a GIFT file; numbers the questions by position from 1. Nothing is imported if any question fails. */
export function parseGift(raw: string): QuestionImportResult {
  const found = chunks(raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  const tooMany = questionCountIssue(found.length, GIFT_ERROR);
  if (tooMany) return finishImport([], [tooMany], GIFT_ERROR);
  const questions: ImportedQuestion[] = [];
  const issues: ImportIssue[] = [];
  found.forEach((chunk, i) => {
    const where = { line: chunk.line, question: i + 1 };
    try {
      const checked = checkImportedQuestion(readQuestion(chunk, i + 1), GIFT_ERROR, where);
      if ('question' in checked) questions.push(checked.question);
      else issues.push(...checked.issues);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      issues.push({ message: GIFT_ERROR, ...where, detail: error.message });
    }
  });
  return finishImport(questions, issues, GIFT_ERROR);
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

/**
 * Writes questions as GIFT. A question whose options are True and False becomes {T} or {F}; step 1
 * becomes the general feedback. Complexity, type, images and steps 2 to 5 have no place in GIFT.
 */
export function exportGift(questions: readonly ImportedQuestion[]): string {
  const blocks = questions.map((q) => {
    const head = `::${escapeGift(q.question_header)}::${guardText(q.question_text)}`;
    const feedback = q.steps[0] ? `####${guardText(q.steps[0])}` : '';
    const isTrueFalse = q.options.length === 2 && q.options[0] === 'True' && q.options[1] === 'False';
    if (isTrueFalse) return `${head} {${q.key === 1 ? 'T' : 'F'}${feedback}}`;
    const options = q.options.map((option, i) => {
      const right = i + 1 === q.key;
      const weight = /^%-?\d/.test(option) ? (right ? '%100%' : '%0%') : '';
      return `  ${right ? '=' : '~'}${weight}${guardText(option)}`;
    });
    return [`${head} {`, ...options, ...(feedback ? [`  ${feedback}`] : []), '}'].join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}
