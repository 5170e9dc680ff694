// Import of a QTI 3.0 package (a zip with imsmanifest.xml and qti-assessment-item files).
//
// Read: the items the package's qti-assessment-test lists (qti-assessment-item-ref, in order), or else the
// manifest's item resources in order. Each item must hold exactly one qti-choice-interaction with 2 to 5
// qti-simple-choice and a single-cardinality response declaration whose qti-correct-response names one
// choice. The item's title is the header; its body text (less the interaction and feedback) and the
// interaction's prompt are the text; one <img> there is the question image. Each qti-feedback-block and
// qti-modal-feedback, in document order, is a step (its image the step's image). An outcome COMPLEXITY
// with a default value 1-5 (written by our export) is the complexity. Images in the package are returned
// as `assets`, named by their path in the package; http(s) addresses and /paths are kept as they are.
import {
  checkImportedQuestion,
  defaultHeader,
  type ImportedQuestion,
  type ImportIssue,
  questionCountIssue,
} from './question-bank';
import { elements, findAll, parseXml, readZip, resolvePath, textOf, utf8, type XmlElement } from './qti-xml';

export const QTI_ERROR = 'Something went wrong! Please check the QTI package';

export type QtiImportResult =
  | { ok: true; title: string | null; questions: ImportedQuestion[]; assets: Record<string, Uint8Array> }
  | { ok: false; message: string; errors: ImportIssue[] };

class Refusal extends Error {
  constructor(
    readonly file: string | undefined,
    detail: string,
  ) {
    super(detail);
  }
}
const refuse = (file: string | undefined, detail: string): never => {
  throw new Refusal(file, detail);
};

type Files = Record<string, Uint8Array>;

function readXml(files: Files, path: string): XmlElement {
  const bytes = files[path];
  if (!bytes) refuse(path, 'the file is not in the package');
  const parsed = parseXml(utf8(bytes!));
  if ('error' in parsed) refuse(path, parsed.error);
  return parsed as XmlElement;
}

/** The item files in the order the package gives them, and the test's title if it has a test. */
function itemPaths(files: Files): { title: string | null; paths: string[] } {
  const manifest = readXml(files, 'imsmanifest.xml');
  const resources = findAll(manifest, 'resource');
  const test = resources.find((r) => (r.attrs.type ?? '').startsWith('imsqti_test_xmlv3p0') && r.attrs.href);
  if (test) {
    const path =
      resolvePath('imsmanifest.xml', test.attrs.href!) ?? refuse('imsmanifest.xml', 'a test outside the package');
    const root = readXml(files, path);
    const paths = findAll(root, 'qti-assessment-item-ref').map(
      (ref) => resolvePath(path, ref.attrs.href ?? '') ?? refuse(path, `item ${ref.attrs.href} is outside the package`),
    );
    return { title: root.attrs.title?.trim() || null, paths };
  }
  const items = resources.filter((r) => (r.attrs.type ?? '').startsWith('imsqti_item_xmlv3p0') && r.attrs.href);
  if (items.length === 0) {
    const older = resources.some((r) => /imsqti_(item|test)_xmlv[12]/.test(r.attrs.type ?? ''));
    refuse(
      'imsmanifest.xml',
      older ? 'a QTI 1 or 2 package; only QTI 3.0 can be imported' : 'the manifest lists no QTI 3.0 item',
    );
  }
  const paths = items.map(
    (r) =>
      resolvePath('imsmanifest.xml', r.attrs.href!) ??
      refuse('imsmanifest.xml', `item ${r.attrs.href} is outside the package`),
  );
  return { title: null, paths };
}

const FEEDBACK = new Set(['qti-feedback-block', 'qti-modal-feedback', 'qti-feedback-inline']);
const isInteraction = (el: XmlElement) => el.name.endsWith('-interaction');
const notBodyText = (el: XmlElement) =>
  isInteraction(el) || FEEDBACK.has(el.name) || el.name === 'qti-rubric-block' || el.name === 'qti-template-block';

/** The package path (or address) of the one image in `scope`, if any; the image's bytes go to `assets`. */
function imageIn(scope: XmlElement[], file: string, files: Files, assets: Files, what: string): string | null {
  const images = scope.flatMap((el) => (el.name === 'img' ? [el] : findAll(el, 'img', notBodyText)));
  if (images.length > 1) refuse(file, `${what} holds ${images.length} images; it may hold one`);
  const src = images[0]?.attrs.src?.trim();
  if (images.length === 0) return null;
  if (!src) return refuse(file, `an image in ${what} has no src`);
  if (/^data:/i.test(src)) refuse(file, `an image in ${what} is embedded as data:; put it in the package`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('/')) return src;
  const path = resolvePath(file, src);
  if (!path || !files[path]) return refuse(file, `image ${src} is not in the package`);
  assets[path] = files[path]!;
  return path;
}

function readItem(files: Files, file: string, n: number, assets: Files): unknown {
  const item = readXml(files, file);
  if (item.name === 'assessmentItem') refuse(file, 'a QTI 2 item; only QTI 3.0 (qti-assessment-item) can be imported');
  if (item.name !== 'qti-assessment-item') refuse(file, `the root element is ${item.name}, not qti-assessment-item`);
  const body =
    elements(item).find((el) => el.name === 'qti-item-body') ?? refuse(file, 'the item has no qti-item-body');
  const interactions = findInteractions(body);
  const other = interactions.find((el) => el.name !== 'qti-choice-interaction');
  if (other) refuse(file, `a ${other.name} item cannot be imported; only choice items (qti-choice-interaction) can`);
  if (interactions.length === 0)
    refuse(file, 'the item has no qti-choice-interaction; only choice items can be imported');
  if (interactions.length > 1) refuse(file, `the item holds ${interactions.length} interactions; it may hold one`);
  const choice = interactions[0]!;

  const responseId = choice.attrs['response-identifier'];
  const declarations = elements(item).filter((el) => el.name === 'qti-response-declaration');
  const declaration =
    declarations.find((d) => d.attrs.identifier === responseId) ??
    refuse(file, `no qti-response-declaration for ${responseId ?? 'the interaction'}`);
  if ((declaration.attrs.cardinality ?? '') !== 'single') {
    refuse(
      file,
      `cardinality "${declaration.attrs.cardinality ?? ''}": only single-answer (single) items can be imported`,
    );
  }
  const values = findAll(declaration, 'qti-correct-response').flatMap((c) => findAll(c, 'qti-value'));
  if (values.length !== 1) refuse(file, 'the response declaration needs one qti-correct-response value');
  const correct = textOf(values[0]!);
  const choices = findAll(choice, 'qti-simple-choice');
  const key = choices.findIndex((c) => c.attrs.identifier === correct) + 1;
  if (key === 0) refuse(file, `the correct response "${correct}" is not a qti-simple-choice identifier`);

  const prompt = elements(choice).filter((el) => el.name === 'qti-prompt');
  const text = [textOf(body, notBodyText), ...prompt.map((p) => textOf(p))].filter(Boolean).join('\n');
  const question_image = imageIn([body, ...prompt], file, files, assets, 'the question');
  const feedback = [
    ...findAll(body, 'qti-feedback-block'),
    ...elements(item).filter((el) => el.name === 'qti-modal-feedback'),
  ];
  const steps = feedback.map((f) => textOf(f, isInteraction));
  const step_images = feedback.map((f, i) => imageIn([f], file, files, assets, `feedback ${i + 1}`));
  const complexity = elements(item).find(
    (el) => el.name === 'qti-outcome-declaration' && el.attrs.identifier === 'COMPLEXITY',
  );
  const complexityValue = complexity ? findAll(complexity, 'qti-value')[0] : undefined;
  return {
    question_number: n,
    question_complexity: complexityValue ? Number(textOf(complexityValue)) : 1,
    question_type: 'multiple choice',
    question_header: item.attrs.title?.replace(/\s+/g, ' ').trim() || defaultHeader(n),
    question_text: text,
    question_image,
    options: choices.map((c) => textOf(c, (el) => FEEDBACK.has(el.name))),
    key,
    steps,
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

/** Reads a QTI 3.0 package. All or nothing: any refused item and no question is imported. */
export function parseQtiPackage(bytes: Uint8Array): QtiImportResult {
  const files = readZip(bytes);
  if ('error' in files)
    return { ok: false, message: QTI_ERROR, errors: [{ message: QTI_ERROR, detail: files.error as string }] };
  try {
    const { title, paths } = itemPaths(files as Files);
    const tooMany = questionCountIssue(paths.length, QTI_ERROR);
    if (tooMany) return { ok: false, message: QTI_ERROR, errors: [tooMany] };
    if (paths.length === 0) refuse('imsmanifest.xml', 'the package holds no questions');
    const questions: ImportedQuestion[] = [];
    const issues: ImportIssue[] = [];
    const assets: Files = {};
    paths.forEach((file, i) => {
      const where = { file, question: i + 1 };
      try {
        const checked = checkImportedQuestion(readItem(files as Files, file, i + 1, assets), QTI_ERROR, where);
        if ('question' in checked) questions.push(checked.question);
        else issues.push(...checked.issues);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        issues.push({ message: QTI_ERROR, ...where, detail: error.message });
      }
    });
    if (issues.length > 0) return { ok: false, message: QTI_ERROR, errors: issues };
    return { ok: true, title, questions, assets };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const issue = { message: QTI_ERROR, ...(error.file ? { file: error.file } : {}), detail: error.message };
    return { ok: false, message: QTI_ERROR, errors: [issue] };
  }
}
