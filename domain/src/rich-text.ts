// Formatting that stays safe: question, option and step texts may carry a small allow-list of HTML
// (paragraphs, line breaks, bold, italics, sub- and superscript, lists, tables, images, links). Everything
// else is removed: other elements keep their text (script and style lose theirs too), every attribute not
// listed goes (style, class, on...), and an address is kept only when it is http(s), mailto or relative.
// js-xss does the parsing: it works on strings, so the browser and Node sanitise alike without a DOM.
import { marked } from 'marked';
import { FilterXSS } from 'xss';

const CELL = ['colspan', 'rowspan'];
/** Each allowed element with the attributes it may keep. */
export const RICH_TEXT_ALLOWED: Readonly<Record<string, string[]>> = {
  p: [],
  br: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  sub: [],
  sup: [],
  ul: [],
  ol: [],
  li: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: CELL,
  td: CELL,
  img: ['src', 'alt', 'width', 'height'],
  a: ['href', 'title'],
};

const URL_ATTRIBUTES = new Set(['href', 'src']);
/** http(s), mailto, or a relative address (no scheme before the first / ? or #). */
const SAFE_URL = /^(?:https?:|mailto:|[^:/?#]*(?:[/?#]|$))/i;
/** Characters browsers ignore inside a scheme ("java\tscript:"), and entity-encoded ones, are refused too. */
const safeUrl = (value: string) => {
  const bare = value.trim();
  return SAFE_URL.test(bare) && !/[\s&\p{Cc}]/u.test(bare.split(/[/?#]/)[0] ?? '');
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let filter: FilterXSS | undefined;
const makeFilter = () =>
  new FilterXSS({
    whiteList: RICH_TEXT_ALLOWED,
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'],
    allowCommentTag: false,
    css: false,
    onTagAttr: (_tag, name, value) => {
      if (!URL_ATTRIBUTES.has(name)) return undefined;
      const decoded = value.replace(/&amp;/g, '&');
      return safeUrl(decoded) ? `${name}="${escapeAttribute(decoded)}"` : '';
    },
  });

/** The HTML with only the allowed elements and attributes left; trimmed. */
export function sanitizeRichText(html: string): string {
  filter ??= makeFilter();
  // A "<" that starts no tag is text, as a browser reads it ("a < b"); js-xss would take it for one. js-xss
  // leaves a "[removed]" mark where a stripped body was not closed or was nested: the author's own marks are
  // written as entities first, so only js-xss's are taken out.
  const input = html.replace(/<(?![A-Za-z/!])/g, '&lt;').replace(/\[(?=\/?removed\])/g, '&#91;');
  return filter
    .process(input)
    .replace(/\[\/?removed\]/g, '')
    .replace(/<(\w+)\s+>/g, '<$1>')
    .trim();
}

/** A plain text as HTML showing the same characters: special characters escaped, line breaks as <br>. */
export function plainToHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\r?\n/g, '<br>');
}

/**
 * Markdown (CommonMark with GitHub's tables, as `marked` reads it) as sanitised HTML. Raw HTML inside the
 * markdown goes through the same allow-list.
 */
export function markdownToRichText(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeRichText(html.replace(/\n(?=<|$)/g, ''));
}

/** Whether the HTML holds any element at all: one without is as well kept as plain text. */
export const hasMarkup = (html: string) => /<[a-z]/i.test(html);
