// QTI 2.1 and 2.2 read as QTI 3.0: the two differ, for the choice items read here, in their names only.
// QTI 2 writes elements and attributes in camelCase (choiceInteraction, maxChoices); QTI 3 in kebab-case with
// a qti- prefix (qti-choice-interaction, max-choices). XHTML and MathML elements, lowercase in both, are kept,
// and an image QTI 2 writes as an <object> of an image type becomes the <img> QTI 3 writes.
import type { XmlElement, XmlNode } from './qti-xml';

/** The QTI 2 elements written in one lowercase word (any element with a capital is QTI's). */
const LOWERCASE_QTI = new Set([
  'prompt',
  'value',
  'variable',
  'correct',
  'match',
  'and',
  'or',
  'not',
  'sum',
  'mapping',
  'stylesheet',
]);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Whether an element is a QTI 2 one (a document whose root is `assessmentItem` or `assessmentTest`). */
export const isQti2 = (root: XmlElement) => root.name === 'assessmentItem' || root.name === 'assessmentTest';

/** The QTI 3 form of a QTI 2 document. */
export function fromQti2(node: XmlElement): XmlElement {
  const children = node.children.map((child: XmlNode) => (typeof child === 'string' ? child : fromQti2(child)));
  if (node.name === 'object' && /^image\//i.test(node.attrs.type ?? '') && node.attrs.data) {
    const alt = children
      .filter((c): c is string => typeof c === 'string')
      .join(' ')
      .trim();
    return { name: 'img', attrs: { src: node.attrs.data, alt }, children: [] };
  }
  if (!/[A-Z]/.test(node.name) && !LOWERCASE_QTI.has(node.name)) return { ...node, children };
  const attrs = Object.fromEntries(Object.entries(node.attrs).map(([key, value]) => [kebab(key), value]));
  return { name: `qti-${kebab(node.name)}`, attrs, children };
}
