// POST/GET/PUT/DELETE /quiz/stpvideo/, the upload routes and GET /media/video/*: every test runs once on the
// local disk (DATA_DIR/files) and once on a real S3 API server (s3rver on loopback, a temporary folder), with
// the same answers whatever the storage.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { render, VIDEO_MESSAGES } from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../storage/s3';
import {
  bearer,
  createClient,
  createClientAdmin,
  createStudent,
  createTest,
  grantToClient,
  superAdminHeaders,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody, pngBytes } from '../test/multipart';
import { startS3 } from '../test/s3';
import { masterSittings, questions } from '../db/schema/index';
import { eq } from 'drizzle-orm';

const MAX = 20 * 1024 * 1024;
const PART = 8 * 1024 * 1024;

/** An mp4's first bytes (a box of type ftyp), then noise. */
const mp4 = (size: number) => {
  const bytes = randomBytes(size);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]).copy(bytes);
  return bytes;
};

type Headers = Record<string, string>;

function videoSuite(name: string, backend: () => Promise<{ env: Record<string, string>; close(): Promise<void> }>) {
  let t: TestApp;
  let closeBackend: () => Promise<void>;
  let dataDir: string;
  let su: Headers;
  let adminA: Headers;
  let adminB: Headers;
  let studentA: Headers;
  let studentAId: number;
  let clientA: number;
  let clientB: number;
  let question: number;
  let quiz: number;
  let base: string;

  beforeAll(async () => {
    const started = await backend();
    closeBackend = started.close;
    dataDir = mkdtempSync(join(tmpdir(), 'prep-videos-'));
    t = await startTestApp({ ...started.env, DATA_DIR: dataDir, VIDEO_MAX_BYTES: String(MAX) });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await createClient(t.db);
    const b = await createClient(t.db);
    clientA = a.client_id;
    clientB = b.client_id;
    const aAdmin = await createClientAdmin(t.db, a);
    const bAdmin = await createClientAdmin(t.db, b);
    const test = await createTest(t.db, { name: '../../Etc Passwd/ SAT 2026', questionCount: 2 });
    quiz = test.master_qnsbank_id;
    await grantToClient(t.db, clientA, aAdmin.email, { quizzes: [quiz] });
    await grantToClient(t.db, clientB, bAdmin.email, { quizzes: [quiz] });
    const [q] = await t.db
      .select()
      .from(questions)
      .where(eq(questions.master_qnsbank, quiz))
      .orderBy(questions.question_number);
    question = q!.questionid;
    su = superAdminHeaders(t.app);
    adminA = bearer(tokenFor(t.app, 'clientadmin', aAdmin.client_admin_id, clientA));
    adminB = bearer(tokenFor(t.app, 'clientadmin', bAdmin.client_admin_id, clientB));
    const student = await createStudent(t.db, clientA);
    studentA = bearer(tokenFor(t.app, 'student', student.student_id, clientA));
    studentAId = student.student_id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await closeBackend();
  });

  /** Every stored file's key, but unfinished uploads. */
  async function storedKeys(): Promise<string[]> {
    const storage = t.app.storage;
    if (storage instanceof S3Storage) {
      const out = await storage.client.send(new ListObjectsV2Command({ Bucket: t.config.s3!.bucket }));
      return (out.Contents ?? []).map((o) => o.Key!).sort();
    }
    const root = join(dataDir, 'files');
    try {
      return readdirSync(root, { recursive: true })
        .map(String)
        .filter((p) => !p.startsWith('.uploads') && /\.[a-z0-9]+$/.test(p))
        .sort();
    } catch {
      return [];
    }
  }

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  /**
   * PUTs a part's bytes to the address the server gave: this server's (local disk) or the bucket's, over a real
   * socket both times (a streamed body behaves otherwise under inject).
   */
  async function putPart(url: string, bytes: Buffer) {
    const res = await fetch(url.startsWith('/') ? `${base}${url}` : url, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'application/octet-stream' },
    });
    return { status: res.status, body: await res.text(), etag: res.headers.get('etag') ?? '' };
  }

  async function start(headers: Headers, size: number, fileName = 'lesson.mp4', extra: object = {}) {
    return api('POST', '/quiz/stpvideo/uploads/', headers, {
      question,
      file_name: fileName,
      content_type: 'video/mp4',
      size,
      ...extra,
    });
  }

  /** A whole upload: begin, send every part, complete. Answers the completion. */
  async function upload(headers: Headers, bytes: Buffer, fileName = 'lesson.mp4', extra: object = {}) {
    const started = await start(headers, bytes.length, fileName, extra);
    expect(started.statusCode, started.body).toBe(201);
    const { ticket, url } = started.json();
    const parts = await api('POST', '/quiz/stpvideo/uploads/parts/', headers, { ticket });
    expect(parts.statusCode, parts.body).toBe(200);
    const sent = [];
    for (const part of parts.json().parts) {
      const from = (part.part_number - 1) * PART;
      const put = await putPart(part.url, bytes.subarray(from, from + PART));
      if (put.status !== 200)
        return { done: { statusCode: put.status, body: put.body, json: () => JSON.parse(put.body) }, url, ticket };
      sent.push({ part_number: part.part_number, etag: put.etag });
    }
    const done = await api('POST', '/quiz/stpvideo/uploads/complete/', headers, { ticket, parts: sent });
    return { done, url: url as string, ticket: ticket as string };
  }

  async function addVideo(headers: Headers, bytes = mp4(40_000), extra: object = {}) {
    const { done, url } = await upload(headers, bytes, 'lesson.mp4', extra);
    expect(done.statusCode, done.body).toBe(200);
    const saved = await api('POST', '/quiz/stpvideo/', headers, {
      question,
      master_qnsbank: quiz,
      section_code: 1,
      urls: [url],
      ...extra,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json() as {
      master_qnsvideos_versionid: number;
      urls: string[];
      play_urls: string[];
      client_admin: number | null;
    };
  }

  /** Fetches a play address: the local server's bytes, or (S3) the redirect, then the bucket's. */
  async function play(url: string, range?: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });
    if (res.statusCode !== 302) {
      return {
        status: res.statusCode,
        type: res.headers['content-type'],
        nosniff: res.headers['x-content-type-options'],
        range: res.headers['content-range'],
        bytes: res.rawPayload,
      };
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const bucket = await fetch(String(res.headers.location), { headers: range ? { range } : {} });
    return {
      status: bucket.status,
      type: bucket.headers.get('content-type') ?? undefined,
      nosniff: 'nosniff',
      range: bucket.headers.get('content-range') ?? undefined,
      bytes: Buffer.from(await bucket.arrayBuffer()),
    };
  }

  describe(`step videos on ${name}`, () => {
    it('uploads a video, lists it with a play address, reads a range of it, and deletes it with its file', async () => {
      const bytes = mp4(100_000);
      const video = await addVideo(su, bytes);
      expect(video.client_admin).toBeNull();
      const [url] = video.urls;
      expect(url).toMatch(
        /^\/media\/video\/general\/videos\/sat\/none\/english\/etc-passwd-sat-2026-\d+\/q1-\d+\/[a-f0-9-]{36}\.mp4$/,
      );

      const list = await api('GET', `/quiz/stpvideo/?question=${question}`, su);
      expect(list.statusCode).toBe(200);
      const listed = list
        .json()
        .find(
          (v: { master_qnsvideos_versionid: number }) =>
            v.master_qnsvideos_versionid === video.master_qnsvideos_versionid,
        );
      expect(listed.urls).toEqual([url]);

      const whole = await play(listed.play_urls[0]);
      expect(whole.status).toBe(200);
      expect(whole.type).toBe('video/mp4');
      expect(whole.nosniff).toBe('nosniff');
      expect(whole.bytes.equals(bytes)).toBe(true);
      const part = await play(listed.play_urls[0], 'bytes=1000-1999');
      expect(part.status).toBe(206);
      expect(part.range).toBe(`bytes 1000-1999/${bytes.length}`);
      expect(part.bytes.equals(bytes.subarray(1000, 2000))).toBe(true);

      const key = url!.slice('/media/video/'.length);
      expect(await storedKeys()).toContain(key);
      const gone = await api('DELETE', `/quiz/stpvideo/${video.master_qnsvideos_versionid}/`, su);
      expect(gone.statusCode).toBe(200);
      expect(gone.json().message).toBe(VIDEO_MESSAGES.deleted);
      expect(await storedKeys()).not.toContain(key);
      expect((await t.app.inject({ method: 'GET', url: listed.play_urls[0] })).statusCode).toBe(404);
      expect((await api('GET', `/quiz/stpvideo/${video.master_qnsvideos_versionid}/`, su)).statusCode).toBe(404);
    });

    it('keeps client B’s video from client A’s admin and students by every route and url', async () => {
      const mine = await addVideo(adminA);
      const theirs = await addVideo(adminB, mp4(30_000), { client_admin: clientA });
      // A client admin's video is its own client's, whatever it names.
      expect(mine.client_admin).toBe(clientA);
      expect(theirs.client_admin).toBe(clientB);
      expect(theirs.urls[0]).toContain(`/media/video/clients/${clientB}/videos/`);
      const general = await addVideo(su);

      const seenByA = (await api('GET', `/quiz/stpvideo/?question=${question}`, adminA))
        .json()
        .map((v: { master_qnsvideos_versionid: number }) => v.master_qnsvideos_versionid);
      expect(seenByA).toContain(mine.master_qnsvideos_versionid);
      expect(seenByA).toContain(general.master_qnsvideos_versionid);
      expect(seenByA).not.toContain(theirs.master_qnsvideos_versionid);
      const seenBySu = (await api('GET', `/quiz/stpvideo/?question=${question}`, su))
        .json()
        .map((v: { master_qnsvideos_versionid: number }) => v.master_qnsvideos_versionid);
      expect(seenBySu).toEqual(
        expect.arrayContaining([mine.master_qnsvideos_versionid, theirs.master_qnsvideos_versionid]),
      );

      const id = theirs.master_qnsvideos_versionid;
      for (const headers of [adminA, studentA]) {
        for (const [method, payload] of [['GET'], ['PUT', { urls: mine.urls }], ['DELETE']] as const) {
          const res = await api(method, `/quiz/stpvideo/${id}/`, headers, payload);
          expect([403, 404], `${method} ${res.body}`).toContain(res.statusCode);
        }
        if (headers === studentA) {
          expect((await api('GET', `/quiz/stpvideo/?question=${question}`, headers)).statusCode).toBe(403);
        }
      }
      // The test's questions as client A reads them name no video of client B.
      const nested = await api('GET', `/quiz/question/${question}/`, adminA);
      expect(nested.statusCode).toBe(200);
      expect(nested.body).not.toContain(theirs.urls[0]);
      // Client B's file: not without a signature, not with A's signature, not by naming it in A's record.
      const [path] = theirs.urls;
      expect((await t.app.inject({ method: 'GET', url: path! })).statusCode).toBe(403);
      const aQuery = mine.play_urls[0]!.slice(mine.play_urls[0]!.indexOf('?'));
      expect((await t.app.inject({ method: 'GET', url: `${path}${aQuery}` })).statusCode).toBe(403);
      const borrowed = await api('POST', '/quiz/stpvideo/', adminA, { question, urls: [path] });
      expect(borrowed.statusCode).toBe(400);
      expect(borrowed.json().message).toBe(render(VIDEO_MESSAGES.notUploaded(path!)));
      const changed = await api('PUT', `/quiz/stpvideo/${mine.master_qnsvideos_versionid}/`, adminA, { urls: [path] });
      expect(changed.statusCode).toBe(400);
      // A's admin cannot change the general video either; the super admin can.
      expect((await api('DELETE', `/quiz/stpvideo/${general.master_qnsvideos_versionid}/`, adminA)).statusCode).toBe(
        403,
      );
      // Student A's released review: A's and the general video, at play addresses; nothing of B's.
      const [sitting] = await t.db
        .insert(masterSittings)
        .values({
          master_qnsbank: quiz,
          student: studentAId,
          test_taken: true,
          import_test_results: true,
          analyse_test_results: true,
          total_qns: 2,
        })
        .returning();
      const review = await api('GET', `/api/mastersitting/${sitting!.master_sitting_id}/review/`, studentA);
      expect(review.statusCode, review.body).toBe(200);
      expect(review.body).not.toContain(theirs.urls[0]!);
      const reviewed = review.json().questions.find((q: { questionid: number }) => q.questionid === question);
      const reviewUrls: string[] = reviewed.stepvideo.flatMap((v: { urls: string[] }) => v.urls);
      const mineInReview = reviewUrls.find((u) => u.startsWith(`${mine.urls[0]}?`));
      expect(mineInReview).toBeDefined();
      expect((await play(mineInReview!)).status).toBe(200);
      // B's admin still plays its own.
      const own = (await api('GET', `/quiz/stpvideo/${id}/`, adminB)).json();
      expect((await play(own.play_urls[0])).status).toBe(200);
    });

    it('refuses a path-traversal name, and an upload ticket of someone else', async () => {
      for (const url of [
        '/media/video/../../jwt-secret',
        '/media/video/general/videos/../../../jwt-secret',
        '../files/x.mp4',
        '/media/video/general/videos/a/b/c/d/.hidden.mp4',
      ]) {
        const res = await api('POST', '/quiz/stpvideo/', su, { question, urls: [url] });
        expect(res.statusCode, url).toBe(400);
      }
      for (const url of [
        '/media/video/..%2F..%2Fjwt-secret',
        '/media/video/general/..%2f..%2fjwt-secret?expires=9999999999&signature=x',
        '/media/video/%2e%2e/%2e%2e/jwt-secret',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect([400, 403, 404], url).toContain(res.statusCode);
        expect(res.body).not.toContain(t.config.jwtSecret);
      }
      const started = await start(adminA, 1000, '../../../etc/passwd.mp4');
      expect(started.statusCode).toBe(201);
      expect(started.json().url).not.toContain('..');
      expect(started.json().url).toContain(`/media/video/clients/${clientA}/`);
      // Another caller cannot go on with A's upload.
      const stolen = await api('POST', '/quiz/stpvideo/uploads/parts/', adminB, { ticket: started.json().ticket });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().message).toBe(VIDEO_MESSAGES.uploadUnknown);
      const forged = await api('POST', '/quiz/stpvideo/uploads/parts/', adminA, {
        ticket: `${started.json().ticket.split('.')[0]}.x`,
      });
      expect(forged.statusCode).toBe(400);
    });

    it('refuses an oversized and a wrong-type file with nothing stored', async () => {
      const before = await storedKeys();
      const big = await start(su, MAX + 1);
      expect(big.statusCode).toBe(400);
      expect(big.json().message).toBe(render(VIDEO_MESSAGES.tooLarge(MAX)));
      const text = await start(su, 1000, 'notes.txt', { content_type: 'text/plain' });
      expect(text.statusCode).toBe(400);
      expect(text.json().message).toBe(VIDEO_MESSAGES.typeOnly);
      // Named .mp4 but not a video by its bytes.
      const fake = await upload(su, randomBytes(5000), 'lesson.mp4');
      expect(fake.done.statusCode).toBe(400);
      expect(fake.done.json().message).toBe(VIDEO_MESSAGES.notVideo);
      // More bytes than declared.
      const started = await start(su, 1000);
      const { ticket } = started.json();
      const parts = (await api('POST', '/quiz/stpvideo/uploads/parts/', su, { ticket })).json();
      const put = await putPart(parts.parts[0].url, mp4(5000));
      const over = await api('POST', '/quiz/stpvideo/uploads/complete/', su, {
        ticket,
        parts: [{ part_number: 1, etag: put.etag }],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(VIDEO_MESSAGES.sizeDiffers);
      expect(await storedKeys()).toEqual(before);
    });

    it('keeps question images in the same storage, served with their type, and deleted when replaced', async () => {
      const image = pngBytes(3000);
      const form = await multipartBody({}, { question_image: { name: 'q.png', type: 'image/png', data: image } });
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/quiz/question/${question}/`,
        payload: form.payload,
        headers: { ...su, ...form.headers },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const path: string = saved.json().question_image;
      expect(await storedKeys()).toContain(path.slice('/media/'.length));
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(image)).toBe(true);
      const removed = await multipartBody({ remove_image: 'true' }, {});
      await t.app.inject({
        method: 'PUT',
        url: `/quiz/question/${question}/`,
        payload: removed.payload,
        headers: { ...su, ...removed.headers },
      });
      expect(await storedKeys()).not.toContain(path.slice('/media/'.length));
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    });

    it('resumes an interrupted multipart upload from the last part', async () => {
      const bytes = mp4(PART + 300_000);
      const started = await start(su, bytes.length);
      expect(started.json().part_count).toBe(2);
      const { ticket, url } = started.json();
      const first = (await api('POST', '/quiz/stpvideo/uploads/parts/', su, { ticket })).json();
      expect(first.parts.map((p: { part_number: number }) => p.part_number)).toEqual([1, 2]);
      const one = await putPart(first.parts[0].url, bytes.subarray(0, PART));
      expect(one.status).toBe(200);
      // The connection drops during part 2: finishing now is refused, and so is a part named with a wrong ETag.
      const early = await api('POST', '/quiz/stpvideo/uploads/complete/', su, {
        ticket,
        parts: [{ part_number: 1, etag: one.etag }],
      });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe(VIDEO_MESSAGES.uploadIncomplete);
      // Resumed: an address for part 2 only, its bytes, and the completion with both ETags.
      const resumed = (await api('POST', '/quiz/stpvideo/uploads/parts/', su, { ticket, part_numbers: [2] })).json();
      expect(resumed.parts.map((p: { part_number: number }) => p.part_number)).toEqual([2]);
      const two = await putPart(resumed.parts[0].url, bytes.subarray(PART));
      expect(two.status).toBe(200);
      // A part named with an ETag it did not answer is refused (s3rver does not compare ETags; S3 answers
      // InvalidPart, which the storage maps to the same refusal).
      if (name !== 'S3') {
        const wrong = await api('POST', '/quiz/stpvideo/uploads/complete/', su, {
          ticket,
          parts: [
            { part_number: 1, etag: one.etag },
            { part_number: 2, etag: '"0123456789abcdef0123456789abcdef"' },
          ],
        });
        expect(wrong.statusCode).toBe(400);
      }
      const done = await api('POST', '/quiz/stpvideo/uploads/complete/', su, {
        ticket,
        parts: [
          { part_number: 1, etag: one.etag },
          { part_number: 2, etag: two.etag },
        ],
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ url, size: bytes.length });
      const saved = await api('POST', '/quiz/stpvideo/', su, { question, urls: [url] });
      const whole = await play(saved.json().play_urls[0]);
      expect(whole.bytes.equals(bytes)).toBe(true);
    }, 60_000);
  });
}

videoSuite('the local disk', async () => ({ env: {}, close: async () => {} }));
videoSuite('S3', startS3);
