import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody, type TestFile } from '../test/multipart';
import { pdfBytes } from '../test/pdf';

let t: TestApp;
let su: Record<string, string>;
const MAX_BYTES = 4000;

async function upload(file: TestFile | undefined, headers = su) {
  const body = await multipartBody({}, file ? { myfile: file } : {});
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
const pdf = (data: Buffer | string, name = 'paper.pdf'): TestFile => ({ name, type: 'application/pdf', data });

beforeAll(async () => {
  t = await startTestApp({ PDF_MAX_PAGES: '3', PDF_MAX_BYTES: String(MAX_BYTES) });
  su = superAdminHeaders(t.app);
});
afterAll(() => t.close());

describe('POST /api/upload/', () => {
  it('answers the text of every page of a PDF as plain text', async () => {
    const res = await upload(pdf(pdfBytes(['Question 1: What is 2 + 3?', 'Question 2: Name a prime.'])));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="paper.txt"');
    expect(res.body).toBe('Question 1: What is 2 + 3?\n\nQuestion 2: Name a prime.');
  });

  it('answers 400 with a plain-text error log for an HTML file named .pdf', async () => {
    const res = await upload(pdf('<html><body>not a pdf</body></html>', 'exam.pdf'));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Reason: The file is not a PDF');
    expect(res.body).toContain('File: exam.pdf');
  });

  it('answers 400 for a broken PDF, a PDF without text, and random bytes after a PDF header: never a 5xx', async () => {
    const broken = await upload(pdf('%PDF-1.4\n1 0 obj garbage endobj\n%%EOF'));
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain('Reason: The file is not a readable PDF');
    const blank = await upload(pdf(pdfBytes([''])));
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('The PDF holds no text');
    for (let i = 0; i < 3; i++) {
      const noise = await upload(pdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)])));
      expect(noise.statusCode).toBe(400);
      expect(noise.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  it('bounds the page count and the file size, and asks for a file', async () => {
    expect((await upload(pdf(pdfBytes(['a', 'b', 'c'])))).statusCode).toBe(200);
    const pages = await upload(pdf(pdfBytes(['a', 'b', 'c', 'd'])));
    expect(pages.statusCode).toBe(400);
    expect(pages.body).toContain('The PDF has 4 pages; at most 3 are converted');
    const big = await upload(pdf(Buffer.concat([pdfBytes(['a']), Buffer.alloc(MAX_BYTES)])));
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain('The file is larger than 4000 bytes');
    const none = await upload(undefined);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Please Select a PDF file');
  });

  it('is the super admin’s only', async () => {
    const a = await tenant(t.app, t.db);
    for (const headers of [a.adminHeaders, a.studentHeaders]) {
      expect((await upload(pdf(pdfBytes(['x'])), headers)).statusCode).toBe(403);
    }
    expect((await upload(pdf(pdfBytes(['x'])), {})).statusCode).toBe(401);
  });
});
