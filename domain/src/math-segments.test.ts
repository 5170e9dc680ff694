import { describe, expect, it } from 'vitest';
import { hasMath, splitMath, textGist } from './math-segments';

const text = (t: string) => ({ kind: 'text', text: t });
const inline = (tex: string) => ({ kind: 'math', tex, display: false });
const display = (tex: string) => ({ kind: 'math', tex, display: true });

describe('splitMath', () => {
  it('leaves a text without dollars whole, and an empty text empty', () => {
    expect(splitMath('What is 2 + 3?')).toEqual([text('What is 2 + 3?')]);
    expect(splitMath('')).toEqual([]);
  });

  it('finds inline math between text', () => {
    expect(splitMath('Solve $x^2 = 4$, so $x = \\pm 2$.')).toEqual([
      text('Solve '),
      inline('x^2 = 4'),
      text(', so '),
      inline('x = \\pm 2'),
      text('.'),
    ]);
    expect(splitMath('$\\frac{1}{2}$')).toEqual([inline('\\frac{1}{2}')]);
    expect(splitMath('$a$$b$')).toEqual([inline('a'), inline('b')]);
  });

  it('finds display math between $$', () => {
    expect(splitMath('Area: $$\\int_0^1 x\\,dx$$ units')).toEqual([
      text('Area: '),
      display('\\int_0^1 x\\,dx'),
      text(' units'),
    ]);
    expect(splitMath('$$ a + b $$')).toEqual([display(' a + b ')]);
  });

  it('reads \\$ as a literal dollar in text, and keeps it inside math', () => {
    expect(splitMath('It costs \\$5.')).toEqual([text('It costs $5.')]);
    expect(splitMath('$a \\$ b$')).toEqual([inline('a \\$ b')]);
    expect(splitMath('\\$x\\$')).toEqual([text('$x$')]);
  });

  it('keeps prices and unclosed dollars as text', () => {
    expect(splitMath('Pay $5 and $10 today')).toEqual([text('Pay $5 and $10 today')]);
    expect(splitMath('Only $x')).toEqual([text('Only $x')]);
    expect(splitMath('$ x$')).toEqual([text('$ x$')]);
    expect(splitMath('$x $')).toEqual([text('$x $')]);
    expect(splitMath('Earn $$ fast')).toEqual([text('Earn $$ fast')]);
    expect(splitMath('$$$$')).toEqual([text('$$$$')]);
    expect(splitMath('trailing $')).toEqual([text('trailing $')]);
  });

  it('does not close on a $ followed by a digit, so a price after math stays text', () => {
    expect(splitMath('$x$5')).toEqual([text('$x$5')]);
    expect(splitMath('$x$ costs $5')).toEqual([inline('x'), text(' costs $5')]);
  });

  it('tells whether a text holds math', () => {
    expect(hasMath('Pay $5')).toBe(false);
    expect(hasMath('Let $x$ be')).toBe(true);
  });
});

describe('textGist (the Data Tool question list, issue 16)', () => {
  it('writes formulas as plain text and drops markup', () => {
    expect(textGist('What is $\\frac{1}{2}$ of 8?', 40)).toEqual('What is 1/2 of 8?');
    expect(textGist('Solve $$x^{2} \\le \\sqrt{16}$$ now', 40)).toEqual('Solve x^2 ≤ √16 now');
    expect(textGist('$\\frac{\\frac{1}{2}}{3}$ and $3 \\times 4$', 40)).toEqual('1/2/3 and 3 × 4');
    expect(textGist('<p>Pick <b>one</b></p>\n\n option', 40)).toEqual('Pick one option');
    expect(textGist('It costs \\$5 and $10', 40)).toEqual('It costs $5 and $10');
  });

  it('cuts to max characters with an ellipsis, and leaves a short text whole', () => {
    expect(textGist('The quick brown fox jumps over the lazy dog', 19)).toEqual('The quick brown fox…');
    expect(textGist('The quick brown fox jumps', 10)).toEqual('The quick…');
    expect(textGist('Short', 10)).toEqual('Short');
    expect(textGist('', 10)).toEqual('');
  });
});
