// Import of a QTI 3.0 package (a zip with imsmanifest.xml and qti-assessment-item files).
//
// Read: the items the package's qti-assessment-test lists (qti-assessment-item-ref, in order), or else the
// manifest's item resources in order. Each item must hold exactly one qti-choice-interaction with 2 to 5
// qti-simple-choice and a single-cardinality response declaration whose qti-correct-response names one
// choice. The item's title is the header; its body text (less the interaction and feedback) and the
// interaction's prompt are the text; one <img> there is the question image. A qti-feedback-inline inside a
// choice, and a qti-modal-feedback whose identifier is a choice's, is that option's feedback; each other
// qti-feedback-block and qti-modal-feedback, in document order, is a step (its image the step's image). An
// outcome COMPLEXITY with a default value 1-5 (our export's) is the complexity. Images in the package are
// `assets`, named by their path in the package; http(s) addresses and /paths are kept as they are.
//
// The partial reader (`parseQtiQuestions`) also reads QTI 2.1 and 2.2 (packages, or one item file), items of
// multiple cardinality as check boxes, and formatted XHTML as sanitised HTML; it refuses items one by one.
import {
  bankQuestionSchema,
  type BankQuestion,
  checkImportedQuestion,
  writtenOrGenerated,
  type ImportedQuestion,
  type ImportIssue,
  questionCountIssue,
} from './question-bank';
import {
  invalidType,
  LEGACY_OPTIONS,
  type PartialImportOptions,
  type RefusedQuestion,
  type RefusedType,
  reasonOf,
  renumbered,
} from './question-partial';
import { fromQti2, isQti2 } from './qti-v2';
import { elements, findAll, htmlOf, parseXml, readZip, resolvePath, textOf, utf8, type XmlElement } from './qti-xml';
import { hasMarkup, sanitizeRichText } from './rich-text';
import { msg } from './i18n';
import { fill, type Text, render } from './message';
export const QTI_ERROR = msg('Something went wrong! Please check the QTI package');

export type QtiImportResult =
  | { ok: true; title: string | null; questions: ImportedQuestion[]; assets: Record<string, Uint8Array> }
  | { ok: false; message: Text; errors: ImportIssue[] };

/** The partial result: the package's test title and images beside the questions and the refused ones. */
export type QtiPartialResult =
  | {
      ok: true;
      title: string | null;
      questions: BankQuestion[];
      refused: RefusedQuestion[];
      assets: Record<string, Uint8Array>;
    }
  | { ok: false; message: Text; errors: ImportIssue[] };

class Refusal extends Error {
  constructor(
    readonly file: string | undefined,
    detail: Text,
    readonly type: RefusedType = 'invalid',
  ) {
    super(render(detail));
  }
}
const refuse = (file: string | undefined, detail: Text, type?: RefusedType): never => {
  throw new Refusal(file, detail, type);
};

type Files = Record<string, Uint8Array>;
type Settings = Required<PartialImportOptions> & { qti2: boolean };

function readXml(files: Files, path: string, settings: Settings): XmlElement {
  const bytes = files[path];
  if (!bytes) refuse(path, msg('the file is not in the package'));
  const parsed = parseXml(utf8(bytes!));
  if ('error' in parsed) refuse(path, parsed.error);
  const root = parsed as XmlElement;
  return settings.qti2 && isQti2(root) ? fromQti2(root) : root;
}

const ITEM_TYPES = { legacy: /^imsqti_item_xmlv3p0/, all: /^imsqti_item_xmlv(3p0|2p[12])/ };
const TEST_TYPES = { legacy: /^imsqti_test_xmlv3p0/, all: /^imsqti_test_xmlv(3p0|2p[12])/ };

/** An item the manifest or the test names by a path that leaves the package. */
const itemOutside = (href: string | undefined) =>
  fill(msg('item {{href}} is outside the package'), { href: String(href) });

/** The item files in the order the package gives them, and the test's title if it has a test. */
function itemPaths(files: Files, settings: Settings): { title: string | null; paths: string[] } {
  const versions = settings.qti2 ? 'all' : 'legacy';
  const manifest = readXml(files, 'imsmanifest.xml', settings);
  const resources = findAll(manifest, 'resource');
  const test = resources.find((r) => TEST_TYPES[versions].test(r.attrs.type ?? '') && r.attrs.href);
  if (test) {
    const path =
      resolvePath('imsmanifest.xml', test.attrs.href!) ?? refuse('imsmanifest.xml', msg('a test outside the package'));
    const root = readXml(files, path, settings);
    const paths = findAll(root, 'qti-assessment-item-ref').map(
      (ref) => resolvePath(path, ref.attrs.href ?? '') ?? refuse(path, itemOutside(ref.attrs.href)),
    );
    return { title: root.attrs.title?.trim() || null, paths };
  }
  const items = resources.filter((r) => ITEM_TYPES[versions].test(r.attrs.type ?? '') && r.attrs.href);
  if (items.length === 0) {
    const older = resources.some((r) => /imsqti_(item|test)_xmlv[12]/.test(r.attrs.type ?? ''));
    if (settings.qti2) {
      refuse(
        'imsmanifest.xml',
        older ? msg('a QTI 1 package; QTI 2.1, 2.2 and 3.0 can be imported') : msg('the manifest lists no QTI item'),
      );
    }
    refuse(
      'imsmanifest.xml',
      older ? msg('a QTI 1 or 2 package; only QTI 3.0 can be imported') : msg('the manifest lists no QTI 3.0 item'),
    );
  }
  const paths = items.map(
    (r) => resolvePath('imsmanifest.xml', r.attrs.href!) ?? refuse('imsmanifest.xml', itemOutside(r.attrs.href)),
  );
  return { title: null, paths };
}

const FEEDBACK = new Set(['qti-feedback-block', 'qti-modal-feedback', 'qti-feedback-inline']);
const isInteraction = (el: XmlElement) => el.name.endsWith('-interaction');
const notBodyText = (el: XmlElement) =>
  isInteraction(el) || FEEDBACK.has(el.name) || el.name === 'qti-rubric-block' || el.name === 'qti-template-block';

/** The problems of the images of the question, or of its feedback n: one sentence each. */
const imageProblems = (feedback: number | undefined) =>
  feedback === undefined
    ? {
        several: (count: number) => fill(msg('the question holds {{count}} images; it may hold one'), { count }),
        noSrc: msg('an image in the question has no src'),
        data: msg('an image in the question is embedded as data:; put it in the package'),
      }
    : {
        several: (count: number) =>
          fill(msg('feedback {{n}} holds {{count}} images; it may hold one'), { n: feedback, count }),
        noSrc: fill(msg('an image in feedback {{n}} has no src'), { n: feedback }),
        data: fill(msg('an image in feedback {{n}} is embedded as data:; put it in the package'), { n: feedback }),
      };

/**
 * The package path (or address) of the one image in `scope` (the question's, or feedback n's), if any; the
 * image's bytes go to `assets`.
 */
function imageIn(scope: XmlElement[], file: string, files: Files, assets: Files, feedback?: number): string | null {
  const images = scope.flatMap((el) => (el.name === 'img' ? [el] : findAll(el, 'img', notBodyText)));
  const problems = imageProblems(feedback);
  if (images.length > 1) refuse(file, problems.several(images.length));
  const src = images[0]?.attrs.src?.trim();
  if (images.length === 0) return null;
  if (!src) return refuse(file, problems.noSrc);
  if (/^data:/i.test(src)) refuse(file, problems.data);
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('/')) return src;
  const path = resolvePath(file, src);
  if (!path || !files[path]) return refuse(file, fill(msg('image {{src}} is not in the package'), { src }));
  assets[path] = files[path]!;
  return path;
}

/** The kind of question an interaction other than a choice asks. */
function interactionType(name: string): RefusedType {
  if (name === 'qti-extended-text-interaction') return 'essay';
  if (name === 'qti-text-entry-interaction') return 'short answer';
  if (/^qti-(match|associate|gap-match|graphic-gap-match|graphic-associate)-interaction$/.test(name)) return 'matching';
  if (/^qti-(order|graphic-order)-interaction$/.test(name)) return 'ordering';
  return 'other interaction';
}

/** The right choices: one (single cardinality) or, for check boxes, every value of a multiple response. */
function correctKeys(
  item: XmlElement,
  choice: XmlElement,
  file: string,
  settings: Settings,
): { keys: number[]; multiple: boolean } {
  const responseId = choice.attrs['response-identifier'];
  const declarations = elements(item).filter((el) => el.name === 'qti-response-declaration');
  const declaration =
    declarations.find((d) => d.attrs.identifier === responseId) ??
    refuse(
      file,
      responseId === undefined
        ? msg('no qti-response-declaration for the interaction')
        : fill(msg('no qti-response-declaration for {{id}}'), { id: responseId }),
    );
  const cardinality = declaration.attrs.cardinality ?? '';
  const multiple = settings.checkBoxes && cardinality === 'multiple';
  if (cardinality !== 'single' && !multiple) {
    refuse(
      file,
      fill(msg('cardinality "{{cardinality}}": only single-answer (single) items can be imported'), { cardinality }),
      cardinality === 'multiple' ? 'check boxes' : 'other interaction',
    );
  }
  const values = findAll(declaration, 'qti-correct-response').flatMap((c) => findAll(c, 'qti-value'));
  if (!multiple && values.length !== 1) {
    refuse(file, msg('the response declaration needs one qti-correct-response value'));
  }
  if (multiple && values.length === 0) {
    refuse(file, msg('the response declaration needs a qti-correct-response value'));
  }
  const choices = findAll(choice, 'qti-simple-choice');
  const keys = values.map((value) => {
    const correct = textOf(value);
    const key = choices.findIndex((c) => c.attrs.identifier === correct) + 1;
    if (key === 0) {
      refuse(file, fill(msg('the correct response "{{correct}}" is not a qti-simple-choice identifier'), { correct }));
    }
    return key;
  });
  // max-choices 0 means no limit; a limit below the right answers would make the item impossible.
  const max = Number(choice.attrs['max-choices'] ?? '1');
  if (multiple && max > 0 && max < keys.length) {
    refuse(file, fill(msg('max-choices is {{max}} but {{right}} choices are right'), { max, right: keys.length }));
  }
  return { keys: [...new Set(keys)].sort((a, b) => a - b), multiple };
}

/** The texts of an item: plain as today, or (rich text read, and formatting found) all as sanitised HTML. */
function textsOf(
  parts: Record<'prompts' | 'choices' | 'feedback', XmlElement[]> & {
    body: XmlElement;
    optionFeedback: XmlElement[][];
  },
  rich: boolean,
) {
  const choiceSkip = (el: XmlElement) => FEEDBACK.has(el.name);
  const plain = {
    text: [textOf(parts.body, notBodyText), ...parts.prompts.map((p) => textOf(p))].filter(Boolean).join('\n'),
    options: parts.choices.map((c) => textOf(c, choiceSkip)),
    steps: parts.feedback.map((f) => textOf(f, isInteraction)),
    optionFeedback: parts.optionFeedback.map((list) =>
      list
        .map((f) => textOf(f).trim())
        .join(' ')
        .trim(),
    ),
  };
  if (!rich) return { ...plain, html: false };
  const html = {
    // An image's paragraph is left empty by taking the image out.
    text: sanitizeRichText(
      [htmlOf(parts.body, notBodyText), ...parts.prompts.map((p) => `<p>${htmlOf(p)}</p>`)].join(''),
    ).replace(/<p>\s*<\/p>/g, ''),
    options: parts.choices.map((c) => sanitizeRichText(htmlOf(c, choiceSkip))),
    steps: parts.feedback.map((f) => sanitizeRichText(htmlOf(f, isInteraction))),
    optionFeedback: parts.optionFeedback.map((list) => sanitizeRichText(list.map((f) => htmlOf(f)).join(''))),
  };
  // Paragraphs and line breaks alone are what the plain text already says: such an item stays plain.
  const formatted = [html.text, ...html.options, ...html.steps].some((t) => hasMarkup(t.replace(/<\/?(p|br)>/g, '')));
  return formatted ? { ...html, html: true } : { ...plain, html: false };
}

function readItem(files: Files, file: string, n: number, assets: Files, settings: Settings): unknown {
  const item = readXml(files, file, settings);
  if (item.name === 'assessmentItem') {
    refuse(file, msg('a QTI 2 item; only QTI 3.0 (qti-assessment-item) can be imported'));
  }
  if (item.name !== 'qti-assessment-item') {
    refuse(file, fill(msg('the root element is {{name}}, not qti-assessment-item'), { name: item.name }));
  }
  const body =
    elements(item).find((el) => el.name === 'qti-item-body') ?? refuse(file, msg('the item has no qti-item-body'));
  const interactions = findInteractions(body);
  const other = interactions.find((el) => el.name !== 'qti-choice-interaction');
  if (other) {
    refuse(
      file,
      fill(msg('a {{name}} item cannot be imported; only choice items (qti-choice-interaction) can'), {
        name: other.name,
      }),
      interactionType(other.name),
    );
  }
  if (interactions.length === 0)
    refuse(file, msg('the item has no qti-choice-interaction; only choice items can be imported'), 'description');
  if (interactions.length > 1) {
    const count = interactions.length;
    refuse(file, fill(msg('the item holds {{count}} interactions; it may hold one'), { count }));
  }
  const choice = interactions[0]!;
  const { keys, multiple: checkBoxes } = correctKeys(item, choice, file, settings);

  const prompts = elements(choice).filter((el) => el.name === 'qti-prompt');
  const question_image = imageIn([body, ...prompts], file, files, assets);
  const choices = findAll(choice, 'qti-simple-choice');
  const choiceIds = new Set(choices.map((c) => c.attrs.identifier));
  const modal = elements(item).filter((el) => el.name === 'qti-modal-feedback');
  // A modal feedback named after a choice is shown when that choice is chosen: the option's, not a step.
  const feedback = [...findAll(body, 'qti-feedback-block'), ...modal.filter((f) => !choiceIds.has(f.attrs.identifier))];
  const optionFeedback = choices.map((c) => [
    ...findAll(c, 'qti-feedback-inline'),
    ...modal.filter((f) => f.attrs.identifier === c.attrs.identifier),
  ]);
  const texts = textsOf({ body, prompts, choices, feedback, optionFeedback }, settings.richText);
  const step_images = feedback.map((f, i) => imageIn([f], file, files, assets, i + 1));
  const complexity = elements(item).find(
    (el) => el.name === 'qti-outcome-declaration' && el.attrs.identifier === 'COMPLEXITY',
  );
  const complexityValue = complexity ? findAll(complexity, 'qti-value')[0] : undefined;
  return {
    question_number: n,
    question_complexity: complexityValue ? Number(textOf(complexityValue)) : 1,
    question_type: checkBoxes ? 'check boxes' : 'multiple choice',
    ...writtenOrGenerated(item.attrs.title?.replace(/\s+/g, ' ').trim(), n),
    question_text: texts.text,
    question_image,
    options: texts.options,
    key: keys[0],
    ...(checkBoxes ? { keys } : {}),
    ...(texts.html ? { text_format: 'html' } : {}),
    ...(texts.optionFeedback.some(Boolean) ? { option_feedback: texts.optionFeedback } : {}),
    steps: texts.steps,
    step_images,
  };
}

/** Interactions of the body, not looking inside one (a choice holds no nested interaction). */
function findInteractions(body: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (el: XmlElement) => {
    for (const child of elements(el)) {
      if (isInteraction(child)) found.push(child);
      else walk(child);
    }
  };
  walk(body);
  return found;
}

/** The name a single item file is read under. */
const SINGLE_ITEM = 'item.xml';
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

function readPackage(bytes: Uint8Array, settings: Settings): QtiPartialResult {
  const single = settings.qti2 && !isZip(bytes);
  if (single) {
    // One file that is not XML is no item at all: refused whole, as a package that is no zip.
    const parsed = parseXml(utf8(bytes));
    if ('error' in parsed)
      return { ok: false, message: QTI_ERROR, errors: [{ message: QTI_ERROR, detail: parsed.error }] };
  }
  const files = single ? { [SINGLE_ITEM]: bytes } : readZip(bytes);
  if ('error' in files)
    return { ok: false, message: QTI_ERROR, errors: [{ message: QTI_ERROR, detail: files.error as string }] };
  try {
    const { title, paths } = single ? { title: null, paths: [SINGLE_ITEM] } : itemPaths(files as Files, settings);
    const tooMany = questionCountIssue(paths.length, QTI_ERROR);
    if (tooMany) return { ok: false, message: QTI_ERROR, errors: [tooMany] };
    if (paths.length === 0) refuse('imsmanifest.xml', msg('the package holds no questions'));
    const questions: BankQuestion[] = [];
    const refused: RefusedQuestion[] = [];
    const assets: Files = {};
    paths.forEach((file, i) => {
      const where = { file, question: i + 1 };
      const source = files[file] ? utf8(files[file]!) : '';
      const refusal = (type: RefusedType, issues: ImportIssue[]) => {
        refused.push({ number: i + 1, file, type, reason: reasonOf(issues), source, issues });
      };
      try {
        const candidate = readItem(files as Files, file, i + 1, assets, settings);
        const checked = checkImportedQuestion(candidate, QTI_ERROR, where, bankQuestionSchema);
        if ('question' in checked) questions.push(checked.question);
        else refusal(invalidType(candidate), checked.issues);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        refusal(error.type, [{ message: QTI_ERROR, ...where, detail: error.message }]);
      }
    });
    // Images only a refused item named are not the import's.
    const named = new Set(questions.flatMap((q) => [q.question_image, ...q.step_images]));
    const kept = Object.fromEntries(Object.entries(assets).filter(([path]) => named.has(path)));
    return { ok: true, title, questions: renumbered(questions), refused, assets: kept };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const issue = { message: QTI_ERROR, ...(error.file ? { file: error.file } : {}), detail: error.message };
    return { ok: false, message: QTI_ERROR, errors: [issue] };
  }
}

/**
 * Reads a QTI 3.0, 2.2 or 2.1 package, or one item file of those versions: every item listed, the good ones
 * numbered from 1 in the package's order, the others with their file, kind and reason. `assets` holds the
 * images the imported questions name.
 */
export function parseQtiQuestions(bytes: Uint8Array, options: PartialImportOptions = {}): QtiPartialResult {
  return readPackage(bytes, { checkBoxes: true, richText: true, ...options, qti2: true });
}

/** Reads a QTI 3.0 package. All or nothing: any refused item and no question is imported. */
export function parseQtiPackage(bytes: Uint8Array): QtiImportResult {
  const result = readPackage(bytes, { ...LEGACY_OPTIONS, qti2: false });
  if (!result.ok) return result;
  if (result.refused.length > 0) {
    return { ok: false, message: QTI_ERROR, errors: result.refused.flatMap((r) => r.issues) };
  }
  const questions: ImportedQuestion[] = result.questions;
  return { ok: true, title: result.title, questions, assets: result.assets };
}
