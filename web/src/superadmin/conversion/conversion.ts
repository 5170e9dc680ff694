// Step 2 of the Conversion Tool, Convert PDF to Doc: a PDF goes to POST /api/upload/ (`myfile`); its text
// comes back and is downloaded as a .txt file, or the server's error log is downloaded instead.
import { msg } from '@prep/domain';
import { ApiError } from '../../api';
import { SELECT_TEXT_FILE } from '../../authoring';

export const SELECT_PDF_ONLY = msg('Please Select PDF file only');
/**
 * Why this file cannot be converted: none chosen ('Please Select Text File', as the spec has it) or not a
 * PDF. Its size and pages are the server's to judge (PDF_MAX_BYTES, PDF_MAX_PAGES): it answers an error log.
 */
export function convertProblem(file: { name: string } | null): string | undefined {
  if (!file) return SELECT_TEXT_FILE;
  if (!/\.pdf$/i.test(file.name.trim())) return SELECT_PDF_ONLY;
  return undefined;
}

const baseName = (name: string) => name.trim().replace(/\.pdf$/i, '') || 'document';

/** The downloaded text's name: the PDF's, as .txt. */
export const textFileName = (pdfName: string) => `${baseName(pdfName)}.txt`;

/** The downloaded error log's name. */
export const errorLogName = (pdfName: string) => `${baseName(pdfName)}-error-log.txt`;

/** The error log of a failed conversion: the server's answer as it came, or what went wrong when none came. */
export function errorLogOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (typeof error.body === 'string' && error.body.trim()) return error.body;
    if (error.body !== undefined && typeof error.body === 'object') return JSON.stringify(error.body, null, 2);
    return `${error.status ? `HTTP ${error.status}: ` : ''}${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A conversion's text: the server's answer, which is plain text. */
export const convertedText = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body ?? ''));
