// Import of warm-ups from a .txt file: every equation sits in <eq>…</eq>, e.g. <eq>12 + 7 = 19</eq>.
import {
  answerProblem,
  normalizeOperator,
  parseLeftSide,
  wholeNumberText,
  type WarmupOperation,
} from './warmup-equations';
import { msg } from './i18n';
import { fill, type Text, asMessage } from './message';

export const WARMUP_TAGS_ERROR = msg('Something went wrong! Please check the tags');

/** One parsed equation, in the shape POST /api/import-warmup/ takes (plus set_no). */
export interface ParsedWarmup extends WarmupOperation {
  answer: string;
}

export interface WarmupLineError {
  /** 1-based position of the equation in the file. */
  equation: number;
  /** 1-based line of its opening tag. */
  line: number;
  message: Text;
}

export type WarmupParseResult =
  | { ok: true; warmups: ParsedWarmup[] }
  /** `message` is what the screen shows: the tag message, or the first bad equation's. */
  | { ok: false; message: Text; line?: number; errors: WarmupLineError[] };

// The space after the slash is only tried after a slash: two free-standing \s* side by side would backtrack
// over every split of a long run of spaces (quadratic).
const TAG = /<\s*(?:(\/)\s*)?eq\s*>/gi;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

function tagError(text: string, index: number): WarmupParseResult {
  const line = lineAt(text, index);
  return { ok: false, message: WARMUP_TAGS_ERROR, line, errors: [{ equation: 0, line, message: WARMUP_TAGS_ERROR }] };
}

/** Why one equation's text cannot be imported, or its parsed form. */
export function parseEquationText(content: string): ParsedWarmup | { problem: Text } {
  const text = content.replace(/\s+/g, ' ').trim();
  if (!text) return { problem: msg('is empty') };
  const parts = text.split('=');
  if (parts.length === 1) return { problem: msg('has no "="') };
  if (parts.length > 2) return { problem: msg('has more than one "="') };
  const [left, right] = parts as [string, string];
  if (!right.trim()) return { problem: msg('has no answer after "="') };
  const operation = parseLeftSide(left);
  if (operation === 'no_operator') return { problem: msg('has no operator (+, -, x or /)') };
  if (operation === 'bad_operand') return { problem: msg('needs two whole numbers around one operator') };
  const problem = answerProblem(operation, right);
  if (problem) return { problem };
  return { ...operation, answer: wholeNumberText(right)! };
}

/**
 * Reads a warm-up .txt file. Text outside the tags other than white space is a tag problem: it is
 * almost always an equation whose tags were forgotten, and dropping it silently would lose it.
 */
export function parseWarmupText(raw: string): WarmupParseResult {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const found: Array<{ content: string; index: number }> = [];
  let open: { end: number; index: number } | undefined;
  let outsideFrom = 0;
  for (const match of text.matchAll(TAG)) {
    const closing = match[1] === '/';
    if (!closing) {
      if (open) return tagError(text, match.index);
      const stray = text.slice(outsideFrom, match.index).search(/\S/);
      if (stray !== -1) return tagError(text, outsideFrom + stray);
      open = { end: match.index + match[0].length, index: match.index };
    } else {
      if (!open) return tagError(text, match.index);
      found.push({ content: text.slice(open.end, match.index), index: open.index });
      open = undefined;
      outsideFrom = match.index + match[0].length;
    }
  }
  if (open) return tagError(text, open.index);
  const trailing = text.slice(outsideFrom).search(/\S/);
  if (trailing !== -1) return tagError(text, outsideFrom + trailing);
  if (found.length === 0) return tagError(text, 0);

  const warmups: ParsedWarmup[] = [];
  const errors: WarmupLineError[] = [];
  found.forEach(({ content, index }, i) => {
    const parsed = parseEquationText(content);
    const line = lineAt(text, index);
    if ('problem' in parsed) {
      const shown = content.replace(/\s+/g, ' ').trim();
      errors.push({
        equation: i + 1,
        line,
        // The problem is a message of its own ('has no "="'), translated inside the sentence.
        message: shown
          ? fill(msg('Equation {{number}} (line {{line}}) {{message}}: {{equation}}'), {
              number: i + 1,
              line,
              message: asMessage(parsed.problem),
              equation: shown,
            })
          : fill(msg('Equation {{number}} (line {{line}}) {{message}}'), {
              number: i + 1,
              line,
              message: asMessage(parsed.problem),
            }),
      });
    } else {
      warmups.push(parsed);
    }
  });
  if (errors.length > 0) return { ok: false, message: errors[0]!.message, line: errors[0]!.line, errors };
  return { ok: true, warmups };
}

export interface WarmupRowInput {
  equation: string;
  operand_one: string;
  operand_two: string;
  operator: string;
  answer: string;
}

/**
 * Re-checks one import row as the API receives it (the browser parsed the file, the server trusts
 * nothing): the operands and operator must be those of the equation, and the answer right.
 */
export function checkWarmupRow(row: WarmupRowInput): ParsedWarmup | { problem: Text } {
  const operator = normalizeOperator(row.operator);
  if (!operator) return { problem: msg('has an operator that is not +, -, x or /') };
  const one = wholeNumberText(row.operand_one);
  const two = wholeNumberText(row.operand_two);
  if (one === undefined || two === undefined) return { problem: msg('has an operand that is not a whole number') };
  const operation = parseLeftSide(row.equation.replace(/=\s*$/, ''));
  if (
    typeof operation === 'string' ||
    operation.operand_one !== one ||
    operation.operand_two !== two ||
    operation.operator !== operator
  ) {
    return {
      problem: fill(msg('does not match its operands: {{equation}} against {{one}} {{operator}} {{two}}'), {
        equation: row.equation.trim(),
        one,
        operator,
        two,
      }),
    };
  }
  const problem = answerProblem(operation, row.answer);
  if (problem) return { problem };
  return { ...operation, answer: wholeNumberText(row.answer)! };
}
