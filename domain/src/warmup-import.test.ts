import { describe, expect, it } from 'vitest';
import { render } from './message';
import { checkWarmupRow, parseWarmupText, WARMUP_TAGS_ERROR } from './warmup-import';
import { computeOperation, parseLeftSide } from './warmup-equations';

const ok = (text: string) => {
  const parsed = parseWarmupText(text);
  if (!parsed.ok) throw new Error(`expected a parse, got: ${parsed.message}`);
  return parsed.warmups;
};
const fail = (text: string) => {
  const parsed = parseWarmupText(text);
  if (parsed.ok) throw new Error('expected an error');
  return parsed;
};

describe('parseWarmupText: operators', () => {
  it('reads +, -, x and / with their operands and answer', () => {
    const warmups = ok('<eq>12 + 7 = 19</eq>\n<eq>45 - 18 = 27</eq>\n<eq>6 x 7 = 42</eq>\n<eq>56 / 8 = 7</eq>');
    expect(warmups).toEqual([
      { equation: '12 + 7', operand_one: '12', operand_two: '7', operator: '+', answer: '19' },
      { equation: '45 - 18', operand_one: '45', operand_two: '18', operator: '-', answer: '27' },
      { equation: '6 x 7', operand_one: '6', operand_two: '7', operator: 'x', answer: '42' },
      { equation: '56 / 8', operand_one: '56', operand_two: '8', operator: '/', answer: '7' },
    ]);
  });

  it('takes ×, * and X for multiplication and ÷ for division, stored as x and /', () => {
    const warmups = ok('<eq>3 × 4 = 12</eq><eq>5*6=30</eq><eq>2 X 9 = 18</eq><eq>20 ÷ 5 = 4</eq>');
    expect(warmups.map((w) => [w.equation, w.operator, w.answer])).toEqual([
      ['3 x 4', 'x', '12'],
      ['5 x 6', 'x', '30'],
      ['2 x 9', 'x', '18'],
      ['20 / 5', '/', '4'],
    ]);
  });
});

describe('parseWarmupText: spacing and negative numbers', () => {
  it('normalises any spacing, tabs and line breaks inside a tag', () => {
    expect(ok('<eq>  12+7   =19 </eq>')[0]).toEqual({
      equation: '12 + 7',
      operand_one: '12',
      operand_two: '7',
      operator: '+',
      answer: '19',
    });
    expect(ok('<eq>\t100\n-\n45 =\n 55</eq>')[0]!.equation).toEqual('100 - 45');
    expect(ok('\n\n  <eq>1+1=2</eq>  \n\n<eq>2+2=4</eq>\n')).toHaveLength(2);
  });

  it('reads a leading minus as a sign and a minus after the operator as the second operand’s sign', () => {
    expect(ok('<eq>-3 + 5 = 2</eq>')[0]).toEqual({
      equation: '-3 + 5',
      operand_one: '-3',
      operand_two: '5',
      operator: '+',
      answer: '2',
    });
    expect(ok('<eq>4 - -2 = 6</eq>')[0]).toEqual({
      equation: '4 - -2',
      operand_one: '4',
      operand_two: '-2',
      operator: '-',
      answer: '6',
    });
    expect(ok('<eq>4--2=6</eq>')[0]!.equation).toEqual('4 - -2');
    expect(ok('<eq>-8 / -2 = 4</eq>')[0]).toMatchObject({
      operand_one: '-8',
      operand_two: '-2',
      operator: '/',
      answer: '4',
    });
    expect(ok('<eq>-3 x 4 = -12</eq>')[0]).toMatchObject({ operand_one: '-3', operand_two: '4', answer: '-12' });
    expect(ok('<eq>7 − 10 = −3</eq>')[0]).toMatchObject({ equation: '7 - 10', answer: '-3' });
  });

  it('writes numbers plainly: leading zeros and plus signs go', () => {
    expect(ok('<eq>+007 + 03 = +10</eq>')[0]).toEqual({
      equation: '7 + 3',
      operand_one: '7',
      operand_two: '3',
      operator: '+',
      answer: '10',
    });
  });

  it('ignores a byte-order mark and accepts upper-case tags', () => {
    expect(ok('\uFEFF<EQ>1 + 2 = 3</EQ>')[0]!.answer).toEqual('3');
  });
});

describe('parseWarmupText: tag problems', () => {
  it('refuses an empty file', () => {
    expect(fail('').message).toBe(WARMUP_TAGS_ERROR);
    expect(fail('  \n\t\n').message).toBe(WARMUP_TAGS_ERROR);
  });

  it('refuses a file without eq tags', () => {
    const parsed = fail('12 + 7 = 19\n45 - 18 = 27');
    expect(parsed.message).toBe(WARMUP_TAGS_ERROR);
    expect(parsed.line).toBe(1);
  });

  it('refuses an unclosed tag and names its line', () => {
    const parsed = fail('<eq>1 + 1 = 2</eq>\n<eq>12 + 7 = 19\n<eq>2 + 2 = 4</eq>');
    expect(parsed.message).toBe(WARMUP_TAGS_ERROR);
    expect(parsed.line).toBe(3);
    expect(fail('<eq>1 + 1 = 2</eq>\n<eq>12 + 7 = 19').line).toBe(2);
  });

  it('refuses a missing opening tag, and an equation left outside the tags', () => {
    expect(fail('<eq>1 + 1 = 2</eq>\n12 + 7 = 19</eq>')).toMatchObject({ message: WARMUP_TAGS_ERROR, line: 2 });
    expect(fail('<eq>1 + 1 = 2</eq>\n12 + 7 = 19')).toMatchObject({ message: WARMUP_TAGS_ERROR, line: 2 });
    expect(fail('Set A\n<eq>1 + 1 = 2</eq>')).toMatchObject({ message: WARMUP_TAGS_ERROR, line: 1 });
  });
});

describe('parseWarmupText: bad equations name the equation and its line', () => {
  it('an equation without "="', () => {
    expect(fail('<eq>1 + 1 = 2</eq>\n<eq>12 + 7 19</eq>').message).toEqual('Equation 2 (line 2) has no "=": 12 + 7 19');
  });
  it('an equation without an operator', () => {
    expect(fail('<eq>12 = 12</eq>').message).toEqual('Equation 1 (line 1) has no operator (+, -, x or /): 12 = 12');
    expect(fail('<eq>-5 = -5</eq>').message).toEqual('Equation 1 (line 1) has no operator (+, -, x or /): -5 = -5');
  });
  it('an operand that is not a whole number', () => {
    expect(fail('<eq>12 + a = 19</eq>').message).toEqual(
      'Equation 1 (line 1) needs two whole numbers around one operator: 12 + a = 19',
    );
    expect(fail('<eq>1.5 + 2 = 3</eq>').message).toEqual(
      'Equation 1 (line 1) needs two whole numbers around one operator: 1.5 + 2 = 3',
    );
    expect(render(fail('<eq>1 + 2 + 3 = 6</eq>').message)).toContain('needs two whole numbers around one operator');
  });
  it('an answer that is not a whole number, or missing, or a second "="', () => {
    expect(fail('<eq>12 + 7 = abc</eq>').message).toEqual(
      'Equation 1 (line 1) has an answer that is not a whole number: 12 + 7 = abc',
    );
    expect(fail('<eq>12 + 7 = </eq>').message).toEqual('Equation 1 (line 1) has no answer after "=": 12 + 7 =');
    expect(fail('<eq>1 + 1 = 2 = 2</eq>').message).toEqual('Equation 1 (line 1) has more than one "=": 1 + 1 = 2 = 2');
  });
  it('a wrong stated answer, a quotient that is not whole, a division by zero, an empty tag', () => {
    expect(fail('<eq>12 + 7 = 20</eq>').message).toEqual(
      'Equation 1 (line 1) has a wrong answer: 12 + 7 is 19, not 20: 12 + 7 = 20',
    );
    expect(fail('<eq>7 / 2 = 3</eq>').message).toEqual(
      'Equation 1 (line 1) has a wrong answer: 7 / 2 is 3.5, not 3: 7 / 2 = 3',
    );
    expect(fail('<eq>7 / 0 = 0</eq>').message).toEqual('Equation 1 (line 1) divides by zero: 7 / 0 = 0');
    expect(fail('<eq> </eq>').message).toEqual('Equation 1 (line 1) is empty');
  });
  it('lists every bad equation, numbered by position, with the first as the message', () => {
    const parsed = fail('<eq>1 + 1 = 2</eq>\n<eq>2 + 2 = 5</eq>\n\n<eq>3 x 3 = 9</eq>\n<eq>oops</eq>');
    expect(parsed.errors.map((e) => [e.equation, e.line])).toEqual([
      [2, 2],
      [4, 5],
    ]);
    expect(parsed.message).toBe(parsed.errors[0]!.message);
  });
});

describe('equations', () => {
  it('computes exactly, with whole numbers beyond double precision', () => {
    expect(computeOperation({ operand_one: '9007199254740993', operand_two: '2', operator: 'x' })).toBe(
      '18014398509481986',
    );
    expect(computeOperation({ operand_one: '-9', operand_two: '3', operator: '/' })).toEqual('-3');
  });
  it('tells a missing operator from a bad operand', () => {
    expect(parseLeftSide('12 19')).toEqual('no_operator');
    expect(parseLeftSide('12 + b')).toEqual('bad_operand');
  });
});

describe('checkWarmupRow (the import route re-checks every row)', () => {
  const row = { equation: '12 + 7', operand_one: '12', operand_two: '7', operator: '+', answer: '19' };
  it('accepts a consistent row and normalises it', () => {
    expect(checkWarmupRow({ ...row, operator: '×', equation: '12 × 7', answer: '84' })).toEqual({
      equation: '12 x 7',
      operand_one: '12',
      operand_two: '7',
      operator: 'x',
      answer: '84',
    });
  });
  it('names what is wrong', () => {
    expect(checkWarmupRow({ ...row, operator: '%' })).toEqual({ problem: 'has an operator that is not +, -, x or /' });
    expect(checkWarmupRow({ ...row, operand_two: 'seven' })).toEqual({
      problem: 'has an operand that is not a whole number',
    });
    expect(checkWarmupRow({ ...row, operand_one: '13' })).toEqual({
      problem: 'does not match its operands: 12 + 7 against 13 + 7',
    });
    expect(checkWarmupRow({ ...row, answer: '18' })).toEqual({ problem: 'has a wrong answer: 12 + 7 is 19, not 18' });
  });
});
