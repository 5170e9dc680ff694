// Moodle's Aiken format: multiple-choice questions in plain text, one option a line.
//
//   What is 2 + 3?            question text: one or more lines
//   A) 4                      options in order from A, "A)" or "A.", 2 to 5 of them (A to E)
//   B. 5
//   ANSWER: B                 the right letter; ends the question
//
// Blank lines between questions are optional and ignored. Question n gets the header "Question n".
// Errors name the line; nothing is imported if any question fails.
import { ANSWER_OPTIONS_MAX } from './constants';
import {
  checkImportedQuestion,
  defaultHeader,
  finishImport,
  type ImportedQuestion,
  type ImportIssue,
  type QuestionImportResult,
  questionCountIssue,
} from './question-bank';

export const AIKEN_ERROR = 'Something went wrong! Please check the Aiken file';

const OPTION = /^([A-Z])[.)](?:\s+(.*))?$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface Draft {
  line: number;
  text: string[];
  options: string[];
}

/** Reads an Aiken file; numbers the questions by position from 1. */
export function parseAiken(raw: string): QuestionImportResult {
  const lines = raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const candidates: Array<{ line: number; question: unknown }> = [];
  const issues: ImportIssue[] = [];
  let draft: Draft | undefined;
  let skipping = false;
  const problem = (line: number, detail: string) => {
    issues.push({ message: AIKEN_ERROR, line, question: candidates.length + 1, detail });
    draft = undefined;
    skipping = true;
  };

  const read = (line: number, text: string) => {
    if (text === '') {
      skipping = false;
      return;
    }
    if (skipping) return;
    const option = OPTION.exec(text);
    const answer = ANSWER.exec(text);
    if (!draft) {
      if (answer || option) return problem(line, `"${text}" comes before any question text`);
      draft = { line, text: [text], options: [] };
      return;
    }
    if (answer) {
      if (draft.options.length === 0) return problem(line, 'ANSWER comes before any option A) or A.');
      const letter = answer[1]!.trim().toUpperCase();
      const key = LETTERS.indexOf(letter) + 1;
      if (letter.length !== 1 || key === 0 || key > draft.options.length) {
        const last = LETTERS[draft.options.length - 1];
        return problem(line, `ANSWER must be one letter from A to ${last}, found "${answer[1]!.trim()}"`);
      }
      const n = candidates.length + 1;
      candidates.push({
        line: draft.line,
        question: {
          question_number: n,
          question_complexity: 1,
          question_type: 'multiple choice',
          question_header: defaultHeader(n),
          question_text: draft.text.join(' '),
          question_image: null,
          options: draft.options,
          key,
          steps: [],
          step_images: [],
        },
      });
      draft = undefined;
      return;
    }
    const expected = LETTERS[draft.options.length]!;
    if (option) {
      if (option[1] !== expected) return problem(line, `expected option ${expected}, found ${option[1]}`);
      if (draft.options.length === ANSWER_OPTIONS_MAX) {
        return problem(line, `a question has at most ${ANSWER_OPTIONS_MAX} options (A to E)`);
      }
      draft.options.push((option[2] ?? '').trim());
      return;
    }
    if (draft.options.length > 0) return problem(line, `expected option ${expected}) or ANSWER:, found "${text}"`);
    draft.text.push(text);
  };
  for (const [i, raw] of lines.entries()) read(i + 1, raw.trim());
  if (draft) problem(draft.line, 'the question has no ANSWER: line');

  const tooMany = questionCountIssue(candidates.length, AIKEN_ERROR);
  if (tooMany) return finishImport([], [tooMany], AIKEN_ERROR);
  const questions: ImportedQuestion[] = [];
  candidates.forEach(({ line, question }, i) => {
    const checked = checkImportedQuestion(question, AIKEN_ERROR, { line, question: i + 1 });
    if ('question' in checked) questions.push(checked.question);
    else issues.push(...checked.issues);
  });
  issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return finishImport(questions, issues, AIKEN_ERROR);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Writes questions as Aiken. The format has one line a text and nothing but text, options and key:
 * line breaks become spaces; headers, complexity, images and steps are left out.
 */
export function exportAiken(questions: readonly ImportedQuestion[]): string {
  return questions
    .map((q) =>
      [
        oneLine(q.question_text),
        ...q.options.map((option, i) => `${LETTERS[i]}) ${oneLine(option)}`),
        `ANSWER: ${LETTERS[q.key - 1]}`,
        '',
      ].join('\n'),
    )
    .join('\n');
}
