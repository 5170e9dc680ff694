// Splits a question's text into plain parts and LaTeX math parts, for the web to render the math with KaTeX.
//
// `$…$` is inline math and `$$…$$` display math. So that prices stay text ("$5 and $10"), as in Pandoc an
// opening `$` must be followed by a non-space, and a closing `$` must follow a non-space and not be
// followed by a digit. `\$` is a literal dollar in text (and stays `\$`, KaTeX's dollar, inside math).
// A `$` that opens nothing that closes is plain text.

export type TextSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/** Index of the `$` closing inline math opened before `from`, or -1. */
function inlineClose(text: string, from: number): number {
  for (let k = from; k < text.length; k++) {
    if (text[k] === '\\') k++;
    else if (text[k] === '$' && !isSpace(text[k - 1]) && !/\d/.test(text[k + 1] ?? '')) return k;
  }
  return -1;
}

/** Index of the `$$` closing display math opened before `from`, or -1. */
function displayClose(text: string, from: number): number {
  for (let k = from; k < text.length - 1; k++) {
    if (text[k] === '\\') k++;
    else if (text[k] === '$' && text[k + 1] === '$') return k;
  }
  return -1;
}

/** The text's plain and math parts, in order; adjacent plain parts are joined. */
export function splitMath(input: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plain = '';
  const math = (tex: string, display: boolean) => {
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
    segments.push({ kind: 'math', tex, display });
  };
  let i = 0;
  while (i < input.length) {
    const char = input[i]!;
    if (char === '\\' && input[i + 1] === '$') {
      plain += '$';
      i += 2;
    } else if (char === '$' && input[i + 1] === '$') {
      const close = displayClose(input, i + 2);
      if (close !== -1 && input.slice(i + 2, close).trim()) {
        math(input.slice(i + 2, close), true);
        i = close + 2;
      } else {
        plain += '$$';
        i += 2;
      }
    } else if (char === '$' && !isSpace(input[i + 1])) {
      const close = inlineClose(input, i + 1);
      if (close !== -1) {
        math(input.slice(i + 1, close), false);
        i = close + 1;
      } else {
        plain += '$';
        i += 1;
      }
    } else {
      plain += char;
      i += 1;
    }
  }
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}

/** Whether the text holds any math to render. */
export const hasMath = (text: string) => splitMath(text).some((segment) => segment.kind === 'math');
