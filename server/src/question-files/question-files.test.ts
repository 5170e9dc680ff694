import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportQtiPackage, type ImportedQuestion } from '@prep/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, questions, steps } from '../db/schema/index';
import { createTest, createWarmupSet, grantToClient, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody, pngBytes, type TestFile } from '../test/multipart';

let t: TestApp;
let dataDir: string;
let su: Record<string, string>;

type Fields = Record<string, string | number | boolean>;
async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Fields,
  files: Record<string, TestFile> = {},
  headers = su,
) {
  const body = await multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}
const importFile = (quizId: number, format: string, data: string | Buffer, headers = su) =>
  send(
    'POST',
    `/quiz/quiz/${quizId}/import/`,
    { format },
    { file: { name: `file.${format}`, type: 'text/plain', data } },
    headers,
  );
const exportFile = (quizId: number, format: string, headers = su) =>
  t.app.inject({ method: 'GET', url: `/quiz/quiz/${quizId}/export/?format=${format}`, headers });

const uploads = () => {
  try {
    return readdirSync(join(dataDir, 'files', 'questions')).sort();
  } catch {
    return [];
  }
};
const fileOf = (mediaPath: string) => join(dataDir, 'files', mediaPath.replace(/^\/media\//, ''));

interface Shown {
  question_number: number;
  question_complexity: string;
  question_header: string;
  question_text: string;
  question_image: string | null;
  answers: Array<{ name: string; isAnswer: boolean }>;
  steps: Array<Record<string, string | null>>;
}
async function shown(quizId: number): Promise<Shown[]> {
  const res = await t.app.inject({ method: 'GET', url: `/quiz/question/?master_qnsbank=${quizId}`, headers: su });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const essentials = (list: Shown[]) =>
  list.map((q) => ({
    text: q.question_text,
    options: q.answers.map((a) => a.name),
    key: q.answers.findIndex((a) => a.isAnswer) + 1,
  }));
const contentOf = async (quizId: number) => ({
  questions: await t.db.select().from(questions).where(eq(questions.master_qnsbank, quizId)),
  answers: await t.db.select().from(answers).where(eq(answers.master_qnsbank, quizId)),
  steps: await t.db.select().from(steps).where(eq(steps.master_qnsbank, quizId)),
});

/** A test as Create Test makes it: every metadata field filled, so its JSON file reads back. */
async function createdTest(test_name: string): Promise<{ master_qnsbank_id: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/quiz/quiz/',
    headers: su,
    payload: {
      test_name,
      test_description: 'Practice',
      test_type: 'SAT',
      section: 'math',
      answer_type: 'A - H',
      subject_category: 'Algebra',
      test_booklet_year: '2026',
      test_lang_type: 'English',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const TAGS = `<q>What is 2 + 3?==1</q>
<a>4&&5&&6&&7==2</a>
<s>Add the units: 2 + 3 = 5&&So the answer is option 2==1</s>

<q>Which is $\\frac{1}{2}$ of 4?<img>figures/q2.png</img>==2</q>
<a>1&&2&&3&&4==2</a>
`;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prep-question-files-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  su = superAdminHeaders(t.app);
});
afterAll(() => t.close());

describe('POST /quiz/quiz/{id}/import/', () => {
  it('imports a tagged file with answers and steps, numbered after the test’s last question', async () => {
    const test = await createTest(t.db, { questionCount: 2, name: 'SAT Math 1' });
    const res = await importFile(test.master_qnsbank_id, 'tags', TAGS);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Questions Imported Successfully to SAT Math 1', count: 2 });
    const list = await shown(test.master_qnsbank_id);
    expect(list.map((q) => q.question_number)).toEqual([1, 2, 3, 4]);
    expect(list[2]).toMatchObject({
      question_header: 'Question 1',
      question_text: 'What is 2 + 3?',
      question_complexity: '1',
      steps: [{ step1_text: 'Add the units: 2 + 3 = 5', step2_text: 'So the answer is option 2', step3_text: '' }],
    });
    expect(list[2]!.answers.map((a) => [a.name, a.isAnswer])).toEqual([
      ['4', false],
      ['5', true],
      ['6', false],
      ['7', false],
    ]);
    expect(list[3]).toMatchObject({ question_image: 'figures/q2.png', question_complexity: '2', steps: [] });
  });

  it('imports Tamil questions, options and steps unchanged, a letter typed as its parts composed (NFC)', async () => {
    const KO = '\u0B95\u0BCA';
    const KO_PARTS = '\u0B95\u0BC6\u0BBE';
    const text = `${KO}டுக்கப்பட்ட செவ்வகத்தின் நீளம் $8$ செ.மீ., அகலம் $5$ செ.மீ. எனில், பரப்பளவு என்ன?`;
    const options = ['$40$ ச.செ.மீ.', '$13$ ச.செ.மீ.', '$26$ ச.செ.மீ.', `$80$ ச.செ.மீ. ${KO}ண்டது`];
    const stepTexts = ['பரப்பளவு = நீளம் $\\times$ அகலம்', `$8 \\times 5 = 40$ ச.செ.மீ. என${KO}ள்க.`];
    const file = `<q>${text}==1</q>\n<a>${options.join('&&')}==1</a>\n<s>${stepTexts.join('&&')}==1</s>\n`;
    const test = await createTest(t.db, { questionCount: 0, name: 'தமிழ்த் தேர்வு' });
    const res = await importFile(test.master_qnsbank_id, 'tags', Buffer.from(file.replaceAll(KO, KO_PARTS), 'utf8'));
    expect(res.statusCode).toBe(201);
    const [question] = await shown(test.master_qnsbank_id);
    expect(question).toMatchObject({
      question_text: text,
      steps: [{ step1_text: stepTexts[0], step2_text: stepTexts[1], step3_text: '' }],
    });
    expect(question!.answers.map((a) => [a.name, a.isAnswer])).toEqual(options.map((o, i) => [o, i === 0]));
    // Stored composed, as read back: a search for the composed letter finds it.
    const stored = await contentOf(test.master_qnsbank_id);
    expect(stored.questions[0]!.question_text.startsWith(KO)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(KO_PARTS);
    // And written back out as it came in, composed.
    const exported = await exportFile(test.master_qnsbank_id, 'tags');
    expect(exported.body).toContain(text);
  });

  it('imports GIFT and Aiken files', async () => {
    const test = await createTest(t.db, { questionCount: 0 });
    const gift = await importFile(
      test.master_qnsbank_id,
      'gift',
      '::Sum::What is 2 + 3? {=5 ~4 ~6 ####Add them}\n\n::Truth::The sky is green. {F}\n',
    );
    expect(gift.statusCode).toBe(201);
    const aiken = await importFile(
      test.master_qnsbank_id,
      'aiken',
      'Largest planet?\nA) Mars\nB) Jupiter\nANSWER: B\n',
    );
    expect(aiken.statusCode).toBe(201);
    const list = await shown(test.master_qnsbank_id);
    expect(list.map((q) => [q.question_number, q.question_header])).toEqual([
      [1, 'Sum'],
      [2, 'Truth'],
      [3, 'Question 1'],
    ]);
    expect(essentials(list)).toEqual([
      { text: 'What is 2 + 3?', options: ['5', '4', '6'], key: 1 },
      { text: 'The sky is green.', options: ['True', 'False'], key: 2 },
      { text: 'Largest planet?', options: ['Mars', 'Jupiter'], key: 2 },
    ]);
    expect(list[0]!.steps[0]!.step1_text).toBe('Add them');
  });

  it('refuses a broken file naming the line and tag, and leaves nothing behind', async () => {
    const test = await createTest(t.db, { questionCount: 1 });
    const before = await contentOf(test.master_qnsbank_id);
    const broken = `${TAGS}<q>Third==1</q>\n<a>a&&b&&c==1</a>\n`;
    const res = await importFile(test.master_qnsbank_id, 'tags', broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Something went wrong check Answer tags');
    expect(res.json().fields.file[0]).toMatch(/^Something went wrong check Answer tags \(line 8, <a>\): /);
    const long = await importFile(test.master_qnsbank_id, 'tags', `<q>${'x'.repeat(500)}==1</q>\n<a>a&&b&&c&&d==1</a>`);
    expect(long.json().fields.file[0]).toContain('Question Length is Too Long');
    const gift = await importFile(test.master_qnsbank_id, 'gift', 'Essay? {}\n');
    expect(gift.json().message).toBe('Something went wrong! Please check the GIFT file');
    expect(await contentOf(test.master_qnsbank_id)).toEqual(before);
  });

  it('refuses numbers beyond 200 and numbers a JSON file repeats from the test, saving none of the file', async () => {
    const full = await createTest(t.db, { questionCount: 199 });
    const before = await contentOf(full.master_qnsbank_id);
    const res = await importFile(full.master_qnsbank_id, 'tags', TAGS);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This test already goes up to question 199; 2 more would pass question 200');
    expect(await contentOf(full.master_qnsbank_id)).toEqual(before);

    const source = await createdTest('Source');
    await importFile(source.master_qnsbank_id, 'tags', TAGS);
    const json = (await exportFile(source.master_qnsbank_id, 'json')).body;
    const target = await createTest(t.db, { questionCount: 1 });
    const clash = await importFile(target.master_qnsbank_id, 'json', json);
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe('Question number 1 already exists in this test');
    expect((await shown(target.master_qnsbank_id)).map((q) => q.question_number)).toEqual([1]);
  });

  it('stores the images of a QTI package; a package with a non-image leaves no question and no file', async () => {
    const question: ImportedQuestion = {
      question_number: 1,
      question_complexity: 3,
      question_type: 'multiple choice',
      question_header: 'Figure',
      question_text: 'Which shape?',
      question_image: 'shape.png',
      options: ['Square', 'Circle'],
      key: 2,
      steps: ['Look at it'],
      step_images: ['step.png'],
    };
    const good = exportQtiPackage({ test_name: 'Shapes' }, [question], {
      assets: { 'shape.png': pngBytes(), 'step.png': pngBytes(90) },
    });
    const test = await createTest(t.db, { questionCount: 0 });
    const res = await importFile(test.master_qnsbank_id, 'qti', Buffer.from(good));
    expect(res.statusCode).toBe(201);
    const [q] = await shown(test.master_qnsbank_id);
    expect(q!.question_image).toMatch(/^\/media\/questions\/[\w-]+\.png$/);
    expect(readFileSync(fileOf(q!.question_image!))).toEqual(pngBytes());
    expect(readFileSync(fileOf(q!.steps[0]!.step1_image!))).toEqual(pngBytes(90));

    const filesBefore = uploads();
    const before = await contentOf(test.master_qnsbank_id);
    const bad = exportQtiPackage({ test_name: 'Shapes' }, [question, { ...question, question_image: 'page.png' }], {
      assets: {
        'shape.png': pngBytes(),
        'step.png': pngBytes(),
        'page.png': new TextEncoder().encode('<html></html>'),
      },
    });
    const refused = await importFile(test.master_qnsbank_id, 'qti', Buffer.from(bad));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.file).toEqual([expect.stringContaining('Please Select an image file only')]);
    expect(await contentOf(test.master_qnsbank_id)).toEqual(before);
    expect(uploads()).toEqual(filesBefore);
  });

  it('keeps nothing when the database fails after the questions and answers went in (one transaction)', async () => {
    // A trigger makes the last statement of the import, the steps, fail.
    await t.db.execute(sql`create function refuse_steps() returns trigger language plpgsql as $$
      begin if new.step1_text = 'FAIL HERE' then raise exception 'refused by the test'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_steps before insert on steps for each row execute function refuse_steps()`,
    );
    try {
      const question: ImportedQuestion = {
        question_number: 1,
        question_complexity: 1,
        question_type: 'multiple choice',
        question_header: 'H',
        question_text: 'T',
        question_image: 'q.png',
        options: ['a', 'b'],
        key: 1,
        steps: ['FAIL HERE'],
        step_images: [],
      };
      const zip = exportQtiPackage({ test_name: 'X' }, [question], { assets: { 'q.png': pngBytes() } });
      const test = await createTest(t.db, { questionCount: 1 });
      const before = await contentOf(test.master_qnsbank_id);
      const filesBefore = uploads();
      const res = await importFile(test.master_qnsbank_id, 'qti', Buffer.from(zip));
      expect(res.statusCode).toBe(500);
      expect(await contentOf(test.master_qnsbank_id)).toEqual(before);
      expect(uploads()).toEqual(filesBefore);
    } finally {
      await t.db.execute(sql`drop trigger refuse_steps on steps`);
      await t.db.execute(sql`drop function refuse_steps`);
    }
  });

  it('refuses a warm-up set, a missing test, an unknown format and a missing file', async () => {
    const set = await createWarmupSet(t.db);
    const warm = await importFile(set.set.master_qnsbank_id, 'tags', TAGS);
    expect(warm.json().message).toBe('A warm-up set holds warm-ups, not questions');
    expect((await importFile(999_999, 'tags', TAGS)).statusCode).toBe(404);
    const test = await createTest(t.db, { questionCount: 0 });
    const format = await importFile(test.master_qnsbank_id, 'docx', TAGS);
    expect(format.json().message).toBe('The format must be one of tags, gift, aiken, qti, json');
    const none = await send('POST', `/quiz/quiz/${test.master_qnsbank_id}/import/`, { format: 'tags' });
    expect(none.json().fields).toEqual({ file: ['Please Select a File'] });
  });

  it('is the super admin’s only', async () => {
    const a = await tenant(t.app, t.db);
    const test = await createTest(t.db, { questionCount: 0 });
    await grantToClient(t.db, a.client.client_id, a.admin.email, { quizzes: [test.master_qnsbank_id] });
    for (const headers of [a.adminHeaders, a.studentHeaders]) {
      expect((await importFile(test.master_qnsbank_id, 'tags', TAGS, headers)).statusCode).toBe(403);
    }
    expect(await shown(test.master_qnsbank_id)).toEqual([]);
  });
});

describe('export then import gives back the same questions, options and keys', () => {
  let source: { master_qnsbank_id: number };
  let original: Shown[];

  beforeAll(async () => {
    source = await createdTest('Round Trip');
    const add = async (n: number, complexity: number, files: Record<string, TestFile> = {}) => {
      const res = await send(
        'POST',
        '/quiz/question/',
        {
          master_qnsbank: source.master_qnsbank_id,
          question_number: n,
          question_complexity: complexity,
          question_type: 'multiple choice',
          question_header: `Header ${n}`,
          question_text: `Solve $x^${n} = 1$ for x`,
        },
        files,
      );
      return res.json().questionid as number;
    };
    const q1 = await add(1, 2, { question_image: { name: 'a.png', type: 'image/png', data: pngBytes(120) } });
    const q2 = await add(2, 1);
    await t.app.inject({
      method: 'PUT',
      url: `/quiz/question/${q1}/answers/`,
      headers: su,
      payload: { options: ['1', '-1', '0', 'i', 'none'], key: 5 },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/quiz/question/${q2}/answers/`,
      headers: su,
      payload: { options: ['A', 'B', 'C', 'D'], key: 3 },
    });
    await send(
      'POST',
      '/quiz/steps/',
      { question: q1, step1_text: 'Take roots', step2_text: 'Check $x=1$' },
      { step2_image: { name: 's.png', type: 'image/png', data: pngBytes(130) } },
    );
    original = await shown(source.master_qnsbank_id);
  });

  it('GIFT (.txt): texts, headers, options, keys and step 1', async () => {
    const res = await exportFile(source.master_qnsbank_id, 'gift');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Round_Trip.txt"');
    const target = await createTest(t.db, { questionCount: 0 });
    expect((await importFile(target.master_qnsbank_id, 'gift', res.body)).statusCode).toBe(201);
    const back = await shown(target.master_qnsbank_id);
    expect(essentials(back)).toEqual(essentials(original));
    expect(back.map((q) => q.question_header)).toEqual(['Header 1', 'Header 2']);
    expect(back[0]!.steps[0]!.step1_text).toBe('Take roots');
  });

  it('QTI 3.0 (.zip): also complexity, steps and the images’ bytes', async () => {
    const res = await exportFile(source.master_qnsbank_id, 'qti');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const target = await createTest(t.db, { questionCount: 0 });
    expect((await importFile(target.master_qnsbank_id, 'qti', res.rawPayload)).statusCode).toBe(201);
    const back = await shown(target.master_qnsbank_id);
    expect(essentials(back)).toEqual(essentials(original));
    expect(back.map((q) => q.question_complexity)).toEqual(['2', '1']);
    expect(back[0]!.steps[0]).toMatchObject({ step1_text: 'Take roots', step2_text: 'Check $x=1$' });
    expect(readFileSync(fileOf(back[0]!.question_image!))).toEqual(pngBytes(120));
    expect(readFileSync(fileOf(back[0]!.steps[0]!.step2_image!))).toEqual(pngBytes(130));
  });

  it('JSON: everything, numbers included, each image copied so each question owns its file', async () => {
    const res = await exportFile(source.master_qnsbank_id, 'json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ format: 'prep-test', version: 1, test: { test_name: 'Round Trip' } });
    const target = await createTest(t.db, { questionCount: 0 });
    expect((await importFile(target.master_qnsbank_id, 'json', res.body)).statusCode).toBe(201);
    const back = await shown(target.master_qnsbank_id);
    const comparable = (list: Shown[]) =>
      list.map(({ question_number, question_complexity, question_header, question_text, answers: a, steps: s }) => ({
        question_number,
        question_complexity,
        question_header,
        question_text,
        answers: a.map((x) => [x.name, x.isAnswer]),
        steps: s.map((x) => [x.step1_text, x.step2_text, x.step3_text]),
      }));
    expect(comparable(back)).toEqual(comparable(original));
    expect(back[0]!.question_image).not.toBe(original[0]!.question_image);
    expect(readFileSync(fileOf(back[0]!.question_image!))).toEqual(pngBytes(120));
    // Deleting the copy leaves the original's file.
    await t.app.inject({ method: 'DELETE', url: `/quiz/quiz/${target.master_qnsbank_id}/`, headers: su });
    expect(readFileSync(fileOf(original[0]!.question_image!))).toEqual(pngBytes(120));
    expect(() => readFileSync(fileOf(back[0]!.question_image!))).toThrow();
  });

  it('lets a client admin export a granted test, and no one else', async () => {
    const a = await tenant(t.app, t.db);
    expect((await exportFile(source.master_qnsbank_id, 'gift', a.adminHeaders)).statusCode).toBe(403);
    await grantToClient(t.db, a.client.client_id, a.admin.email, { quizzes: [source.master_qnsbank_id] });
    expect((await exportFile(source.master_qnsbank_id, 'gift', a.adminHeaders)).statusCode).toBe(200);
    expect((await exportFile(source.master_qnsbank_id, 'gift', a.studentHeaders)).statusCode).toBe(403);
    const empty = await createTest(t.db, { questionCount: 0 });
    expect((await exportFile(empty.master_qnsbank_id, 'json')).json().message).toBe(
      'This test has no questions to export',
    );
    expect((await exportFile(source.master_qnsbank_id, 'docx')).statusCode).toBe(400);
    expect((await exportFile(999_999, 'json')).statusCode).toBe(404);
  });
});
