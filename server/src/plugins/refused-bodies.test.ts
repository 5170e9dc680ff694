// Issue 16: a request whose body is refused before it has all arrived (a part that is not a video, a file over
// its limit, a field refused in the middle of a form, an import over its size) must not hang its connection. A
// browser keeps the connection alive and sends its next request on it: that one is answered at once. Over a
// real listening server with one kept-alive socket, since app.inject has no connection to hang.
import http from 'node:http';
import net from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_MESSAGES, VIDEO_MESSAGES } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../db/schema/index';
import { DRAIN_MAX_BYTES } from './drain';
import { createTest, superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody, pngBytes } from '../test/multipart';

const MB = 1024 * 1024;
let t: TestApp;
let port: number;
let su: Record<string, string>;
let quiz: number;
let question: number;

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'prep-refused-')), IMPORT_MAX_BYTES: '100000' });
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  su = superAdminHeaders(t.app);
  quiz = (await createTest(t.db, { questionCount: 1 })).master_qnsbank_id;
  const [q] = await t.db.select().from(questions).where(eq(questions.master_qnsbank, quiz));
  question = q!.questionid;
}, 60_000);
afterAll(() => t.close());

interface Sent {
  status: number;
  body: string;
  reused: boolean;
  connection: string | undefined;
}

/** One request through `agent`, its body written whole; fails when no answer has ended within `ms`. */
function send(
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
  ms = 5000,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`${method} ${path}: no answer within ${ms} ms`));
    }, ms);
    const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode!,
          body: Buffer.concat(chunks).toString(),
          reused: request.reusedSocket,
          connection: response.headers.connection,
        });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}

/**
 * Sends the refused request, then GET /health on the same kept-alive connection (the agent has one socket):
 * the second answer must come at once and on the socket the first used.
 */
async function refusedThenNext(method: string, path: string, headers: Record<string, string>, body: Buffer) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await send(agent, method, path, { 'content-length': String(body.length), ...headers }, body);
    const started = Date.now();
    const next = await send(agent, 'GET', '/health', {}, undefined, 2000);
    expect(next.status).toBe(200);
    // On the same connection, unless the refusal said it closes it (Fastify does for a declared length over
    // a route's limit, which it never reads): then the next request goes on a new one, at once too.
    expect(next.reused, 'the next request went on the same connection').toBe(refused.connection !== 'close');
    expect(Date.now() - started).toBeLessThan(1000);
    return refused;
  } finally {
    agent.destroy();
  }
}

/** A multipart form's body and headers with the super admin's token. */
async function form(fields: Record<string, string | number>, files: Parameters<typeof multipartBody>[1]) {
  const { payload, headers } = await multipartBody(fields, files);
  return { body: payload, headers: { ...su, ...headers } };
}

describe('a refused request body does not hang its connection', () => {
  it('a 1 MB video part that is not a video (PUT /media/parts/…)', async () => {
    const begun = await t.app.inject({
      method: 'POST',
      url: '/quiz/stpvideo/uploads/',
      headers: su,
      payload: { question, file_name: 'lesson.mp4', content_type: 'video/mp4', size: MB },
    });
    expect(begun.statusCode, begun.body).toBe(201);
    const parts = await t.app.inject({
      method: 'POST',
      url: '/quiz/stpvideo/uploads/parts/',
      headers: su,
      payload: { ticket: begun.json().ticket },
    });
    const [part] = parts.json().parts;
    const refused = await refusedThenNext(
      'PUT',
      part.url,
      { 'content-type': 'application/octet-stream' },
      Buffer.alloc(MB, 'not a video '),
    );
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).message).toBe(VIDEO_MESSAGES.notVideo);
  });

  it('a logo over its limit (POST /api/client/, multipart)', async () => {
    const { body, headers } = await form({}, { logo: { name: 'logo.png', type: 'image/png', data: pngBytes(2 * MB) } });
    const refused = await refusedThenNext('POST', '/api/client/', headers, body);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).message).toBe(CLIENT_MESSAGES.logoTooLarge);
  });

  it('a question image over its limit (POST /quiz/question/, multipart)', async () => {
    const { body, headers } = await form(
      { master_qnsbank: quiz, question_number: 2 },
      { question_image: { name: 'q.png', type: 'image/png', data: pngBytes(2 * MB) } },
    );
    expect((await refusedThenNext('POST', '/quiz/question/', headers, body)).status).toBe(400);
  });

  it('a form refused at a field before its file (a NUL in a text field, then 1 MB)', async () => {
    const { body, headers } = await form(
      { question_text: 'a\u0000b' },
      { step1_image: { name: 's.png', type: 'image/png', data: pngBytes(MB) } },
    );
    expect((await refusedThenNext('POST', '/quiz/steps/', headers, body)).status).toBe(400);
  });

  it('a file in a field the form does not take (POST /api/upload/, the PDF conversion)', async () => {
    const { body, headers } = await form(
      {},
      { other: { name: 'x.pdf', type: 'application/pdf', data: Buffer.alloc(MB) } },
    );
    expect((await refusedThenNext('POST', '/api/upload/', headers, body)).status).toBe(400);
  });

  it('a question file over its limit (POST /quiz/quiz/{id}/import/)', async () => {
    const { body, headers } = await form(
      { format: 'gift' },
      { file: { name: 'q.txt', type: 'text/plain', data: Buffer.alloc(12 * MB, 'x') } },
    );
    expect((await refusedThenNext('POST', `/quiz/quiz/${quiz}/import/`, headers, body)).status).toBe(400);
  });

  it('an import over IMPORT_MAX_BYTES (POST /api/import-student/, JSON and CSV)', async () => {
    const json = Buffer.from(JSON.stringify({ students: [{ first_name: 'x'.repeat(MB) }] }));
    const refusedJson = await refusedThenNext(
      'POST',
      '/api/import-student/?client=1',
      { ...su, 'content-type': 'application/json' },
      json,
    );
    expect(refusedJson.status).toBe(413);
    const csv = Buffer.from(`first_name\n${'x'.repeat(MB)}\n`);
    const refusedCsv = await refusedThenNext(
      'POST',
      '/api/import-student/?client=1',
      { ...su, 'content-type': 'text/csv' },
      csv,
    );
    expect(refusedCsv.status).toBe(413);
  });

  it('a body sent without a token (refused before it is read)', async () => {
    const { payload, headers } = await multipartBody(
      {},
      { logo: { name: 'l.png', type: 'image/png', data: pngBytes(MB) } },
    );
    expect((await refusedThenNext('POST', '/api/client/', headers, payload)).status).toBe(401);
  });

  it('a body declared larger than is worth reading away: answered, then the connection is closed', async () => {
    const begun = await t.app.inject({
      method: 'POST',
      url: '/quiz/stpvideo/uploads/',
      headers: su,
      payload: { question, file_name: 'big.mp4', content_type: 'video/mp4', size: MB },
    });
    const parts = await t.app.inject({
      method: 'POST',
      url: '/quiz/stpvideo/uploads/parts/',
      headers: su,
      payload: { ticket: begun.json().ticket },
    });
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => {});
    // Only the first megabyte of the declared length is sent: the server must not wait for the rest.
    socket.write(
      `PUT ${parts.json().parts[0].url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\n` +
        `Content-Length: ${DRAIN_MAX_BYTES + MB}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(MB, 'not a video '));
    const outcome = await Promise.race([
      closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 3000)),
    ]);
    socket.destroy();
    expect(outcome).toBe('closed');
    const answer = Buffer.concat(received).toString('latin1');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
