// Moodle's Aiken format: multiple-choice questions in plain text, one option a line.
//
//   What is 2 + 3?            question text: one or more lines
//   A) 4                      options in order from A, "A)" or "A.", 2 to 5 of them (A to E)
//   B. 5
//   ANSWER: B                 the right letter; ends the question
//
// Blank lines between questions are optional and ignored. Question n gets the header "Question n".
// Errors name the line; nothing is imported if any question fails.
// Moodle reads an option from its first two characters ("A)" or "A."), with or without a space after them,
// so "A)Correct" and "A.Correct" are options too. A question that breaks a rule is skipped to its ANSWER line
// (or the next blank line); one whose options are followed by a blank line and text has no ANSWER line, and
// the text starts the next question. The partial reader (`parseAikenQuestions`) imports the others.
import { ANSWER_OPTIONS_MAX } from './constants';
import {
  bankQuestionSchema,
  type BankQuestion,
  checkImportedQuestion,
  generatedHeader,
  type ImportIssue,
  keysOf,
  type QuestionImportResult,
  questionCountIssue,
} from './question-bank';
import {
  allOrNothing,
  finishPartial,
  invalidType,
  type PartialImportResult,
  type RefusedQuestion,
  type RefusedType,
  reasonOf,
} from './question-partial';
import { msg } from './i18n';
import { fill, type Text } from './message';

export const AIKEN_ERROR = msg('Something went wrong! Please check the Aiken file');

const OPTION = /^([A-Z])[.)]\s*(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NO_ANSWER = msg('the question has no ANSWER: line');

interface Draft {
  line: number;
  text: string[];
  options: string[];
  /** A blank line came after its options: a text line now starts the next question. */
  ended?: boolean;
}

/** A question's lines as the file writes them, from its first line. */
interface Block {
  line: number;
  lines: string[];
}

/**
 * Reads an Aiken file: every question found, the good ones numbered from 1 in file order, the others with
 * their line, kind and reason. Aiken has one right answer and plain text, so there are no options to give.
 */
export function parseAikenQuestions(raw: string): PartialImportResult {
  // Every text in one spelling, NFC (a Tamil letter typed as its parts becomes the composed one; issue 21).
  const lines = raw
    .normalize('NFC')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const found: Array<{ block: Block; question?: unknown; refusal?: { type: RefusedType; issue: ImportIssue } }> = [];
  let draft: Draft | undefined;
  let block: Block | undefined;
  let skipping = false;
  const problem = (line: number, detail: Text, type: RefusedType = 'invalid') => {
    const issue = { message: AIKEN_ERROR, line, question: found.length + 1, detail };
    block ??= { line, lines: [] };
    found.push({ block, refusal: { type, issue } });
    draft = undefined;
    skipping = true;
  };

  const read = (line: number, raw: string, text: string) => {
    if (text === '') {
      skipping = false;
      // A blank line inside a question (its text may run on after one) belongs to it.
      if (draft) {
        block!.lines.push(raw);
        if (draft.options.length > 0) draft.ended = true;
      } else block = undefined;
      return;
    }
    if (skipping) {
      block?.lines.push(raw);
      // ANSWER ends a question, so the next line may start another without a blank line.
      if (ANSWER.test(text)) {
        skipping = false;
        block = undefined;
      }
      return;
    }
    const option = OPTION.exec(text);
    const answer = ANSWER.exec(text);
    if (draft?.ended && !option && !answer) {
      // As Moodle does (its aiken_errors.txt): options, a blank line, then text: the question had no ANSWER
      // line, and this text starts the next one, which is read.
      while (block!.lines.at(-1)?.trim() === '') block!.lines.pop();
      const issue = { message: AIKEN_ERROR, line: draft.line, question: found.length + 1, detail: NO_ANSWER };
      found.push({ block: block!, refusal: { type: 'invalid', issue } });
      draft = undefined;
    }
    if (!draft) {
      block = { line, lines: [raw] };
      if (answer || option) return problem(line, fill(msg('"{{text}}" comes before any question text'), { text }));
      draft = { line, text: [text], options: [] };
      return;
    }
    block!.lines.push(raw);
    if (answer) {
      if (draft.options.length === 0) return problem(line, msg('ANSWER comes before any option A) or A.'));
      const letter = answer[1]!.trim().toUpperCase();
      const key = LETTERS.indexOf(letter) + 1;
      if (letter.length !== 1 || key === 0 || key > draft.options.length) {
        const last = String(LETTERS[draft.options.length - 1]);
        const found = answer[1]!.trim();
        return problem(
          line,
          fill(msg('ANSWER must be one letter from A to {{last}}, found "{{found}}"'), { last, found }),
        );
      }
      const n = found.length + 1;
      found.push({
        block: block!,
        question: {
          question_number: n,
          question_complexity: 1,
          question_type: 'multiple choice',
          ...generatedHeader(n),
          question_text: draft.text.join(' '),
          question_image: null,
          options: draft.options,
          key,
          steps: [],
          step_images: [],
        },
      });
      draft = undefined;
      block = undefined;
      return;
    }
    const expected = LETTERS[draft.options.length]!;
    if (option) {
      if (option[1] !== expected) {
        return problem(
          line,
          fill(msg('expected option {{expected}}, found {{found}}'), { expected, found: option[1]! }),
        );
      }
      if (draft.options.length === ANSWER_OPTIONS_MAX) {
        return problem(
          line,
          fill(msg('a question has at most {{max}} options (A to E)'), { max: ANSWER_OPTIONS_MAX }),
          'too many options',
        );
      }
      draft.options.push((option[2] ?? '').trim());
      return;
    }
    if (draft.options.length > 0) {
      return problem(line, fill(msg('expected option {{expected}}) or ANSWER:, found "{{text}}"'), { expected, text }));
    }
    draft.text.push(text);
  };
  for (const [i, raw] of lines.entries()) read(i + 1, raw, raw.trim());
  if (draft) problem(draft.line, NO_ANSWER);

  const tooMany = questionCountIssue(found.length, AIKEN_ERROR);
  if (tooMany) return { ok: false, message: AIKEN_ERROR, errors: [tooMany] };
  const questions: BankQuestion[] = [];
  const refused: RefusedQuestion[] = [];
  found.forEach(({ block, question, refusal }, i) => {
    const refuse = (type: RefusedType, issues: ImportIssue[]): void => {
      refused.push({
        number: i + 1,
        line: block.line,
        type,
        reason: reasonOf(issues),
        source: block.lines.join('\n'),
        issues,
      });
    };
    if (refusal) {
      refuse(refusal.type, [refusal.issue]);
      return;
    }
    const checked = checkImportedQuestion(
      question,
      AIKEN_ERROR,
      { line: block.line, question: i + 1 },
      bankQuestionSchema,
    );
    if ('question' in checked) questions.push(checked.question);
    else refuse(invalidType(question), checked.issues);
  });
  return finishPartial(questions, refused, AIKEN_ERROR);
}

/** Reads an Aiken file; numbers the questions by position from 1. Nothing is imported if any question fails. */
export function parseAiken(raw: string): QuestionImportResult {
  const result = allOrNothing(parseAikenQuestions(raw), AIKEN_ERROR);
  if (!result.ok) result.errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return result;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Aiken has one right answer: a check-box question with several keys cannot be written. */
const writable = (q: BankQuestion) => keysOf(q).length === 1;

/** The numbers of the questions exportAiken leaves out (check-box questions with several keys). */
export const aikenSkipped = (questions: readonly BankQuestion[]) =>
  questions.filter((q) => !writable(q)).map((q) => q.question_number);

/** A text as Aiken can hold it: one line, an HTML text without its tags and with its entities read. */
const aikenText = (q: BankQuestion, text: string) =>
  oneLine(
    q.text_format === 'html'
      ? text
          .replace(/<[^>]*>/g, ' ')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&nbsp;/g, ' ')
          .replace(/&amp;/g, '&')
      : text,
  );

/**
 * Writes questions as Aiken. The format has one line a text and nothing but text, options and key:
 * line breaks become spaces; headers, complexity, images and steps are left out, and so are check-box
 * questions with several keys (Aiken has one right answer; writing the first alone would tell a wrong
 * key: `aikenSkipped` names them). An HTML question's texts lose their tags.
 */
export function exportAiken(questions: readonly BankQuestion[]): string {
  return questions
    .filter(writable)
    .map((q) =>
      [
        aikenText(q, q.question_text),
        ...q.options.map((option, i) => `${LETTERS[i]}) ${aikenText(q, option)}`),
        `ANSWER: ${LETTERS[keysOf(q)[0]! - 1]}`,
        '',
      ].join('\n'),
    )
    .join('\n');
}
