// The answer sheets of a batch as one PDF (issue 30), drawn with pdfkit from the layout (layout.ts): for
// each sitting its pages, each with the four registration marks, the code of its sitting and page, the
// header (test, student, class, instructions) and a row of bubbles per question. The texts are in the
// client's default language; Tamil is drawn with Noto Sans Tamil (pdfkit's standard fonts have no Tamil
// glyphs), each run of Tamil letters in it and the rest in Helvetica.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Language, PAPER_SHEET_TEXTS, paperVersionLetter } from '@prep/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { translate } from '../i18n/translate';
import { sheetCode } from './code';
import type { SheetGeometry } from './layout';

export interface SheetOf {
  master_sitting_id: number;
  studentName: string;
  className: string | null;
  /** The geometry of the sitting's booklet version (its rows in that version's order and numbers); the print's by default. */
  geometry?: SheetGeometry;
  /** The version printed in the header ("Version B"); none when the batch has one version. */
  version?: number | null;
}

export interface SheetsPdf {
  /** The sheets' geometry, for a sitting that gives none of its own. */
  geometry: SheetGeometry;
  testName: string;
  language: Language;
  secret: string;
  sittings: readonly SheetOf[];
}

const TAMIL_FONT = createRequire(import.meta.url).resolve(
  '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
);
let tamilFont: Buffer | undefined;
/** Read once, on the first sheet printed. */
const tamil = () => {
  tamilFont ??= readFileSync(TAMIL_FONT);
  return tamilFont;
};

const TAMIL_RUN = /([\u0B80-\u0BFF\u200C\u200D]+)/;
const INK = '#000000';
/** The bubbles' outline and labels: grey, so an empty bubble stays far lighter than a filled one. */
const PRINT = '#6b6b6b';

type Doc = PDFKit.PDFDocument;

interface Style {
  size: number;
  width: number;
  bold?: boolean;
  align?: 'left' | 'right';
  /** Lines it may take (the note beside a question wraps to two in Tamil); one by default. */
  lines?: number;
}

/** Text at (x, y) in a box `width` wide, each run of Tamil letters in the Tamil font. */
function write(doc: Doc, text: string, x: number, y: number, style: Style) {
  const { size, width, bold = false, align = 'left', lines = 1 } = style;
  const runs = text.split(TAMIL_RUN).filter((run) => run !== '');
  const latin = bold ? 'Helvetica-Bold' : 'Helvetica';
  runs.forEach((run, i) => {
    doc.font(TAMIL_RUN.test(run) ? 'tamil' : latin).fontSize(size);
    const wrap = lines > 1 ? { lineBreak: true, height: size * 1.25 * lines } : { lineBreak: false };
    // On the alphabetic baseline, so Tamil and Latin runs of one line sit on one line (their fonts' tops differ).
    const options = {
      width,
      align,
      ...wrap,
      ellipsis: true,
      baseline: 'alphabetic' as const,
      continued: i < runs.length - 1,
    };
    if (i === 0) doc.text(run, x, y + size * 0.8, options);
    else doc.text(run, options);
  });
}

/** The width `write` gives a text on one line. */
function widthOf(doc: Doc, text: string, size: number): number {
  const runs = text.split(TAMIL_RUN).filter((run) => run !== '');
  return runs.reduce(
    (sum, run) =>
      sum +
      doc
        .font(TAMIL_RUN.test(run) ? 'tamil' : 'Helvetica')
        .fontSize(size)
        .widthOfString(run),
    0,
  );
}

function drawCode(doc: Doc, text: string, box: { x: number; y: number; size: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = box.size / modules.size;
  doc.fillColor(INK);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      // A hair wider than a cell, so neighbouring dark modules print as one area, not with seams.
      if (modules.get(row, col)) doc.rect(box.x + col * cell, box.y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill();
}

function drawPage(doc: Doc, spec: SheetsPdf, sitting: SheetOf, pageIndex: number) {
  const { language } = spec;
  const geometry = sitting.geometry ?? spec.geometry;
  const say = (text: string, values?: Record<string, string>) => translate(language, text, values);
  doc.addPage({ size: [geometry.page.width, geometry.page.height], margin: 0 });
  doc.fillColor(INK);
  for (const mark of geometry.marks) doc.rect(mark.x, mark.y, mark.size, mark.size).fill();
  drawCode(doc, sheetCode(spec.secret, sitting.master_sitting_id, pageIndex + 1), geometry.code);

  const { x, y, width } = geometry.header;
  doc.fillColor(INK);
  if (sitting.version === null || sitting.version === undefined) {
    write(doc, spec.testName, x, y, { size: 13, width, bold: true });
  } else {
    // The version beside the test's name, where a student checks it matches their booklet's.
    const version = say(PAPER_SHEET_TEXTS.version, { letter: paperVersionLetter(sitting.version) });
    write(doc, spec.testName, x, y, { size: 13, width: width - 90, bold: true });
    write(doc, version, x + width - 86, y, { size: 13, width: 86, bold: true, align: 'right' });
  }
  write(doc, `${say(PAPER_SHEET_TEXTS.student)}: ${sitting.studentName}`, x, y + 22, { size: 11, width });
  if (sitting.className)
    write(doc, `${say(PAPER_SHEET_TEXTS.classroom)}: ${sitting.className}`, x, y + 38, { size: 11, width });
  const pages = geometry.pages.length;
  write(doc, `${say(PAPER_SHEET_TEXTS.page)} ${pageIndex + 1} / ${pages}`, x, y + 54, { size: 9, width });
  write(doc, say(PAPER_SHEET_TEXTS.instructions), x, y + 72, { size: 9, width });

  for (const question of geometry.pages[pageIndex] ?? []) {
    const first = question.options[0];
    if (!first) continue;
    doc.fillColor(INK);
    const number = { size: 10, width: 30, bold: true, align: 'right' as const };
    write(doc, String(question.number), first.x - first.r - 34, first.y - 4.5, number);
    for (const option of question.options) {
      doc.lineWidth(0.8).strokeColor(PRINT).circle(option.x, option.y, option.r).stroke();
      doc.fillColor(PRINT).font('Helvetica').fontSize(6.5);
      doc.text(option.label, option.x - option.r, option.y - 2.4, {
        width: option.r * 2,
        align: 'center',
        lineBreak: false,
      });
    }
    if (question.multiple) {
      const note = say(PAPER_SHEET_TEXTS.allThatApply);
      const lines = widthOf(doc, note, 6.5) > 60 ? 2 : 1;
      write(doc, note, geometry.noteX(question), first.y - 3 * lines, { size: 6.5, width: 60, lines });
    }
  }
}

/** The batch's sheets as a PDF: every page of every sitting, in the order given. */
export function sheetsPdf(spec: SheetsPdf): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: spec.testName, Creator: 'answer sheets' } });
  doc.registerFont('tamil', tamil());
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const sitting of spec.sittings) {
    const pages = (sitting.geometry ?? spec.geometry).pages.length;
    for (let page = 0; page < pages; page++) drawPage(doc, spec, sitting, page);
  }
  doc.end();
  return done;
}
