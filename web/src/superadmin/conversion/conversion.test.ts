import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { convertedText, convertProblem, errorLogName, errorLogOf, textFileName } from './conversion';

describe('Convert PDF to Doc', () => {
  it("asks for a file ('Please Select Text File', the spec's words), then a PDF", () => {
    expect(convertProblem(null)).toBe('Please Select Text File');
    expect(convertProblem({ name: 'scan.png' })).toBe('Please Select PDF file only');
    expect(convertProblem({ name: 'SAT 2024.PDF' })).toBeUndefined();
  });

  it('names the downloads after the PDF', () => {
    expect(textFileName('SAT 2024.pdf')).toBe('SAT 2024.txt');
    expect(errorLogName('SAT 2024.PDF')).toBe('SAT 2024-error-log.txt');
    expect(textFileName('.pdf')).toBe('document.txt');
  });

  it("downloads the server's error log as it came, or says what went wrong when no answer came", () => {
    const refused = new ApiError(400, 'Not a readable PDF', { body: 'Invalid PDF structure at byte 12\n' });
    expect(errorLogOf(refused)).toBe('Invalid PDF structure at byte 12\n');
    expect(errorLogOf(ApiError.network())).toBe('Oops! Network Request Error');
    expect(errorLogOf(new ApiError(500, 'Internal Server Error', { body: { statusCode: 500 } }))).toContain(
      '"statusCode": 500',
    );
    expect(convertedText('Page 1 text')).toBe('Page 1 text');
  });
});
