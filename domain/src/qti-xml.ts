// The small part of XML and zip handling the QTI import and export share.
import { strFromU8, unzipSync } from 'fflate';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MathMLToLaTeX } from 'mathml-to-latex';
import { msg } from './i18n';
import { fill, type Text } from './message';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

// Made on first use, so a bundle that never reads QTI does not build one.
let parser: XMLParser | undefined;
const makeParser = () =>
  new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    htmlEntities: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });

type Ordered = Record<string, unknown>;

function toNode(raw: Ordered): XmlNode | undefined {
  if ('#text' in raw) return String(raw['#text']);
  const name = Object.keys(raw).find((key) => key !== ':@');
  if (!name) return undefined;
  const attrs = Object.fromEntries(
    Object.entries((raw[':@'] as Record<string, unknown> | undefined) ?? {}).map(([k, v]) => [k, String(v)]),
  );
  const children = ((raw[name] as Ordered[] | undefined) ?? []).map(toNode).filter((n) => n !== undefined);
  return { name, attrs, children };
}

/** The document element, or why the text is not well-formed XML (with its line). DTDs are refused: no entity tricks. */
export function parseXml(xml: string): XmlElement | { error: Text } {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { error: msg('a DOCTYPE or ENTITY declaration is not accepted') };
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { line, msg: error } = valid.err;
    return { error: fill(msg('not well-formed XML, line {{line}}: {{error}}'), { line, error }) };
  }
  parser ??= makeParser();
  const nodes = (parser.parse(xml) as Ordered[]).map(toNode);
  const root = nodes.find((n): n is XmlElement => typeof n === 'object');
  return root ?? { error: msg('the file holds no XML element') };
}

export const elements = (node: XmlElement) => node.children.filter((c): c is XmlElement => typeof c !== 'string');

/** Every descendant element named `name`, in document order, not looking inside elements `skip` refuses. */
export function findAll(node: XmlElement, name: string, skip: (el: XmlElement) => boolean = () => false): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (el: XmlElement) => {
    for (const child of elements(el)) {
      if (skip(child)) continue;
      if (child.name === name) found.push(child);
      walk(child);
    }
  };
  walk(node);
  return found;
}

const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'tr',
  'section',
  'figure',
  'figcaption',
  'qti-prompt',
]);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeXml(text).replace(/"/g, '&quot;');

/** An element written back as XML (namespace prefixes were dropped on reading; MathML needs none). */
export function xmlOf(node: XmlNode): string {
  if (typeof node === 'string') return escapeXml(node);
  const attrs = Object.entries(node.attrs)
    .filter(([name]) => !name.startsWith('xmlns'))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<${node.name}${attrs}>${node.children.map(xmlOf).join('')}</${node.name}>`;
}

/** TeX delimiters an annotation may carry; KaTeX wants the formula alone. */
const TEX_DELIMITERS = [/^\\\[([\s\S]*)\\\]$/, /^\\\(([\s\S]*)\\\)$/, /^\$\$([\s\S]*)\$\$$/, /^\$([\s\S]*)\$$/];
export function stripTexDelimiters(tex: string): string {
  const trimmed = tex.trim();
  for (const delimiter of TEX_DELIMITERS) {
    const inner = delimiter.exec(trimmed);
    if (inner) return inner[1]!.trim();
  }
  return trimmed;
}

/**
 * MathML as TeX between dollars: the item's TeX annotation when it has one (without its own delimiters),
 * else the MathML converted (mathml-to-latex), else, if that fails, its text. Display math gets $$.
 */
function mathText(math: XmlElement): string {
  const annotation = findAll(math, 'annotation').find((a) => /tex/i.test(a.attrs.encoding ?? ''));
  let tex = annotation ? stripTexDelimiters(textOf(annotation)) : '';
  if (!annotation) {
    try {
      tex = MathMLToLaTeX.convert(xmlOf({ ...math, name: 'math' })).trim();
    } catch {
      return textOf(math);
    }
  }
  if (!tex) return textOf(math);
  return math.attrs.display === 'block' ? ` $$${tex}$$ ` : ` $${tex}$ `;
}

/**
 * The text of XHTML content as a reader sees it: white space folded, one line per paragraph or <br>,
 * images and the elements `skip` refuses left out.
 */
export function textOf(node: XmlElement, skip: (el: XmlElement) => boolean = () => false): string {
  const parts: string[] = [];
  const walk = (child: XmlNode) => {
    if (typeof child === 'string') {
      parts.push(child.replace(/\s+/g, ' '));
      return;
    }
    if (skip(child) || child.name === 'img') return;
    if (child.name === 'br') parts.push('\n');
    else if (child.name === 'math') parts.push(mathText(child));
    else {
      const block = BLOCKS.has(child.name);
      if (block) parts.push('\n');
      child.children.forEach(walk);
      if (block) parts.push('\n');
    }
  };
  node.children.forEach(walk);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * XHTML content as HTML for the sanitiser: elements written back, MathML as TeX, images and the elements
 * `skip` refuses left out, white space folded; the prompt becomes a paragraph.
 */
export function htmlOf(node: XmlElement, skip: (el: XmlElement) => boolean = () => false): string {
  const walk = (child: XmlNode): string => {
    if (typeof child === 'string') return escapeXml(child.replace(/\s+/g, ' '));
    if (skip(child) || child.name === 'img') return '';
    if (child.name === 'math') return escapeXml(mathText(child));
    const inner = child.children.map(walk).join('');
    const name = child.name === 'qti-prompt' ? 'p' : child.name;
    const attrs = Object.entries(child.attrs)
      .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
      .join('');
    return child.name === 'br' ? '<br>' : `<${name}${attrs}>${inner}</${name}>`;
  };
  return node.children.map(walk).join('').replace(/ {2,}/g, ' ').trim();
}

/** The largest package read, counted as the sum of its files' declared sizes, and its most files. */
export const QTI_PACKAGE_MAX_BYTES = 50_000_000;
export const QTI_PACKAGE_MAX_FILES = 2000;

/** The files of a zip, or why it cannot be read. Sizes are checked before anything is inflated. */
export function readZip(bytes: Uint8Array): Record<string, Uint8Array> | { error: Text } {
  let total = 0;
  let count = 0;
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        count += 1;
        return total <= QTI_PACKAGE_MAX_BYTES && count <= QTI_PACKAGE_MAX_FILES && !file.name.endsWith('/');
      },
    });
    if (total > QTI_PACKAGE_MAX_BYTES) {
      return { error: fill(msg('the package unpacks to more than {{max}} bytes'), { max: QTI_PACKAGE_MAX_BYTES }) };
    }
    if (count > QTI_PACKAGE_MAX_FILES) {
      return { error: fill(msg('the package holds more than {{max}} files'), { max: QTI_PACKAGE_MAX_FILES }) };
    }
    return Object.fromEntries(Object.entries(files).map(([path, data]) => [path.normalize('NFC'), data]));
  } catch (error) {
    return { error: fill(msg('not a zip file ({{error}})'), { error: (error as Error).message }) };
  }
}

/**
 * A file of the package as text, in one spelling (NFC: a Tamil letter typed as its parts becomes the composed
 * one; issue 21). Every XML file is read through here, once; the zip's paths are NFC too (readZip), so an
 * image named in a normalised item is still found.
 */
export const utf8 = (bytes: Uint8Array) =>
  strFromU8(bytes)
    .normalize('NFC')
    .replace(/^\uFEFF/, '');

/** A path inside the package from one relative to `base` (a file's path); undefined if it leaves the package. */
export function resolvePath(base: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURI(relative);
  } catch {
    return undefined;
  }
  const parts = base.split('/').slice(0, -1);
  for (const part of decoded.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
