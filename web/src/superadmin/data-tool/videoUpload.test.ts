import { VIDEO_MESSAGES } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { recordingName, recordingType, saveProblem, type UploadTransport, uploadVideo } from './videoUpload';

const MB = 1024 * 1024;

/** A server and bucket in memory: the three upload calls, and part PUTs that fail as told. */
function fakeServer(partSize: number, failures: Record<number, number> = {}) {
  const calls: string[] = [];
  const stored = new Map<number, number>();
  const transport: UploadTransport = {
    async begin(body) {
      calls.push('begin ""');
      return {
        ticket: 't',
        url: '/media/video/x.mp4',
        part_size: partSize,
        part_count: Math.ceil(body.size / partSize),
      };
    },
    async parts(body) {
      calls.push(`parts ${JSON.stringify(body.part_numbers)}`);
      return { parts: body.part_numbers.map((n) => ({ part_number: n, url: `part-${n}` })) };
    },
    async complete(body) {
      calls.push(`complete ${JSON.stringify(body.parts)}`);
      return { url: '/media/video/x.mp4', size: [...stored.values()].reduce((a, n) => a + n, 0) };
    },
    async putPart(url, bytes, onProgress) {
      const n = Number(url.slice(5));
      onProgress(bytes.size / 2);
      if ((failures[n] ?? 0) > 0) {
        failures[n]!--;
        throw new Error('connection reset');
      }
      onProgress(bytes.size);
      stored.set(n, bytes.size);
      return `"etag-${n}"`;
    },
  };
  return { transport, calls, stored };
}

const file = (size: number) =>
  Object.assign(new Blob([new Uint8Array(size)], { type: 'video/mp4' }), { name: 'a.mp4' });
const noWait = async () => {};

describe('uploadVideo', () => {
  it('sends every part, reports the bytes sent, and completes with each ETag', async () => {
    const server = fakeServer(8 * MB);
    const seen: number[] = [];
    const done = await uploadVideo(server.transport, file(20 * MB), 7, (p) => seen.push(p.loaded), noWait);
    expect(done.size).toBe(20 * MB);
    expect(server.calls.at(-1)).toBe(
      'complete [{"part_number":1,"etag":"\\"etag-1\\""},{"part_number":2,"etag":"\\"etag-2\\""},{"part_number":3,"etag":"\\"etag-3\\""}]',
    );
    expect(seen.at(-1)).toBe(20 * MB);
    expect(Math.max(...seen)).toBe(20 * MB);
  });

  it('after a dropped connection asks again only for the parts not sent, and sends only those', async () => {
    const server = fakeServer(8 * MB, { 2: 1 });
    await uploadVideo(server.transport, file(20 * MB), 7, () => {}, noWait);
    const asked = server.calls.filter((c) => c.startsWith('parts '));
    expect(asked).toEqual(['parts [1,2,3]', 'parts [2,3]']);
  });

  it("fails with 'Connection Error' when a part keeps failing", async () => {
    const server = fakeServer(8 * MB, { 1: 99 });
    await expect(uploadVideo(server.transport, file(1000), 7, () => {}, noWait)).rejects.toThrow(
      VIDEO_MESSAGES.connectionError,
    );
  });
});

describe('the VIDEOS view rules', () => {
  it("says 'Please Select the question' without a question and 'No videos Selected' with nothing uploaded", () => {
    expect(saveProblem(null, ['/media/video/a.mp4'])).toBe('Please Select the question');
    expect(saveProblem(4, [])).toBe('No videos Selected');
    expect(saveProblem(4, ['/media/video/a.mp4'])).toBeUndefined();
  });

  it('names a recording with a random number and the recorded type', () => {
    expect(recordingName('video/mp4', 0.123456789)).toBe('123456789.mp4');
    expect(recordingName('video/webm;codecs=vp9', 0.5)).toBe('500000000.webm');
    expect(recordingType((t) => t === 'video/mp4')).toBe('video/mp4');
    expect(recordingType((t) => t.startsWith('video/webm'))).toBe('video/webm;codecs=vp9');
  });
});
