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

// The few commands a one-line gist writes as a character; any other command is dropped, its arguments kept.
const TEX_SYMBOLS: Record<string, string> = {
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  infty: '∞',
  degree: '°',
  circ: '°',
};

/** A formula as plain text, for a line too short to render it: `\frac{1}{2}` is 1/2, `\sqrt{x}` is √x. */
export function texAsText(tex: string): string {
  let text = tex;
  // Innermost first, so nested fractions unfold too.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '$1/$2').replace(/\\sqrt\s*\{([^{}]*)\}/g, '√$1');
  }
  return text
    .replace(/\\([a-zA-Z]+)/g, (_, name: string) => TEX_SYMBOLS[name] ?? '')
    .replace(/\\(.)/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A question's first words on one line: formulas as plain text, HTML tags dropped, spaces collapsed, cut to
 * `max` characters with '…' (the Data Tool's question list: "# 4 What is 1/2 of 8?").
 */
export function textGist(text: string, max: number): string {
  const plain = splitMath(text)
    .map((segment) => (segment.kind === 'math' ? texAsText(segment.tex) : segment.text))
    .join('')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : plain;
}
