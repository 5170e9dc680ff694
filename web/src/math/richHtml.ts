// An html question's text as the browser inserts it: sanitised again here whatever the server stored
// (defence in depth), then its `$…$` formulas rendered by KaTeX inside text nodes only, so a dollar
// sign in an address or attribute is never taken for a formula.
import { splitMath } from '@prep/domain';
import { formulaHtml, type Katex } from './katex';

/** Whether the text holds a formula (KaTeX is then loaded). */
export const htmlHasMath = (html: string) => splitMath(html).some((segment) => segment.kind === 'math');

function renderFormulas(root: Node, katex: Katex, displayStyle: boolean) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const node of texts) {
    const segments = splitMath(node.data);
    if (!segments.some((segment) => segment.kind === 'math')) continue;
    const parts = segments.map((segment) => {
      if (segment.kind === 'text') return document.createTextNode(segment.text);
      const span = document.createElement('span');
      const tex = displayStyle && !segment.display ? `\\displaystyle ${segment.tex}` : segment.tex;
      // KaTeX's own output: it escapes what it prints and refuses \href and \includegraphics (formulaHtml).
      span.innerHTML = formulaHtml(katex, tex, segment.display);
      if (segment.display) span.style.display = 'block';
      return span;
    });
    node.replaceWith(...parts);
  }
}

/**
 * The html to insert: `sanitize(html)` parsed in an inert template (no script runs, no image loads),
 * formulas rendered when KaTeX is there (else left as their source).
 */
export function richHtml(
  html: string,
  sanitize: (html: string) => string,
  katex: Katex | null,
  displayStyle = false,
): string {
  const template = document.createElement('template');
  template.innerHTML = sanitize(html);
  // An imported image without alt text: screen readers would read its address; an empty alt passes it by.
  for (const img of template.content.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
  if (katex) renderFormulas(template.content, katex, displayStyle);
  return template.innerHTML;
}
