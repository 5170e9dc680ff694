// The legacy text import of questions (§9 "Import tag format"), as read by the Conversion Tool.
//
// Grammar (white space, line breaks and CRLF are free between and inside elements; tag names ignore case
// and may hold spaces, as in `< Q >` or `</ q>`):
//
//   file      = { space | question | answers | steps }      (any other text outside the elements is an error)
//   question  = "<q>" content "==" number "</q>"            question text, optional image, then the complexity 1-5
//   answers   = "<a>" option "&&" option "&&" option "&&" option "==" number "</a>"
//                                                           four options, then the correct position 1-4
//   steps     = "<s>" step { "&&" step } "==" number "</s>" 1 to 5 steps, then the number of their question
//   step      = content                                     steps 1-4 may hold an image, step 5 may not
//   content   = text [ "<img>" reference "</img>" ] text    at most one image, anywhere in the text
//
// - The n-th <q> is question n (numbers by position from 1); the n-th <a> holds its options, wherever it
//   stands in the file. There must be as many <a> as <q>. Each question has at most one <s>.
// - The last "==" of an element separates its content from its number, so a text may itself hold "==".
//   Options and steps cannot hold "&&". Runs of white space inside a text become one space.
// - The header of question n is "Question n"; its type is multiple choice.
// - Check boxes (the partial reader only): several correct positions after "==", separated by commas, as in
//   `<a>2&&3&&4&&5==1,3</a>`; the question's type is then 'check boxes'.
// - All or nothing: any error and no question is imported. Answer errors (<a>, options, correct position,
//   the count of <a>) say 'Something went wrong check Answer tags'; all others 'Something went wrong!
//   Please check the tags'. Each error names its line and tag.
import { ANSWER_OPTIONS_REQUIRED, STEP_IMAGES_MAX, STEP_TEXTS_MAX } from './constants';
import {
  bankQuestionSchema,
  type BankQuestion,
  checkImportedQuestion,
  generatedHeader,
  type ImportIssue,
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
import { msg } from './i18n';
import { fill, type Text, render, plural } from './message';

/** Counted: the English reads the same for one, the Tamil names one question or several. */
const NO_SUCH_QUESTION = plural(
  'there is no question {{number}}; the file has {{count}}',
  'there is no question {{number}}; the file has {{count}}',
);

export const TAGS_ERROR = msg('Something went wrong! Please check the tags');
export const ANSWER_TAGS_ERROR = msg('Something went wrong check Answer tags');

type TagName = 'q' | 'a' | 's' | 'img';
// The slash's spaces belong to the slash: with two optional space runs side by side, a "<" followed by a long
// run of spaces would be tried in quadratically many ways.
/** A tag of the format, as `< q >` or `</ a>` (the export refuses a text holding one). */
export const TAG = /<\s*(\/\s*)?(q|a|s|img)\s*>/gi;
/** Stands for an <img> element inside a content while it is split; NUL never survives input cleaning. */
const IMAGE_MARK = '\u0000';

interface Element {
  name: 'q' | 'a' | 's';
  line: number;
  /** The body with each image replaced by IMAGE_MARK. */
  body: string;
  images: Array<{ reference: string; line: number }>;
  /** Where the element starts and ends in the file, for the report of a refused question. */
  start: number;
  end: number;
}

class TagError extends Error {
  constructor(readonly issue: ImportIssue) {
    super(render(issue.detail));
  }
}

const messageFor = (tag: TagName) => (tag === 'a' ? ANSWER_TAGS_ERROR : TAGS_ERROR);
const fail = (tag: TagName | undefined, line: number, detail: Text): never => {
  throw new TagError({ message: tag ? messageFor(tag) : TAGS_ERROR, line, ...(tag ? { tag } : {}), detail });
};

function lineCounter(text: string) {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= index) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

const shown = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
};

/** Text found between the elements, shortened. */
const OPTIONS_FOUND = plural(
  'found {{count}} options; the tag format has {{required}}',
  'found {{count}} option; the tag format has {{required}}',
);
const outside = (text: string) => fill(msg('text outside the tags: "{{text}}"'), { text: shown(text) });

/** Finds the elements, refusing stray text, nesting other than <img> in <q> or <s>, and unclosed tags. */
function scan(text: string): Element[] {
  const lineAt = lineCounter(text);
  const elements: Element[] = [];
  let open: (Element & { from: number }) | undefined;
  let image: { start: number; line: number } | undefined;
  let outsideFrom = 0;
  for (const match of text.matchAll(TAG)) {
    const closing = match[1] !== undefined;
    const name = match[2]!.toLowerCase() as TagName;
    const line = lineAt(match.index);
    const tag = `<${closing ? '/' : ''}${name}>`;
    if (image) {
      if (!(closing && name === 'img')) {
        fail('img', image.line, fill(msg('<img> is not closed before {{tag}} on line {{line}}'), { tag, line }));
      }
      const reference = text.slice(image.start, match.index).trim();
      open!.images.push({ reference, line: image.line });
      open!.body += IMAGE_MARK;
      open!.from = match.index + match[0].length;
      image = undefined;
      continue;
    }
    if (open) {
      if (closing && name === open.name) {
        open.body += text.slice(open.from, match.index);
        const { from: _from, ...element } = open;
        elements.push({ ...element, end: match.index + match[0].length });
        open = undefined;
        outsideFrom = match.index + match[0].length;
      } else if (!closing && name === 'img' && open.name !== 'a') {
        open.body += text.slice(open.from, match.index);
        image = { start: match.index + match[0].length, line };
      } else if (open.name === 'a' && name === 'img') {
        fail('a', line, msg('answer options cannot hold images'));
      } else {
        const detail = fill(msg('<{{open}}> is not closed before {{tag}} on line {{line}}'), {
          open: open.name,
          tag,
          line,
        });
        fail(open.name, open.line, detail);
      }
      continue;
    }
    const stray = text.slice(outsideFrom, match.index).search(/\S/);
    if (stray !== -1) {
      const from = outsideFrom + stray;
      fail(undefined, lineAt(from), outside(text.slice(from, match.index)));
    }
    // The tag's name inside the template: one starting with a placeholder would fit the end of any longer line.
    if (closing) fail(name, line, fill(msg('</{{name}}> closes nothing'), { name }));
    if (name === 'img') fail('img', line, msg('an image must sit inside a <q> question or an <s> step'));
    const start = match.index + match[0].length;
    open = { name: name as Element['name'], line, body: '', images: [], from: start, start: match.index, end: start };
  }
  if (image) fail('img', image.line, msg('<img> is not closed'));
  if (open) fail(open.name, open.line, fill(msg('<{{tag}}> is not closed'), { tag: open.name }));
  const trailing = text.slice(outsideFrom).search(/\S/);
  if (trailing !== -1) {
    const from = outsideFrom + trailing;
    fail(undefined, lineAt(from), outside(text.slice(from)));
  }
  return elements;
}

const clean = (text: string) => text.replaceAll(IMAGE_MARK, ' ').replace(/\s+/g, ' ').trim();

/** The number after "==" of each element: its problems, one sentence per number. */
const NUMBER_PROBLEMS = {
  complexity: {
    missing: msg('no "==" followed by the complexity'),
    notWhole: (found: string) =>
      fill(msg('the complexity after "==" must be a whole number, found "{{found}}"'), { found }),
  },
  position: {
    missing: msg('no "==" followed by the correct position'),
    notWhole: (found: string) =>
      fill(msg('the correct position after "==" must be a whole number, found "{{found}}"'), { found }),
  },
  question: {
    missing: msg('no "==" followed by the question number'),
    notWhole: (found: string) =>
      fill(msg('the question number after "==" must be a whole number, found "{{found}}"'), { found }),
  },
};
type NumberAfter = keyof typeof NUMBER_PROBLEMS;

/** Splits at the last "==": the content, and the whole number after it. */
function contentAndNumber(element: Element, what: NumberAfter): { content: string; number: number } {
  const at = element.body.lastIndexOf('==');
  if (at === -1) fail(element.name, element.line, NUMBER_PROBLEMS[what].missing);
  const after = element.body.slice(at + 2).trim();
  if (after.includes(IMAGE_MARK)) fail('img', element.line, msg('an image cannot stand after "=="'));
  if (!/^\d{1,3}$/.test(after)) {
    fail(element.name, element.line, NUMBER_PROBLEMS[what].notWhole(shown(after)));
  }
  return { content: element.body.slice(0, at), number: Number(after) };
}

/** The image reference of a content part (the question's, or step n's), if any; `images` is consumed in order. */
function takeImage(part: string, images: Element['images'], step?: number): string | null {
  const count = part.split(IMAGE_MARK).length - 1;
  if (count === 0) return null;
  const taken = images.splice(0, count);
  if (count > 1) {
    const detail =
      step === undefined
        ? msg('the question holds more than one image')
        : fill(msg('step {{n}} holds more than one image'), { n: step });
    fail('img', taken[1]!.line, detail);
  }
  return taken[0]!.reference || fail('img', taken[0]!.line, msg('the <img> tag is empty'));
}

interface Draft {
  question: Element;
  answers?: Element;
  steps?: Element;
}

/** The content of an <a> and its correct positions: one, or (for check boxes) several after "==", "1,3". */
function answersAndKeys(element: Element, checkBoxes: boolean): { content: string; keys: number[] } {
  const at = element.body.lastIndexOf('==');
  const after = at === -1 ? '' : element.body.slice(at + 2).trim();
  if (!checkBoxes || !/^\d{1,3}(\s*,\s*\d{1,3})+$/.test(after)) {
    const { content, number } = contentAndNumber(element, 'position');
    return { content, keys: [number] };
  }
  const keys = after.split(',').map(Number);
  return { content: element.body.slice(0, at), keys: keys.sort((x, y) => x - y) };
}

function readQuestion(n: number, draft: Draft, checkBoxes: boolean): unknown {
  const q = contentAndNumber(draft.question, 'complexity');
  const images = [...draft.question.images];
  const question_image = takeImage(q.content, images);
  const a = answersAndKeys(draft.answers!, checkBoxes);
  const options = a.content.split('&&').map(clean);
  if (options.length !== ANSWER_OPTIONS_REQUIRED) {
    fail('a', draft.answers!.line, fill(OPTIONS_FOUND, { count: options.length, required: ANSWER_OPTIONS_REQUIRED }));
  }
  const steps: string[] = [];
  const step_images: Array<string | null> = [];
  if (draft.steps) {
    const s = contentAndNumber(draft.steps, 'question');
    const parts = s.content.split('&&');
    if (!clean(parts[0]!)) fail('s', draft.steps.line, msg('step 1 is empty'));
    if (parts.length > STEP_TEXTS_MAX) {
      fail('s', draft.steps.line, fill(msg('found {{count}} steps; at most 5'), { count: parts.length }));
    }
    const stepImages = [...draft.steps.images];
    parts.forEach((part, i) => {
      const reference = takeImage(part, stepImages, i + 1);
      if (reference && i >= STEP_IMAGES_MAX) {
        fail('img', draft.steps!.line, fill(msg('step {{n}} cannot have an image'), { n: i + 1 }));
      }
      steps.push(clean(part));
      step_images.push(reference);
    });
  }
  return {
    question_number: n,
    question_complexity: q.number,
    question_type: a.keys.length > 1 ? 'check boxes' : 'multiple choice',
    ...generatedHeader(n),
    question_text: clean(q.content),
    question_image,
    options,
    key: a.keys[0],
    ...(a.keys.length > 1 ? { keys: a.keys } : {}),
    steps,
    step_images,
  };
}

/** Where a schema problem of question n belongs: answers to <a>, steps to <s>, the rest to <q>. */
function placeIssues(issues: ImportIssue[], draft: Draft): ImportIssue[] {
  return issues.map((issue) => {
    const field = issue.field ?? '';
    const element =
      /^(options|key)\b/.test(field) && draft.answers
        ? draft.answers
        : /^step/.test(field) && draft.steps
          ? draft.steps
          : draft.question;
    return { ...issue, message: messageFor(element.name), tag: element.name, line: element.line };
  });
}

function pair(elements: Element[]): Draft[] {
  const questions = elements.filter((e) => e.name === 'q');
  const answers = elements.filter((e) => e.name === 'a');
  if (answers.length < questions.length) {
    const missing = questions[answers.length]!;
    const counts = { n: answers.length + 1, questions: questions.length, answers: answers.length };
    fail('a', missing.line, fill(msg('question {{n}} has no <a> tag: {{questions}} <q> but {{answers}} <a>'), counts));
  }
  if (answers.length > questions.length) {
    const extra = answers[questions.length]!;
    const counts = { questions: questions.length, answers: answers.length };
    fail('a', extra.line, fill(msg('this <a> has no question: {{questions}} <q> but {{answers}} <a>'), counts));
  }
  const drafts: Draft[] = questions.map((question, i) => ({ question, answers: answers[i] }));
  for (const steps of elements.filter((e) => e.name === 's')) {
    const { number } = contentAndNumber(steps, 'question');
    const draft = drafts[number - 1];
    if (!draft) {
      fail('s', steps.line, fill(NO_SUCH_QUESTION, { number, count: drafts.length }));
    }
    if (draft!.steps) {
      const detail = fill(msg('question {{number}} already has steps on line {{line}}'), {
        number,
        line: draft!.steps.line,
      });
      fail('s', steps.line, detail);
    }
    draft!.steps = steps;
  }
  return drafts;
}

/** A question's elements as the file writes them. */
const sourceOf = (text: string, draft: Draft) =>
  [draft.question, draft.answers, draft.steps]
    .filter((e): e is Element => e !== undefined)
    .map((e) => text.slice(e.start, e.end))
    .join('\n');

/**
 * Reads a tagged .txt file: every question found, the good ones numbered from 1 in file order, the others
 * with their line, kind and reason. A file whose tags cannot be read (stray text, an unclosed tag, more
 * <q> than <a>) is refused whole: its questions cannot be told apart.
 */
export function parseQuestionTagsPartial(raw: string, options: PartialImportOptions = {}): PartialImportResult {
  const checkBoxes = options.checkBoxes ?? true;
  // Tamil (or any script) as one spelling: a letter typed as its parts ("க" + "ெ" + "ா") becomes the one
  // composed letter ("கொ"), so equal texts compare equal and search as the reader expects (NFC, issue 21).
  const text = raw
    .normalize('NFC')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replaceAll(IMAGE_MARK, '');
  try {
    const drafts = pair(scan(text));
    const tooMany = questionCountIssue(drafts.length, TAGS_ERROR);
    if (tooMany) return { ok: false, message: TAGS_ERROR, errors: [tooMany] };
    const questions: BankQuestion[] = [];
    const refused: RefusedQuestion[] = [];
    drafts.forEach((draft, i) => {
      const refuse = (issues: ImportIssue[], type: RefusedType): void => {
        refused.push({
          number: i + 1,
          line: draft.question.line,
          type,
          reason: reasonOf(issues),
          source: sourceOf(text, draft),
          issues,
        });
      };
      let candidate: unknown;
      try {
        candidate = readQuestion(i + 1, draft, checkBoxes);
      } catch (error) {
        if (!(error instanceof TagError)) throw error;
        const options = Number(/found (\d+) options/.exec(render(error.issue.detail))?.[1] ?? 0);
        const type = options > ANSWER_OPTIONS_REQUIRED ? 'too many options' : 'invalid';
        refuse([{ ...error.issue, question: i + 1 }], type);
        return;
      }
      const where = { line: draft.question.line, tag: 'q', question: i + 1 };
      const checked = checkImportedQuestion(candidate, TAGS_ERROR, where, bankQuestionSchema);
      if ('question' in checked) questions.push(checked.question);
      else refuse(placeIssues(checked.issues, draft), invalidType(candidate));
    });
    return finishPartial(questions, refused, TAGS_ERROR);
  } catch (error) {
    if (!(error instanceof TagError)) throw error;
    return { ok: false, message: error.issue.message, errors: [error.issue] };
  }
}

/** Reads a tagged .txt file into questions numbered from 1, or the reasons nothing can be imported. */
export function parseQuestionTags(raw: string): QuestionImportResult {
  return allOrNothing(parseQuestionTagsPartial(raw, LEGACY_OPTIONS), TAGS_ERROR);
}
