// Export of a test as a QTI 3.0 package: imsmanifest.xml, one qti-assessment-test, one item per question.
//
// Each question is a qti-choice-interaction (choices A to E, single cardinality) with its correct response;
// its header is the item's title, its complexity an outcome COMPLEXITY, each step a qti-modal-feedback
// shown after answering, each option's feedback a qti-feedback-inline in its choice, shown when it is chosen. Images given in `assets` (keyed by the question's reference) go into the package
// under images/; other references are written as they are. A check-box question has multiple cardinality and
// every right choice in its correct response; an HTML question's texts are written as XHTML.
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { type BankQuestion, keysOf } from './question-bank';

type XmlNode = Record<string, unknown>;
const el = (name: string, attrs: Record<string, string> = {}, children: XmlNode[] = []): XmlNode => ({
  [name]: children,
  ...(Object.keys(attrs).length > 0 ? { ':@': attrs } : {}),
});
const text = (value: string): XmlNode => ({ '#text': value });

// Made on first use, so a bundle that never writes QTI does not build one. An item holding HTML is written
// unindented: indenting would put white space between words and their markup.
const builders: Partial<Record<'indented' | 'flat', XMLBuilder>> = {};
const makeBuilder = (format: boolean) =>
  new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    suppressEmptyNode: true,
    format,
    indentBy: '  ',
  });
const DECLARATION = { '?xml': [text('')], ':@': { version: '1.0', encoding: 'UTF-8' } };
const document = (root: XmlNode, indented = true) => {
  const builder = (builders[indented ? 'indented' : 'flat'] ??= makeBuilder(indented));
  return strToU8(builder.build([DECLARATION, root]) as string);
};

let fragmentParser: XMLParser | undefined;
/** Sanitised HTML as XHTML nodes; undefined when it is not well-formed (an unclosed <b>). */
function xhtml(html: string): XmlNode[] | undefined {
  const wrapped = `<x>${html.replace(/<(br|img)\b([^>]*?)\s*\/?>/g, '<$1$2/>')}</x>`;
  if (XMLValidator.validate(wrapped) !== true) return undefined;
  fragmentParser ??= new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    htmlEntities: true,
  });
  const [root] = fragmentParser.parse(wrapped) as Array<{ x: XmlNode[] }>;
  return root?.x ?? [];
}

const ASI = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const ASI_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd';
const CP = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const CP_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const LETTERS = 'ABCDE';

/** A text as XHTML content: one line a <br/>. */
const lines = (value: string) =>
  value.split('\n').flatMap((line, i) => (i === 0 ? [text(line)] : [el('br'), text(line)]));
const paragraph = (value: string) => el('p', {}, lines(value));
/** A text's content: an HTML text as its XHTML (in a <div>: it holds its own paragraphs), else as lines. */
const content = (q: BankQuestion, value: string, block: boolean): XmlNode[] => {
  const nodes = q.text_format === 'html' ? xhtml(value) : undefined;
  if (!nodes) return block ? [paragraph(value)] : lines(value);
  return block ? [el('div', {}, nodes)] : nodes;
};
const value = (v: string) => el('qti-value', {}, [text(v)]);
const baseValue = (type: string, v: string) => el('qti-base-value', { 'base-type': type }, [text(v)]);
const setOutcome = (id: string, expression: XmlNode) => el('qti-set-outcome-value', { identifier: id }, [expression]);

function responseProcessing(steps: string[], chosenFeedback: boolean): XmlNode {
  const score = el('qti-response-condition', {}, [
    el('qti-response-if', {}, [
      el('qti-match', {}, [
        el('qti-variable', { identifier: 'RESPONSE' }),
        el('qti-correct', { identifier: 'RESPONSE' }),
      ]),
      setOutcome('SCORE', baseValue('float', '1')),
    ]),
    el('qti-response-else', {}, [setOutcome('SCORE', baseValue('float', '0'))]),
  ]);
  if (steps.length === 0 && !chosenFeedback) return el('qti-response-processing', {}, [score]);
  // The steps always; the chosen choices' inline feedback (named by their identifiers) when there is any.
  const shown = el('qti-multiple', {}, [
    ...steps.map((id) => baseValue('identifier', id)),
    ...(chosenFeedback ? [el('qti-variable', { identifier: 'RESPONSE' })] : []),
  ]);
  return el('qti-response-processing', {}, [score, setOutcome('FEEDBACK', shown)]);
}

function item(q: BankQuestion, id: string, image: (reference: string | null | undefined) => XmlNode[]): XmlNode {
  const outcome = (identifier: string, type: string, v: string) =>
    el('qti-outcome-declaration', { identifier, cardinality: 'single', 'base-type': type }, [
      el('qti-default-value', {}, [value(v)]),
    ]);
  const checkBoxes = q.question_type === 'check boxes' && q.keys !== undefined;
  const cardinality = checkBoxes ? 'multiple' : 'single';
  const stepCount = Math.max(q.steps.length, q.step_images.length);
  const stepIds = Array.from({ length: stepCount }, (_, i) => `STEP_${i + 1}`);
  const optionFeedback = q.option_feedback?.some(Boolean) ?? false;
  const declarations = [
    el('qti-response-declaration', { identifier: 'RESPONSE', cardinality, 'base-type': 'identifier' }, [
      el(
        'qti-correct-response',
        {},
        keysOf(q).map((key) => value(LETTERS[key - 1]!)),
      ),
    ]),
    outcome('SCORE', 'float', '0'),
    outcome('COMPLEXITY', 'integer', String(q.question_complexity)),
    ...(stepCount > 0 || optionFeedback
      ? [el('qti-outcome-declaration', { identifier: 'FEEDBACK', cardinality: 'multiple', 'base-type': 'identifier' })]
      : []),
  ];
  const inline = (i: number) => {
    const feedback = q.option_feedback?.[i];
    if (!feedback) return [];
    const shown = { 'outcome-identifier': 'FEEDBACK', identifier: LETTERS[i]!, 'show-hide': 'show' };
    return [el('qti-feedback-inline', shown, content(q, feedback, false))];
  };
  const choices = q.options.map((option, i) =>
    el('qti-simple-choice', { identifier: LETTERS[i]! }, [...content(q, option, false), ...inline(i)]),
  );
  // max-choices 0: any number of choices, as "choose all that apply" asks.
  const interaction = { 'response-identifier': 'RESPONSE', shuffle: 'false', 'max-choices': checkBoxes ? '0' : '1' };
  const body = el('qti-item-body', {}, [
    ...content(q, q.question_text, true),
    ...image(q.question_image),
    el('qti-choice-interaction', interaction, choices),
  ]);
  const feedback = stepIds.map((stepId, i) =>
    el('qti-modal-feedback', { 'outcome-identifier': 'FEEDBACK', identifier: stepId, 'show-hide': 'show' }, [
      el('qti-content-body', {}, [...(q.steps[i] ? content(q, q.steps[i]!, true) : []), ...image(q.step_images[i])]),
    ]),
  );
  return el(
    'qti-assessment-item',
    {
      xmlns: ASI,
      'xmlns:xsi': XSI,
      'xsi:schemaLocation': `${ASI} ${ASI_XSD}`,
      identifier: id,
      title: q.question_header,
      adaptive: 'false',
      'time-dependent': 'false',
    },
    [...declarations, body, responseProcessing(stepIds, optionFeedback), ...feedback],
  );
}

/** Where each image the questions use and `assets` holds goes in the package: images/<its name>, made unique. */
function placeAssets(questions: readonly BankQuestion[], assets: Record<string, Uint8Array>): Map<string, string> {
  const placed = new Map<string, string>();
  const used = new Set<string>();
  const references = questions.flatMap((q) => [q.question_image, ...q.step_images]);
  for (const reference of new Set(references)) {
    if (!reference || !assets[reference] || placed.has(reference)) continue;
    const name = (reference.split(/[/\\]/).pop() || 'image').replace(/[^A-Za-z0-9._-]/g, '_');
    let path = `images/${name}`;
    for (let n = 2; used.has(path); n++) path = `images/${n}-${name}`;
    used.add(path);
    placed.set(reference, path);
  }
  return placed;
}

export interface QtiExportOptions {
  /** Image bytes by reference, to be carried in the package. */
  assets?: Record<string, Uint8Array>;
}

/** The QTI 3.0 package of a test's questions, as zip bytes (the same input gives the same bytes). */
export function exportQtiPackage(
  test: { test_name: string },
  questions: readonly BankQuestion[],
  options: QtiExportOptions = {},
): Uint8Array {
  const assets = options.assets ?? {};
  const placed = placeAssets(questions, assets);
  const files: Zippable = {};
  const resources: XmlNode[] = [];
  const ids = questions.map((_, i) => `item-${String(i + 1).padStart(3, '0')}`);
  questions.forEach((q, i) => {
    const used = new Set<string>();
    const image = (reference: string | null | undefined) => {
      if (!reference) return [];
      const path = placed.get(reference);
      if (path) used.add(path);
      return [el('p', {}, [el('img', { src: path ?? reference, alt: '' })])];
    };
    files[`${ids[i]}.xml`] = document(item(q, ids[i]!, image), q.text_format !== 'html');
    const fileRefs = [`${ids[i]}.xml`, ...used].map((href) => el('file', { href }));
    resources.push(
      el('resource', { identifier: ids[i]!, type: 'imsqti_item_xmlv3p0', href: `${ids[i]}.xml` }, fileRefs),
    );
  });
  for (const [reference, path] of placed) files[path] = assets[reference]!;

  const refs = ids.map((id) => el('qti-assessment-item-ref', { identifier: id, href: `${id}.xml` }));
  const section = el(
    'qti-assessment-section',
    { identifier: 'section-1', title: test.test_name, visible: 'true' },
    refs,
  );
  const part = el(
    'qti-test-part',
    { identifier: 'part-1', 'navigation-mode': 'linear', 'submission-mode': 'individual' },
    [section],
  );
  files['assessment-test.xml'] = document(
    el(
      'qti-assessment-test',
      {
        xmlns: ASI,
        'xmlns:xsi': XSI,
        'xsi:schemaLocation': `${ASI} ${ASI_XSD}`,
        identifier: 'test',
        title: test.test_name,
      },
      [part],
    ),
  );
  const testResource = el(
    'resource',
    { identifier: 'test', type: 'imsqti_test_xmlv3p0', href: 'assessment-test.xml' },
    [el('file', { href: 'assessment-test.xml' }), ...ids.map((id) => el('dependency', { identifierref: id }))],
  );
  files['imsmanifest.xml'] = document(
    el('manifest', { xmlns: CP, 'xmlns:xsi': XSI, 'xsi:schemaLocation': `${CP} ${CP_XSD}`, identifier: 'MANIFEST-1' }, [
      el('metadata', {}, [el('schema', {}, [text('QTI Package')]), el('schemaversion', {}, [text('3.0.0')])]),
      el('organizations'),
      el('resources', {}, [testResource, ...resources]),
    ]),
  );
  return zipSync(files, { level: 6, mtime: new Date(Date.UTC(2000, 0, 1)) });
}
