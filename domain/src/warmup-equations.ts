// Warm-up equations: "a op b" with whole-number operands, and the whole-number answer checks
// shared by the .txt import parser, the import route and the single add/update of the Data Tool.
import { msg } from './i18n';
import { fill, type Text } from './message';

export const WARMUP_OPERATORS = ['+', '-', 'x', '/'] as const;
export type WarmupOperator = (typeof WARMUP_OPERATORS)[number];

/** Every spelling accepted for an operator, mapped to the stored one. */
const OPERATOR_SPELLINGS: Record<string, WarmupOperator> = {
  '+': '+',
  '-': '-',
  '−': '-',
  x: 'x',
  X: 'x',
  '×': 'x',
  '*': 'x',
  '/': '/',
  '÷': '/',
};

export const normalizeOperator = (op: string): WarmupOperator | undefined => OPERATOR_SPELLINGS[op.trim()];

// Typographic minus signs (from word processors) count as the ASCII one.
const unifyMinus = (text: string) => text.replace(/[\u2212\u2013]/g, '-');

const WHOLE_NUMBER = /^[+-]?\d+$/;

/** The canonical text of a whole number ('+007' is '7', '-0' is '0'); undefined when it is not one. */
export function wholeNumberText(value: string): string | undefined {
  const text = unifyMinus(value).trim();
  if (!WHOLE_NUMBER.test(text)) return undefined;
  return BigInt(text).toString();
}

export interface WarmupOperation {
  /** Left side with normalised spacing, e.g. '12 + 7' or '4 - -2'. */
  equation: string;
  operand_one: string;
  operand_two: string;
  operator: WarmupOperator;
}

export type LeftSideProblem = 'no_operator' | 'bad_operand';

/**
 * Reads "a op b": a leading sign belongs to the first operand, and a sign right after the operator
 * to the second, so '-3 + 5', '4 - -2' and '4--2' all read as intended.
 */
export function parseLeftSide(text: string): WarmupOperation | LeftSideProblem {
  const left = unifyMinus(text).trim();
  const exact = /^([+-]?\d+)\s*([+\-xX×*/÷])\s*([+-]?\d+)$/.exec(left);
  if (exact) {
    const operand_one = BigInt(exact[1]!).toString();
    const operand_two = BigInt(exact[3]!).toString();
    const operator = normalizeOperator(exact[2]!)!;
    return { equation: `${operand_one} ${operator} ${operand_two}`, operand_one, operand_two, operator };
  }
  // Not a clean "a op b": tell a missing operator apart from a bad operand. A leading sign is not an operator.
  const rest = left.replace(/^[+-]/, '').slice(1);
  return /[+\-xX×*/÷]/.test(rest) ? 'bad_operand' : 'no_operator';
}

/** a op b, exactly; undefined for a division by zero. Whole numbers in, a rational out as text. */
export function computeOperation(
  op: Pick<WarmupOperation, 'operand_one' | 'operand_two' | 'operator'>,
): string | undefined {
  const a = BigInt(op.operand_one);
  const b = BigInt(op.operand_two);
  switch (op.operator) {
    case '+':
      return (a + b).toString();
    case '-':
      return (a - b).toString();
    case 'x':
      return (a * b).toString();
    case '/': {
      if (b === 0n) return undefined;
      if (a % b === 0n) return (a / b).toString();
      // Shown in the "wrong answer" message only: a quotient that is not whole can never be a warm-up answer.
      return String(Number(a) / Number(b));
    }
  }
}

/**
 * Why a warm-up's stated answer cannot be kept, or undefined when it is right.
 * Answers are whole numbers because grading compares whole numbers.
 */
export function answerProblem(op: WarmupOperation, answer: string): Text | undefined {
  const stated = wholeNumberText(answer);
  if (stated === undefined) return msg('has an answer that is not a whole number');
  const expected = computeOperation(op);
  if (expected === undefined) return msg('divides by zero');
  if (expected !== stated)
    return fill(msg('has a wrong answer: {{equation}} is {{expected}}, not {{stated}}'), {
      equation: op.equation,
      expected,
      stated,
    });
  return undefined;
}
