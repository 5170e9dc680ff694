// The partial import: a preview of what a file gives and refuses, then the good questions saved (check boxes
// and formatted text with them), or nothing when the author asks for all or nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, questions } from '../db/schema/index';
import { createTest, grantToClient, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody } from '../test/multipart';

let t: TestApp;
let su: Record<string, string>;

async function post(url: string, fields: Record<string, string>, data: string, headers = su, name = 'file.txt') {
  const body = await multipartBody(fields, { file: { name, type: 'text/plain', data } });
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}
const preview = (quizId: number, format: string, data: string, headers = su) =>
  post(`/quiz/quiz/${quizId}/import/preview/`, { format }, data, headers);
const confirm = (quizId: number, format: string, data: string, allOrNothing: 'true' | 'false') =>
  post(`/quiz/quiz/${quizId}/import/`, { format, all_or_nothing: allOrNothing }, data);

/** The stored questions of a test in number order, each with its answers as [name, isAnswer]. */
async function stored(quizId: number) {
  const rows = await t.db
    .select()
    .from(questions)
    .where(eq(questions.master_qnsbank, quizId))
    .orderBy(questions.question_number);
  const options = await t.db
    .select()
    .from(answers)
    .where(eq(answers.master_qnsbank, quizId))
    .orderBy(answers.answersid);
  return rows.map((q) => ({
    number: q.question_number,
    type: q.question_type,
    format: q.text_format,
    header: q.question_header,
    text: q.question_text,
    answers: options.filter((a) => a.question === q.questionid).map((a) => [a.name, a.isAnswer]),
  }));
}

// One of each: multiple choice, check boxes (Moodle's multiple answer), essay, short answer, true/false.
const MIXED_GIFT = `// a Moodle export
::Sum::What is 2 + 3? {
  =5
  ~4
  ~6
}

::Even::Which numbers are even? {
  ~%50%2
  ~%50%4
  ~%-100%3
}

::Essay::Write about your summer. {}

::Capital::The capital of France is {=Paris =paris}

::Sky::The sky is blue. {T}
`;

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'prep-partial-import-')) });
  su = superAdminHeaders(t.app);
});
afterAll(() => t.close());

describe('POST /quiz/quiz/{id}/import/preview/', () => {
  it('lists the questions a mixed GIFT file gives and the ones it refuses, with the report, saving nothing', async () => {
    const test = await createTest(t.db, { questionCount: 0 });
    const res = await preview(test.master_qnsbank_id, 'gift', MIXED_GIFT);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.questions).toEqual([
      {
        number: 1,
        type: 'multiple choice',
        header: 'Sum',
        text: 'What is 2 + 3?',
        options: 3,
        keys: 1,
        text_format: 'plain',
      },
      {
        number: 2,
        type: 'check boxes',
        header: 'Even',
        text: 'Which numbers are even?',
        options: 3,
        keys: 2,
        text_format: 'plain',
      },
      {
        number: 3,
        type: 'multiple choice',
        header: 'Sky',
        text: 'The sky is blue.',
        options: 2,
        keys: 1,
        text_format: 'plain',
      },
    ]);
    expect(body.refused).toEqual([
      { number: 3, line: 14, file: null, type: 'essay', reason: expect.any(String) },
      { number: 4, line: 16, file: null, type: 'short answer', reason: expect.any(String) },
    ]);
    const [header, ...rows] = body.report_csv.trim().split(/\r?\n/);
    expect(header).toBe('number,line,file,type,reason,source');
    expect(rows[0]).toMatch(/^3,14,,essay,/);
    expect(body.report_csv).toContain('Write about your summer.');
    expect(await stored(test.master_qnsbank_id)).toEqual([]);
  });

  it('refuses a file that cannot be read at all, and is the super admin’s only', async () => {
    const test = await createTest(t.db, { questionCount: 0 });
    const broken = await preview(test.master_qnsbank_id, 'tags', 'stray text <q>Q==1</q>');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Something went wrong! Please check the tags');
    const a = await tenant(t.app, t.db);
    await grantToClient(t.db, a.client.client_id, a.admin.email, { quizzes: [test.master_qnsbank_id] });
    for (const headers of [a.adminHeaders, a.studentHeaders]) {
      expect((await preview(test.master_qnsbank_id, 'gift', MIXED_GIFT, headers)).statusCode).toBe(403);
    }
  });
});

describe('POST /quiz/quiz/{id}/import/ with all_or_nothing', () => {
  it('false: saves the three good questions of the mixed file, check boxes with both keys right', async () => {
    const test = await createTest(t.db, { questionCount: 1 });
    const res = await confirm(test.master_qnsbank_id, 'gift', MIXED_GIFT, 'false');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      count: 3,
      refused: [
        { number: 3, type: 'essay' },
        { number: 4, type: 'short answer' },
      ],
    });
    const saved = (await stored(test.master_qnsbank_id)).slice(1);
    expect(saved).toEqual([
      {
        number: 2,
        type: 'multiple choice',
        format: 'plain',
        header: 'Sum',
        text: 'What is 2 + 3?',
        answers: [
          ['5', true],
          ['4', false],
          ['6', false],
        ],
      },
      {
        number: 3,
        type: 'check boxes',
        format: 'plain',
        header: 'Even',
        text: 'Which numbers are even?',
        answers: [
          ['2', true],
          ['4', true],
          ['3', false],
        ],
      },
      {
        number: 4,
        type: 'multiple choice',
        format: 'plain',
        header: 'Sky',
        text: 'The sky is blue.',
        answers: [
          ['True', true],
          ['False', false],
        ],
      },
    ]);
  });

  it('true: the same file saves nothing and answers 400 with every refused question’s problem', async () => {
    const test = await createTest(t.db, { questionCount: 0 });
    const res = await confirm(test.master_qnsbank_id, 'gift', MIXED_GIFT, 'true');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Something went wrong! Please check the GIFT file');
    expect(res.json().fields.file).toHaveLength(2);
    expect(res.json().fields.file[0]).toContain('line 14');
    expect(await stored(test.master_qnsbank_id)).toEqual([]);
    // A file with nothing refused is saved whole, its check-box question with it.
    const good = MIXED_GIFT.split('\n\n')
      .filter((block) => !/Essay|Capital/.test(block))
      .join('\n\n');
    const saved = await confirm(test.master_qnsbank_id, 'gift', good, 'true');
    expect(saved.statusCode).toBe(201);
    expect((await stored(test.master_qnsbank_id)).map((q) => q.type)).toEqual([
      'multiple choice',
      'check boxes',
      'multiple choice',
    ]);
  });

  it('false with every question refused saves nothing (400); a bad all_or_nothing is a clear 400', async () => {
    const test = await createTest(t.db, { questionCount: 0 });
    const none = await confirm(test.master_qnsbank_id, 'gift', '::E::Essay {}', 'false');
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.file[0]).toMatch(/line 1/);
    const body = await multipartBody(
      { format: 'gift', all_or_nothing: 'maybe' },
      { file: { name: 'a.txt', type: 'text/plain', data: MIXED_GIFT } },
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: `/quiz/quiz/${test.master_qnsbank_id}/import/`,
      payload: body.payload,
      headers: { ...su, ...body.headers },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('all_or_nothing must be true or false');
    expect(await stored(test.master_qnsbank_id)).toEqual([]);
  });

  it('refuses an Aiken file chosen as GIFT once, naming both formats, in every mode and in the preview', async () => {
    const test = await createTest(t.db, { questionCount: 0 });
    const aiken = 'Q1\nA) a\nB) b\nANSWER: A\n\nQ2\nA) c\nB) d\nANSWER: B\n\nQ3\nA) e\nB) f\nANSWER: A\n';
    const legacy = await post(`/quiz/quiz/${test.master_qnsbank_id}/import/`, { format: 'gift' }, aiken);
    const answers = [legacy, await confirm(test.master_qnsbank_id, 'gift', aiken, 'false')];
    answers.push(await confirm(test.master_qnsbank_id, 'gift', aiken, 'true'));
    answers.push(await preview(test.master_qnsbank_id, 'gift', aiken));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'This file does not look like GIFT: it looks like Aiken. Choose Aiken and import it again.',
        fields: { file: [] },
      });
    }
    expect(await stored(test.master_qnsbank_id)).toEqual([]);
    expect((await confirm(test.master_qnsbank_id, 'aiken', aiken, 'false')).statusCode).toBe(201);
  });

  it('stores an [html] question sanitised: no <script>, no onerror, formatting kept', async () => {
    const test = await createTest(t.db, { questionCount: 0 });
    const gift = `::Rich::[html]<p>H<sub>2</sub>O is <b>water</b><script>alert(1)</script></p><img src\\="x.png" onerror\\="alert(2)"> {
  =<i>yes</i><span onclick\\="steal()">!</span>
  ~no
}`;
    const res = await confirm(test.master_qnsbank_id, 'gift', gift, 'false');
    expect(res.statusCode).toBe(201);
    const [q] = await stored(test.master_qnsbank_id);
    expect(q).toMatchObject({
      format: 'html',
      answers: [
        ['<i>yes</i>!', true],
        ['no', false],
      ],
    });
    expect(q!.text).toBe('<p>H<sub>2</sub>O is <b>water</b></p><img src="x.png">');
    const all = JSON.stringify(await stored(test.master_qnsbank_id));
    expect(all).not.toMatch(/script|onerror|onclick|alert/);
  });

  it('imports a QTI 2.2 item file with MathML as its TeX', async () => {
    const test = await createTest(t.db, { questionCount: 0 });
    const item = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" identifier="trig" title="Trigonometry"
    adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>B</value></correctResponse>
  </responseDeclaration>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>What is the derivative of <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>tan</mi><mi>θ</mi></math>?</prompt>
      <simpleChoice identifier="A"><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>cot</mi><mi>θ</mi></math></simpleChoice>
      <simpleChoice identifier="B"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msup><mi>sec</mi><mn>2</mn></msup><mi>θ</mi></mrow><annotation encoding="application/x-tex">\\[ \\sec^2{\\theta} \\]</annotation></semantics></math></simpleChoice>
      <simpleChoice identifier="C"><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></math></simpleChoice>
    </choiceInteraction>
  </itemBody>
</assessmentItem>`;
    const shown = await post(
      `/quiz/quiz/${test.master_qnsbank_id}/import/preview/`,
      { format: 'qti' },
      item,
      su,
      'item.xml',
    );
    expect(shown.json()).toMatchObject({ questions: [{ header: 'Trigonometry', keys: 1 }], refused: [] });
    const res = await post(
      `/quiz/quiz/${test.master_qnsbank_id}/import/`,
      { format: 'qti', all_or_nothing: 'false' },
      item,
      su,
      'item.xml',
    );
    expect(res.statusCode).toBe(201);
    const [q] = await stored(test.master_qnsbank_id);
    expect(q!.header).toBe('Trigonometry');
    expect(q!.answers).toEqual([
      ['$cot \\theta$', false],
      ['$\\sec^2{\\theta}$', true],
      ['$E = m c^{2}$', false],
    ]);
    // mathml-to-latex writes an unknown <mi> name as it is (tan), θ as \theta.
    expect(q!.text).toBe('What is the derivative of $tan \\theta$ ?');
  });
});

describe('GET /quiz/quiz/{id}/export/ of check-box and HTML questions', () => {
  const exported = (quizId: number, format: string) =>
    t.app.inject({ method: 'GET', url: `/quiz/quiz/${quizId}/export/?format=${format}`, headers: su });
  const FOUR = `::Sum::What is 2 + 2? {
  =4
  ~3
  ~5
  ~6
}

::Even::[html]Which are <b>even</b>? {
  ~%50%2
  ~%50%4
  ~%-50%3
  ~%-50%5
}
`;

  it('writes check boxes back in each format, and reads back the same; Aiken leaves them out and says so', async () => {
    const test = await createTest(t.db, { questionCount: 0 });
    expect((await confirm(test.master_qnsbank_id, 'gift', FOUR, 'true')).statusCode).toBe(201);
    const before = await stored(test.master_qnsbank_id);

    const gift = await exported(test.master_qnsbank_id, 'gift');
    expect(gift.body).toContain('::Even::[html]Which are <b>even</b>? {\n  ~%50%2\n  ~%50%4\n  ~%-50%3\n  ~%-50%5\n}');
    const tags = await exported(test.master_qnsbank_id, 'tags');
    expect(tags.statusCode).toBe(200);
    expect(tags.body).toContain('<a>2&&4&&3&&5==1,2</a>');
    const aiken = await exported(test.master_qnsbank_id, 'aiken');
    expect(aiken.headers['x-skipped-questions']).toBe('2');
    expect(aiken.body).toBe('What is 2 + 2?\nA) 4\nB) 3\nC) 5\nD) 6\nANSWER: A\n');

    // Each export imported into a new test gives the same types, texts and keys (GIFT: the headers too).
    const back = async (format: string, body: string | Buffer, name = 'file.txt') => {
      const other = await createTest(t.db, { questionCount: 0 });
      const form = await multipartBody(
        { format, all_or_nothing: 'true' },
        { file: { name, type: 'application/octet-stream', data: body } },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/quiz/quiz/${other.master_qnsbank_id}/import/`,
        payload: form.payload,
        headers: { ...su, ...form.headers },
      });
      expect(res.statusCode).toBe(201);
      return stored(other.master_qnsbank_id);
    };
    expect(await back('gift', gift.body)).toEqual(before);
    const qti = await exported(test.master_qnsbank_id, 'qti');
    expect(await back('qti', qti.rawPayload, 'test.zip')).toEqual(before);
    const keyed = (list: Awaited<ReturnType<typeof stored>>) => list.map((q) => [q.type, q.answers]);
    expect(keyed(await back('tags', tags.body))).toEqual(keyed(before));
  });

  it('refuses an Aiken export when every question is a check-box question', async () => {
    const test = await createTest(t.db, { questionCount: 0 });
    const only = FOUR.split('\n\n')[1]!;
    expect((await confirm(test.master_qnsbank_id, 'gift', only, 'true')).statusCode).toBe(201);
    const aiken = await exported(test.master_qnsbank_id, 'aiken');
    expect(aiken.statusCode).toBe(400);
    expect(aiken.json().message).toBe(
      'Aiken holds one right answer: every question of this test is a check-box question',
    );
  });
});
