import { fill, IMPORT_ISSUE_LINES } from '@prep/domain';
import { NESTED, templatePattern } from '../i18n/templates';

type Translate = (key: string, options?: { skipInterpolation?: boolean }) => string;

/** Each way of saying where a problem is, as a pattern of its English: `^(.+?) \(line (.+?)\): (.+?)$`. */
const LINES = IMPORT_ISSUE_LINES.map((template) => ({ template, ...templatePattern(template) }));

/**
 * A problem of a question file ('… (line 4, <a>): found 3 options; …', as describeImportIssue writes it here
 * and on the server) in the language shown: its place in the language's words, the format's message and the
 * problem each translated. Matched here against the places first: the catalogue's other templates ('{{n}}
 * questions') could fit the end of such a line better than its own. A line that is none of these (or, in
 * English, any line) is translated as a whole. The file's text in it is never read as i18next syntax.
 */
export function translateIssueLine(t: Translate, line: string): string {
  const text = (message: string) => t(message, { skipInterpolation: true });
  for (const { template, names, pattern } of LINES) {
    const match = pattern.exec(line);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = match[i + 1]!;
      values[name] = NESTED.has(name) ? text(value) : value;
    });
    // '{{message}}: {{detail}}' fits any text with a colon: it is this line's only when its message is one.
    if (names.length === 2 && values.message === match[1]) break;
    return fill(text(template), values);
  }
  return text(line);
}
