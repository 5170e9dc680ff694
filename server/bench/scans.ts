// Reading scanned answer sheets in the bench (BENCH_ONLY=scans, issue 30): a print of a 40-question test for
// 60 students, its real sheets PDF drawn at 200 dpi, every page pencilled, made a scanner's PDF (a JPEG a
// page) and uploaded to the running server; timed from the upload to the scan read (the job, its worker
// threads, every page written), while a probe asks GET /health every 100 ms (the app keeps serving).
import { optionLabels, type PaperLayout } from '@prep/domain';
import type { Db } from '../src/db/client';
import { answers, clients, masterSittings, paperBatches, questions, quizzes, students } from '../src/db/schema/index';
import { filledPage, scannedPdf } from '../src/test/scan-pages';

export const SCAN_PAGES = Number(process.env.BENCH_SCAN_PAGES || 60);
const SCAN_QUESTIONS = 40;
const DPI = 200;

export interface ScanBenchData {
  clientId: number;
  batch: number;
}

export async function seedScanBench(db: Db): Promise<ScanBenchData> {
  console.log(`Seeding: a ${SCAN_QUESTIONS}-question test printed on paper for ${SCAN_PAGES} students …`);
  const [client] = await db
    .insert(clients)
    .values({ ClientName: 'Scan School', email: 'office@scans.test', license_key: 'SCAN-SSCH-OOLB-ENC1' })
    .returning({ id: clients.client_id });
  const [test] = await db
    .insert(quizzes)
    .values({ test_name: 'Paper Mock', test_type: 'SAT', course: 2, section: 'math' })
    .returning({ id: quizzes.master_qnsbank_id });
  const made = await db
    .insert(questions)
    .values(
      Array.from({ length: SCAN_QUESTIONS }, (_, i) => ({
        master_qnsbank: test!.id,
        question_number: i + 1,
        question_text: `What is ${i} + 2?`,
      })),
    )
    .returning({ id: questions.questionid });
  await db
    .insert(answers)
    .values(
      made.flatMap((q, i) =>
        [0, 1, 2, 3].map((k) => ({ name: String(i + k), isAnswer: k === 1, question: q.id, master_qnsbank: test!.id })),
      ),
    );
  const people = await db
    .insert(students)
    .values(
      Array.from({ length: SCAN_PAGES }, (_, i) => ({
        client: client!.id,
        Student_First_Name: `Paper${i}`,
        email: `paper${i}@scans.test`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: students.student_id });
  const [batch] = await db
    .insert(paperBatches)
    .values({ client: client!.id, master_qnsbank: test!.id })
    .returning({ id: paperBatches.id });
  await db
    .insert(masterSittings)
    .values(people.map((p) => ({ master_qnsbank: test!.id, student: p.id, paper_batch: batch!.id })));
  return { clientId: client!.id, batch: batch!.id };
}

/** The label a student pencils in for a question: fixed by student and question, so each page differs. */
const choice = (student: number, question: number) => optionLabels('', 4)[(student * 7 + question * 3) % 4]!;

/** The scanner's PDF of the batch's sheets, every page filled; the upload, and the time until it is read. */
export async function runScanBench(app: string, data: ScanBenchData, headers: Record<string, string>) {
  const layout = (await (
    await fetch(`${app}/api/paper/sheets/${data.batch}/layout/`, { headers })
  ).json()) as PaperLayout;
  const sheets = new Uint8Array(
    await (await fetch(`${app}/api/paper/sheets/${data.batch}/sheets.pdf`, { headers })).arrayBuffer(),
  );
  console.log(`Drawing ${layout.pages.length} filled sheets at ${DPI} dpi for the scans …`);
  const pages = [];
  for (const [i, page] of layout.pages.entries()) {
    const fills = Object.fromEntries(page.questions.map((q) => [q.number, choice(i, q.number)]));
    pages.push(await filledPage(sheets, layout, i, fills, DPI));
  }
  const pdf = await scannedPdf(pages, DPI);
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'scanner.pdf');

  const probes: number[] = [];
  let reading = true;
  const probe = (async () => {
    while (reading) {
      const started = performance.now();
      await fetch(`${app}/health`);
      probes.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${app}/api/paper/scans/`, { method: 'POST', headers, body: form });
  const uploaded = performance.now() - started;
  const { scan } = (await res.json()) as { scan: number };
  if (res.status !== 201) throw new Error(`the upload failed: ${res.status}`);
  type Scan = {
    status: string;
    pages: Array<{
      master_sitting_id: number | null;
      answers: Array<{ number: number; marked: string[]; certain: boolean }>;
    }>;
  };
  let body: Scan;
  for (;;) {
    body = (await (await fetch(`${app}/api/paper/scans/${scan}/`, { headers })).json()) as Scan;
    if (body.status === 'done') break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const elapsed = performance.now() - started;
  reading = false;
  await probe;
  const right = body.pages.filter((p, i) => {
    const expected = layout.pages[i];
    return (
      p.master_sitting_id === expected?.master_sitting_id &&
      p.answers.every((a) => a.certain && a.marked.join() === choice(i, a.number))
    );
  }).length;
  probes.sort((a, b) => a - b);
  const ms = (value: number | undefined) => Math.round(value ?? Number.NaN);
  return [
    `Scans (${layout.pages.length}-page PDF of ${SCAN_QUESTIONS}-question sheets at ${DPI} dpi, ${(pdf.length / 1024 / 1024).toFixed(1)} MB):`,
    '',
    '| Step | Time |',
    '|---|---:|',
    `| POST /api/paper/scans/ (upload, kept, answered) | ${ms(uploaded)} ms |`,
    `| upload to every page read (job + worker threads) | ${(elapsed / 1000).toFixed(1)} s (${ms(elapsed / layout.pages.length)} ms a page) |`,
    `| GET /health meanwhile, p50 / max of ${probes.length} | ${ms(probes[Math.floor(probes.length / 2)])} / ${ms(probes.at(-1))} ms |`,
    '',
    `Pages read right (sitting and every answer, certain): ${right} of ${layout.pages.length}.`,
  ].join('\n');
}
