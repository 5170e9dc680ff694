import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render } from './message';
import { exportQtiPackage } from './qti-export';
import { parseQtiPackage, QTI_ERROR } from './qti-import';
import type { ImportedQuestion } from './question-bank';

const ASI = 'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"';

const manifest = (items: string[], extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="M1">
  <resources>
    ${items.map((href, i) => `<resource identifier="r${i}" type="imsqti_item_xmlv3p0" href="${href}"><file href="${href}"/></resource>`).join('\n    ')}
    ${extra}
  </resources>
</manifest>`;

const choiceItem = (
  body: string,
  opts: { title?: string; correct?: string; cardinality?: string; after?: string } = {},
) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${ASI} identifier="i" ${opts.title ? `title="${opts.title}"` : ''} adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="${opts.cardinality ?? 'single'}" base-type="identifier">
    <qti-correct-response><qti-value>${opts.correct ?? 'C'}</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-item-body>${body}</qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
  ${opts.after ?? ''}
</qti-assessment-item>`;

const CHOICES = `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-prompt>Pick one.</qti-prompt>
      <qti-simple-choice identifier="A">Paris</qti-simple-choice>
      <qti-simple-choice identifier="B">London</qti-simple-choice>
      <qti-simple-choice identifier="C">Rome <qti-feedback-inline outcome-identifier="FEEDBACK" identifier="C" show-hide="show">yes</qti-feedback-inline></qti-simple-choice>
    </qti-choice-interaction>`;

const pack = (files: Record<string, string | Uint8Array>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v])));

const ok = (bytes: Uint8Array) => {
  const parsed = parseQtiPackage(bytes);
  if (!parsed.ok) throw new Error(`expected a parse, got: ${JSON.stringify(parsed.errors)}`);
  return parsed;
};
const fail = (bytes: Uint8Array) => {
  const parsed = parseQtiPackage(bytes);
  if (parsed.ok) throw new Error('expected an error');
  expect(parsed.message).toBe(QTI_ERROR);
  return parsed.errors;
};

describe('parseQtiPackage: hand-written packages', () => {
  it("reads a choice item: title, body text and prompt, image, choices, key, feedback as steps, a choice's as its own", () => {
    const item = choiceItem(
      `<p>Which city is the
         capital of <b>Italy</b>?</p><p><img src="../media/map.png" alt="map"/></p>
       <div>Area: <math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>x</mi></mrow><annotation encoding="application/x-tex">x^2</annotation></semantics></math> km</div>
       ${CHOICES}
       <qti-feedback-block outcome-identifier="FEEDBACK" identifier="F" show-hide="show"><p>Rome is the capital.</p></qti-feedback-block>`,
      {
        title: 'Capitals',
        after: `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="M" show-hide="show">
          <qti-content-body><p>It has been since 1871.</p><img src="../media/flag.png"/></qti-content-body></qti-modal-feedback>`,
      },
    );
    const result = ok(
      pack({
        'imsmanifest.xml': manifest(['items/q1.xml']),
        'items/q1.xml': item,
        'media/map.png': new Uint8Array([1]),
        'media/flag.png': new Uint8Array([2]),
      }),
    );
    expect(result.title).toBeNull();
    expect(result.questions).toEqual([
      {
        question_number: 1,
        question_complexity: 1,
        question_type: 'multiple choice',
        question_header: 'Capitals',
        question_text: 'Which city is the capital of Italy?\nArea: $x^2$ km\nPick one.',
        question_image: 'media/map.png',
        options: ['Paris', 'London', 'Rome'],
        key: 3,
        option_feedback: ['', '', 'yes'],
        steps: ['Rome is the capital.', 'It has been since 1871.'],
        step_images: [null, 'media/flag.png'],
      },
    ]);
    expect(Object.keys(result.assets).sort()).toEqual(['media/flag.png', 'media/map.png']);
    expect([...result.assets['media/map.png']!]).toEqual([1]);
  });

  it('follows the order of the assessment test, numbering from 1, and reads its title', () => {
    const test = `<qti-assessment-test ${ASI} identifier="t" title=" Geography ">
      <qti-test-part identifier="p" navigation-mode="linear" submission-mode="individual">
        <qti-assessment-section identifier="s" title="s" visible="true">
          <qti-assessment-item-ref identifier="b" href="../items/b.xml"/>
          <qti-assessment-item-ref identifier="a" href="../items/a.xml"/>
        </qti-assessment-section></qti-test-part></qti-assessment-test>`;
    const result = ok(
      pack({
        'imsmanifest.xml': manifest(
          ['items/a.xml', 'items/b.xml'],
          '<resource identifier="t" type="imsqti_test_xmlv3p0" href="tests/test.xml"/>',
        ),
        'tests/test.xml': test,
        'items/a.xml': choiceItem(`<p>A?</p>${CHOICES}`),
        'items/b.xml': choiceItem(`<p>B?</p>${CHOICES}`, { correct: 'A' }),
      }),
    );
    expect(result.title).toEqual('Geography');
    expect(result.questions.map((q) => [q.question_number, q.question_header, q.question_text, q.key])).toEqual([
      [1, 'Question 1', 'B?\nPick one.', 1],
      [2, 'Question 2', 'A?\nPick one.', 3],
    ]);
  });

  it('reads elements written with a namespace prefix', () => {
    const item = `<qti:qti-assessment-item xmlns:qti="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="x" title="P">
      <qti:qti-response-declaration identifier="R" cardinality="single" base-type="identifier">
        <qti:qti-correct-response><qti:qti-value>B</qti:qti-value></qti:qti-correct-response></qti:qti-response-declaration>
      <qti:qti-item-body><qti:qti-choice-interaction response-identifier="R" max-choices="1">
        <qti:qti-prompt>2 + 2?</qti:qti-prompt>
        <qti:qti-simple-choice identifier="A">3</qti:qti-simple-choice><qti:qti-simple-choice identifier="B">4</qti:qti-simple-choice>
      </qti:qti-choice-interaction></qti:qti-item-body></qti:qti-assessment-item>`;
    const [q] = ok(pack({ 'imsmanifest.xml': manifest(['x.xml']), 'x.xml': item })).questions;
    expect(q).toMatchObject({ question_text: '2 + 2?', options: ['3', '4'], key: 2 });
  });
});

describe('parseQtiPackage: refused packages name the file', () => {
  const text = (body: string) => choiceItem(`<p>Q?</p>${body}`);
  const cases: Array<[string, Record<string, string | Uint8Array>, string | undefined, RegExp]> = [
    ['no manifest', { 'q.xml': text(CHOICES) }, 'imsmanifest.xml', /not in the package/],
    ['a manifest listing no item', { 'imsmanifest.xml': manifest([]) }, 'imsmanifest.xml', /lists no QTI 3.0 item/],
    [
      'a QTI 2.1 package',
      {
        'imsmanifest.xml': manifest([]).replace(
          '</resources>',
          '<resource identifier="o" type="imsqti_item_xmlv2p1" href="o.xml"/></resources>',
        ),
      },
      'imsmanifest.xml',
      /QTI 1 or 2 package/,
    ],
    ['a listed item that is missing', { 'imsmanifest.xml': manifest(['gone.xml']) }, 'gone.xml', /not in the package/],
    [
      'an item path leaving the package',
      { 'imsmanifest.xml': manifest(['../evil.xml']) },
      'imsmanifest.xml',
      /outside the package/,
    ],
    [
      'malformed XML',
      { 'imsmanifest.xml': manifest(['q.xml']), 'q.xml': '<qti-assessment-item>\n<p>\n</qti-assessment-item>' },
      'q.xml',
      /not well-formed XML, line 3/,
    ],
    [
      'a DOCTYPE',
      { 'imsmanifest.xml': manifest(['q.xml']), 'q.xml': '<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>' },
      'q.xml',
      /DOCTYPE/,
    ],
    [
      'a QTI 2 item',
      { 'imsmanifest.xml': manifest(['q.xml']), 'q.xml': '<assessmentItem identifier="a"/>' },
      'q.xml',
      /a QTI 2 item/,
    ],
    [
      'a text-entry item',
      {
        'imsmanifest.xml': manifest(['q.xml']),
        'q.xml': text('<p>Capital? <qti-text-entry-interaction response-identifier="RESPONSE"/></p>'),
      },
      'q.xml',
      /a qti-text-entry-interaction item cannot be imported; only choice items/,
    ],
    [
      'an extended-text (essay) item',
      {
        'imsmanifest.xml': manifest(['q.xml']),
        'q.xml': text('<qti-extended-text-interaction response-identifier="RESPONSE"/>'),
      },
      'q.xml',
      /qti-extended-text-interaction/,
    ],
    [
      'an item without interaction',
      { 'imsmanifest.xml': manifest(['q.xml']), 'q.xml': text('') },
      'q.xml',
      /no qti-choice-interaction/,
    ],
    [
      'two interactions',
      { 'imsmanifest.xml': manifest(['q.xml']), 'q.xml': text(CHOICES + CHOICES) },
      'q.xml',
      /holds 2 interactions/,
    ],
    [
      'multiple cardinality',
      { 'imsmanifest.xml': manifest(['q.xml']), 'q.xml': choiceItem(CHOICES, { cardinality: 'multiple' }) },
      'q.xml',
      /cardinality "multiple"/,
    ],
    [
      'a correct response that is no choice',
      { 'imsmanifest.xml': manifest(['q.xml']), 'q.xml': choiceItem(`<p>Q</p>${CHOICES}`, { correct: 'Z' }) },
      'q.xml',
      /"Z" is not a qti-simple-choice/,
    ],
    [
      'a missing image',
      { 'imsmanifest.xml': manifest(['q.xml']), 'q.xml': text(`<img src="pic.png"/>${CHOICES}`) },
      'q.xml',
      /image pic.png is not in the package/,
    ],
    [
      'a data: image',
      { 'imsmanifest.xml': manifest(['q.xml']), 'q.xml': text(`<img src="data:image/png;base64,AA"/>${CHOICES}`) },
      'q.xml',
      /data:/,
    ],
    [
      'two question images',
      { 'imsmanifest.xml': manifest(['q.xml']), 'q.xml': text(`<img src="/a.png"/><img src="/b.png"/>${CHOICES}`) },
      'q.xml',
      /holds 2 images/,
    ],
    [
      'an empty question text',
      {
        'imsmanifest.xml': manifest(['q.xml']),
        'q.xml': choiceItem(CHOICES.replace('<qti-prompt>Pick one.</qti-prompt>', '')),
      },
      'q.xml',
      /^question text: The question has no text/,
    ],
  ];
  it.each(cases)('refuses %s', (_name, files, file, detail) => {
    const [first] = fail(pack(files));
    expect(first!.file).toBe(file);
    expect(render(first!.detail)).toMatch(detail);
  });

  it('refuses bytes that are not a zip', () => {
    expect(render(fail(strToU8('hello'))[0]!.detail)).toMatch(/^not a zip file/);
  });

  it('imports nothing when one item of several is refused, naming each bad file', () => {
    const errors = fail(
      pack({
        'imsmanifest.xml': manifest(['a.xml', 'b.xml', 'c.xml']),
        'a.xml': choiceItem(`<p>A</p>${CHOICES}`),
        'b.xml': choiceItem(`<p>B</p><qti-order-interaction response-identifier="RESPONSE"/>`),
        'c.xml': choiceItem(`<p>C</p>${CHOICES}`, { correct: 'Q' }),
      }),
    );
    expect(errors.map((e) => [e.file, e.question])).toEqual([
      ['b.xml', 2],
      ['c.xml', 3],
    ]);
  });
});

const question = (n: number, patch: Partial<ImportedQuestion> = {}): ImportedQuestion => ({
  question_number: n,
  question_complexity: 1,
  question_type: 'multiple choice',
  question_header: `Question ${n}`,
  question_text: `Question text ${n}`,
  question_image: null,
  options: ['a', 'b', 'c', 'd'],
  key: 1,
  steps: [],
  step_images: [],
  ...patch,
});

describe('exportQtiPackage', () => {
  const questions = [
    question(1, {
      question_complexity: 4,
      question_header: 'Fractions & <halves>',
      question_text: 'Is $\\frac{1}{2} < 1$?\nAnswer "yes" or "no".',
      question_image: 'https://cdn.example.org/pie.png',
      options: ['True', 'False'],
      key: 1,
      steps: ['Half is less than one.', '', 'So: yes & done.'],
      step_images: [null, '/media/questions/s2.png'],
    }),
    question(2, { options: ['1', '2', '3', '4', '5'], key: 5, question_image: '/media/questions/q2.png' }),
    question(3, { question_text: 'x', key: 4, steps: ['one', 'two', 'three', 'four', 'five'] }),
  ];

  it('writes a manifest, a test and one item per question, the same bytes each time', () => {
    const bytes = exportQtiPackage({ test_name: 'SAT Math 2026' }, questions);
    expect(Object.keys(unzipSync(bytes)).sort()).toEqual([
      'assessment-test.xml',
      'imsmanifest.xml',
      'item-001.xml',
      'item-002.xml',
      'item-003.xml',
    ]);
    expect(exportQtiPackage({ test_name: 'SAT Math 2026' }, questions)).toEqual(bytes);
  });

  it('reads back to the same questions, options, keys, steps, complexity and image references', () => {
    const result = ok(exportQtiPackage({ test_name: 'SAT Math 2026' }, questions));
    expect(result.title).toEqual('SAT Math 2026');
    expect(result.questions).toEqual(questions);
    expect(result.assets).toEqual({});
  });

  it('carries the images it is given under images/ and reads them back with their bytes', () => {
    const assets = {
      '/media/questions/q2.png': new Uint8Array([9, 8]),
      '/media/questions/s2.png': new Uint8Array([7]),
    };
    const result = ok(exportQtiPackage({ test_name: 'T' }, questions, { assets }));
    expect(result.questions[1]!.question_image).toEqual('images/q2.png');
    expect(result.questions[0]!.step_images).toEqual([null, 'images/s2.png']);
    expect(result.assets).toEqual({ 'images/q2.png': new Uint8Array([9, 8]), 'images/s2.png': new Uint8Array([7]) });
  });
});
