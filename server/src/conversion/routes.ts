import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readForm } from '../media/form';
import { HttpError } from '../plugins/errors';
import { pdfText } from './pdf';
import { msg } from '@prep/domain';

const tags = ['conversion'];
const TIMEOUT_MS = 30_000;
const NO_FILE = msg('Please Select a PDF file');

/** The error log the Conversion Tool downloads when a file cannot be converted: plain text, one fact a line. */
function errorLog(reply: FastifyReply, reason: string, file?: { filename: string; size: number }) {
  const lines = [
    'An Error occured while converting the document.',
    `Reason: ${reason}`,
    ...(file ? [`File: ${file.filename || '(no name)'}`, `Size: ${file.size} bytes`] : []),
    `Time: ${new Date().toISOString()}`,
  ];
  return reply
    .status(400)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`${lines.join('\n')}\n`);
}

/** The Conversion Tool's step 2: a PDF's text, extracted on the server. */
export default async function conversionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pdfMaxBytes, pdfMaxPages } = app.config;
  const maxSize = pdfMaxBytes >= 1_000_000 ? `${Math.round(pdfMaxBytes / 1_000_000)} MB` : `${pdfMaxBytes} bytes`;

  app.post(
    '/api/upload/',
    {
      config: {
        access: 'conversion.pdf',
        audit: { none: 'reads a PDF’s text for the conversion tool; stores nothing' },
      },
      schema: {
        tags,
        description:
          `multipart/form-data with \`myfile\`, a PDF of at most ${maxSize} and ${pdfMaxPages} pages. Answers its text ` +
          '(text/plain); a file that is not a readable PDF answers 400 with a plain-text error log.',
        response: {
          200: { content: { 'text/plain': { schema: z.string() } } },
          400: { content: { 'text/plain': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      let form: Awaited<ReturnType<typeof readForm>>;
      try {
        form = await readForm(request, {
          myfile: { maxBytes: pdfMaxBytes, tooLarge: `The file is larger than ${maxSize}` },
        });
      } catch (error) {
        if (error instanceof HttpError) return errorLog(reply, error.message);
        throw error;
      }
      const file = form.files.myfile;
      if (!file) return errorLog(reply, NO_FILE);
      const described = { filename: file.filename, size: file.data.length };
      const result = await pdfText(file.data, { maxPages: pdfMaxPages, timeoutMs: TIMEOUT_MS });
      if (!result.ok) return errorLog(reply, result.reason, described);
      const name = (file.filename.replace(/\.pdf$/i, '') || 'document').replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.txt"`)
        .header('cache-control', 'no-store')
        .send(result.text);
    },
  );
}
