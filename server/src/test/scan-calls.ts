// The paper-scan API as the tests call it (issue 30): print a batch (with its layout and sheets PDF),
// upload files as `file` parts and wait for the reader, read a scan; and the same answers taken on
// screen by another student, to hold a scanned grade against.
import type { PaperLayout, PaperScan } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { masterSittings } from '../db/schema/index';
import { scansIdle } from '../paper/scans/reader-timer';
import type { TestApp } from './harness';
import { caller, type Headers, type sittingWorld } from './sittings';

type World = Awaited<ReturnType<typeof sittingWorld>>;

export interface Printed {
  batch: number;
  sittings: Array<{ student: number; master_sitting_id: number }>;
  layout: PaperLayout;
  pdf: Buffer;
}

export type Upload = { name: string; type: string; data: Buffer };

export function scanCalls(t: TestApp, w: World) {
  const call = caller(t);

  /** POST /api/paper/sheets/ for the world's test, then the batch's layout and sheets. */
  async function printFor(body: Record<string, unknown>, headers: Headers = w.a.adminHeaders): Promise<Printed> {
    const res = await call('POST', '/api/paper/sheets/', headers, {
      master_qnsbank: w.test.quiz.master_qnsbank_id,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { batch, sittings } = res.json();
    const layout = (await call('GET', `/api/paper/sheets/${batch}/layout/`, headers)).json();
    const pdf = (await call('GET', `/api/paper/sheets/${batch}/sheets.pdf`, headers)).rawPayload;
    return { batch, sittings, layout, pdf };
  }

  /** POST /api/paper/scans/ with the files (each a `file` part), then the reading waited for. */
  async function upload(files: readonly Upload[], headers: Headers = w.a.adminHeaders) {
    const form = new FormData();
    for (const f of files) form.append('file', new Blob([f.data], { type: f.type }), f.name);
    const encoded = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paper/scans/',
      headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    await scansIdle(t.app);
    return res;
  }

  async function scanOf(id: number, headers: Headers = w.a.adminHeaders): Promise<PaperScan> {
    const res = await call('GET', `/api/paper/scans/${id}/`, headers);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  return { call, printFor, upload, scanOf };
}

export const sittingRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, id)))[0]!;

/** The same answers taken on screen by another student of A: assigned, opened, submitted; its row. */
export async function takenOnScreen(t: TestApp, w: World, choices: Array<number | number[] | null>, test = w.test) {
  const call = caller(t);
  const s = await w.student();
  const assigned = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_qnsbank: test.quiz.master_qnsbank_id,
    student: s.id,
  });
  const url = `/api/mastersitting/${assigned.json().master_sitting_id}`;
  expect((await call('POST', `${url}/start/`, s.headers)).statusCode).toBe(200);
  const result = test.questions.map((q, i) => ({ questionid: q.id, select_ans: choices[i] ?? null }));
  const submitted = await call('POST', `${url}/submit/`, s.headers, { result });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return sittingRow(t, assigned.json().master_sitting_id);
}

/** What grading writes on a sitting, to compare two ways of taking the same answers. */
export const gradeOf = (row: typeof masterSittings.$inferSelect) => ({
  score: row.score,
  total_qns: row.total_qns,
  result: row.result,
  wrong_qns_numberlist: row.wrong_qns_numberlist,
  test_taken: row.test_taken,
});
