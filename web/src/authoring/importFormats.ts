// The question files a teacher may bring (docs/import-formats.md), read in the browser for the preview with
// the same domain readers the server runs on Confirm (the partial ones: what can be imported, and why not the
// rest).
import {
  type Text,
  AUTHORING_API_MESSAGES,
  type BankQuestion,
  type ImportIssue,
  msg,
  parseAikenQuestions,
  parseGiftQuestions,
  parseQtiQuestions,
  parseQuestionTagsPartial,
  parseTestJson,
  type RefusedQuestion,
  SELECT_TEXT_FILE_ONLY,
  type TestFile,
  wrongFormatRefusal,
} from '@prep/domain';
import { SELECT_TEXT_FILE } from './messages';

export type ImportFormat = 'tags' | 'gift' | 'aiken' | 'qti' | 'json';

export interface ImportFormatInfo {
  value: ImportFormat;
  /** A catalogue key: shown through t(). */
  label: string;
  /** Accepted file extensions, without the dot. */
  extensions: readonly string[];
  /** Shown when a file of another kind is chosen. */
  wrongType: string;
}

export const IMPORT_FORMATS: readonly ImportFormatInfo[] = [
  { value: 'tags', label: msg('Tagged text (.txt)'), extensions: ['txt'], wrongType: SELECT_TEXT_FILE_ONLY },
  {
    value: 'gift',
    label: msg('GIFT (.gift, .txt)'),
    extensions: ['gift', 'txt'],
    wrongType: msg('Please Select GIFT file only'),
  },
  { value: 'aiken', label: msg('Aiken (.txt)'), extensions: ['txt'], wrongType: SELECT_TEXT_FILE_ONLY },
  {
    value: 'qti',
    label: msg('QTI package (.zip) or item (.xml)'),
    extensions: ['zip', 'xml'],
    wrongType: msg('Please Select QTI package only'),
  },
  {
    value: 'json',
    label: msg('Test file (.json)'),
    extensions: ['json'],
    wrongType: msg('Please Select JSON file only'),
  },
];

/** The tag format as the import step shows it: one question with a formula, its options, key and steps. */
export const TAG_EXAMPLE = `<q>What is $\\frac{1}{2} + \\frac{1}{4}$?==1</q>
<a>$\\frac{3}{4}$&&$\\frac{2}{6}$&&1&&$\\frac{1}{8}$==1</a>
<s>Write both with the denominator 4&&$\\frac{2}{4} + \\frac{1}{4} = \\frac{3}{4}$==1</s>`;

/** The largest question file the server takes (POST /quiz/quiz/{id}/import/): 20 MB. */
export const IMPORT_FILE_MAX_MB = 20;
export const IMPORT_FILE_MAX_BYTES = IMPORT_FILE_MAX_MB * 1_000_000;
export const IMPORT_FILE_TOO_LARGE = AUTHORING_API_MESSAGES.fileTooLarge(IMPORT_FILE_MAX_MB);

export const formatInfo = (format: ImportFormat): ImportFormatInfo =>
  IMPORT_FORMATS.find((f) => f.value === format) ?? IMPORT_FORMATS[0]!;

/** The accept attribute of the file input for a format, e.g. ".gift,.txt". */
export const acceptOf = (format: ImportFormat) =>
  formatInfo(format)
    .extensions.map((e) => `.${e}`)
    .join(',');

const extension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
};

/** Why this file cannot be read as `format`, in the spec's order: a file, then its kind, then its size. */
export function importFileProblem(format: ImportFormat, file: { name: string; size: number } | null): Text | undefined {
  if (!file) return SELECT_TEXT_FILE;
  const info = formatInfo(format);
  if (!info.extensions.includes(extension(file.name))) return info.wrongType;
  if (file.size > IMPORT_FILE_MAX_BYTES) return IMPORT_FILE_TOO_LARGE;
  return undefined;
}

export type ImportRead =
  | {
      ok: true;
      questions: BankQuestion[];
      /** The questions that cannot be imported, and why (none for a test file). */
      refused: RefusedQuestion[];
      /** QTI: the package's images, by the reference the questions carry. */
      assets: Record<string, Uint8Array>;
      /** A test file: the test's own fields. */
      test: TestFile['test'] | null;
    }
  | { ok: false; message: Text; errors: ImportIssue[] };

/**
 * Reads a file's content as `format`: the questions to import and the refused ones, or why none can be read
 * (one sentence naming both formats when nothing can be read and the file looks like another format).
 */
export function readImport(format: ImportFormat, content: string | Uint8Array): ImportRead {
  const read = readAs(format, content);
  return wrongFormatRefusal(format, content, read) ?? read;
}

function readAs(format: ImportFormat, content: string | Uint8Array): ImportRead {
  const text = () => (typeof content === 'string' ? content : new TextDecoder().decode(content));
  const plain = (result: ReturnType<typeof parseGiftQuestions>): ImportRead =>
    result.ok ? { ...result, assets: {}, test: null } : result;
  switch (format) {
    case 'tags':
      return plain(parseQuestionTagsPartial(text()));
    case 'gift':
      return plain(parseGiftQuestions(text()));
    case 'aiken':
      return plain(parseAikenQuestions(text()));
    case 'qti': {
      const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
      const result = parseQtiQuestions(bytes);
      return result.ok
        ? { ok: true, questions: result.questions, refused: result.refused, assets: result.assets, test: null }
        : result;
    }
    case 'json': {
      const result = parseTestJson(text());
      return result.ok ? { ok: true, questions: result.questions, refused: [], assets: {}, test: result.test } : result;
    }
  }
}

/** Reads a chosen file as `format` (a QTI package as bytes, the others as UTF-8 text). */
export async function readImportFile(format: ImportFormat, file: Blob): Promise<ImportRead> {
  const content = format === 'qti' ? new Uint8Array(await file.arrayBuffer()) : await file.text();
  return readImport(format, content);
}
