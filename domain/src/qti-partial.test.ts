// The partial QTI reader: QTI 2.1 and 2.2 items as the specification's examples write them (choice, multiple
// choice, an image as <object>), QTI 3.0 multiple response, MathML, formatted XHTML, and mixed packages.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportQtiPackage } from './qti-export';
import { parseQtiPackage, parseQtiQuestions, QTI_ERROR } from './qti-import';
import type { BankQuestion } from './question-bank';

const pack = (files: Record<string, string | Uint8Array>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v])));

const read = (bytes: Uint8Array) => {
  const parsed = parseQtiQuestions(bytes);
  if (!parsed.ok) throw new Error(`expected a parse, got: ${JSON.stringify(parsed.errors)}`);
  return parsed;
};

const V2 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"';
const manifest2 = (items: string[], version = 'v2p1') => `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M">
  <resources>
    ${items.map((href, i) => `<resource identifier="r${i}" type="imsqti_item_xml${version}" href="${href}"><file href="${href}"/></resource>`).join('\n')}
  </resources>
</manifest>`;

// QTI 2.1's "Unattended Luggage": one right choice, an image in the body.
const LUGGAGE = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${V2} identifier="choice" title="Unattended Luggage" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>ChoiceA</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
    <defaultValue><value>0</value></defaultValue>
  </outcomeDeclaration>
  <itemBody>
    <p>Look at the text in the picture.</p>
    <p><img src="images/sign.png" alt="NEVER LEAVE LUGGAGE UNATTENDED"/></p>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>What does it say?</prompt>
      <simpleChoice identifier="ChoiceA">You must stay with your luggage at all times.</simpleChoice>
      <simpleChoice identifier="ChoiceB">Do not let someone else look after your luggage.</simpleChoice>
      <simpleChoice identifier="ChoiceC">Remember your luggage when you leave.</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rp_templates/match_correct"/>
</assessmentItem>`;

// QTI 2.1's "Composition of Water": multiple cardinality, maxChoices 0 (no limit).
const water = (choices: string) => `<assessmentItem ${V2} identifier="choiceMultiple" title="Composition of Water"
    adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier">
    <correctResponse><value>H</value><value>O</value></correctResponse>
    <mapping lowerBound="0" upperBound="2" defaultValue="-2">
      <mapEntry mapKey="H" mappedValue="1"/><mapEntry mapKey="O" mappedValue="1"/>
    </mapping>
  </responseDeclaration>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="true" maxChoices="0">
      <prompt>Which of the following elements are used to form water?</prompt>
      ${choices}
    </choiceInteraction>
  </itemBody>
</assessmentItem>`;
const FIVE = ['H:Hydrogen', 'He:Helium', 'C:Carbon', 'O:Oxygen', 'N:Nitrogen']
  .map((c) => `<simpleChoice identifier="${c.split(':')[0]}">${c.split(':')[1]}</simpleChoice>`)
  .join('');
const SIX = `${FIVE}<simpleChoice identifier="Cl">Chlorine</simpleChoice>`;

const ESSAY = `<assessmentItem ${V2} identifier="e" title="Essay" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>
  <itemBody><p>Write about water.</p><extendedTextInteraction responseIdentifier="RESPONSE"/></itemBody>
</assessmentItem>`;

describe('parseQtiQuestions: QTI 2.1 and 2.2', () => {
  it('reads a QTI 2.1 package with its image, a multiple-response item as check boxes, and refuses the rest', () => {
    const result = read(
      pack({
        'imsmanifest.xml': manifest2(['choice.xml', 'water.xml', 'essay.xml', 'water6.xml']),
        'choice.xml': LUGGAGE,
        'images/sign.png': new Uint8Array([7]),
        'water.xml': water(FIVE),
        'essay.xml': ESSAY,
        'water6.xml': water(SIX).replace('<itemBody>', '<itemBody><p><img src="images/drop.png"/></p>'),
        'images/drop.png': new Uint8Array([8]),
      }),
    );
    expect(result.questions).toEqual([
      {
        question_number: 1,
        question_complexity: 1,
        question_type: 'multiple choice',
        question_header: 'Unattended Luggage',
        question_text: 'Look at the text in the picture.\nWhat does it say?',
        question_image: 'images/sign.png',
        options: [
          'You must stay with your luggage at all times.',
          'Do not let someone else look after your luggage.',
          'Remember your luggage when you leave.',
        ],
        key: 1,
        steps: [],
        step_images: [],
      },
      expect.objectContaining({
        question_number: 2,
        question_type: 'check boxes',
        question_text: 'Which of the following elements are used to form water?',
        options: ['Hydrogen', 'Helium', 'Carbon', 'Oxygen', 'Nitrogen'],
        key: 1,
        keys: [1, 4],
      }),
    ]);
    expect(Object.keys(result.assets)).toEqual(['images/sign.png']);
    expect([...result.assets['images/sign.png']!]).toEqual([7]);
    expect(result.refused.map((r) => [r.number, r.file, r.type])).toEqual([
      [3, 'essay.xml', 'essay'],
      [4, 'water6.xml', 'too many options'],
    ]);
    expect(result.refused[0]!.source).toBe(ESSAY);
    expect(result.refused[1]!.reason).toEqual('options: A question needs 2 to 5 options');
  });

  it('reads one QTI 2.2 item file, and an image written as an <object>', () => {
    const item = LUGGAGE.replace('imsqti_v2p1', 'imsqti_v2p2').replace(
      '<img src="images/sign.png" alt="NEVER LEAVE LUGGAGE UNATTENDED"/>',
      '<object type="image/png" data="https://example.org/sign.png">NEVER LEAVE LUGGAGE UNATTENDED</object>',
    );
    const result = read(strToU8(item));
    expect(result.title).toBeNull();
    expect(result.questions[0]).toMatchObject({
      question_header: 'Unattended Luggage',
      question_image: 'https://example.org/sign.png',
      key: 1,
    });
  });

  it('follows a QTI 2 test, and keeps refusing QTI 2 in the all-or-nothing reader', () => {
    const files = {
      'imsmanifest.xml': manifest2(['a.xml', 'b.xml'], 'v2p2').replace(
        '</resources>',
        '<resource identifier="t" type="imsqti_test_xmlv2p2" href="test.xml"/></resources>',
      ),
      'test.xml': `<assessmentTest xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" identifier="t" title="Water">
        <testPart identifier="p" navigationMode="linear" submissionMode="individual">
          <assessmentSection identifier="s" title="s" visible="true">
            <assessmentItemRef identifier="b" href="b.xml"/><assessmentItemRef identifier="a" href="a.xml"/>
          </assessmentSection></testPart></assessmentTest>`,
      'a.xml': water(FIVE),
      'b.xml': LUGGAGE.replace('<p><img src="images/sign.png" alt="NEVER LEAVE LUGGAGE UNATTENDED"/></p>', ''),
    };
    const result = read(pack(files));
    expect(result.title).toEqual('Water');
    expect(result.questions.map((q) => q.question_header)).toEqual(['Unattended Luggage', 'Composition of Water']);
    expect(parseQtiPackage(pack(files))).toMatchObject({ ok: false, message: QTI_ERROR });
  });

  it('refuses a file that is neither a zip nor XML, and a QTI 1 package, whole', () => {
    expect(parseQtiQuestions(strToU8('not xml <'))).toMatchObject({ ok: false, message: QTI_ERROR });
    const qti1 = manifest2(['a.xml'], 'v1p2');
    expect(parseQtiQuestions(pack({ 'imsmanifest.xml': qti1 }))).toMatchObject({
      ok: false,
      errors: [{ file: 'imsmanifest.xml', detail: 'a QTI 1 package; QTI 2.1, 2.2 and 3.0 can be imported' }],
    });
  });
});

const ASI = 'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"';
const item3 = (body: string, response = '<qti-value>A</qti-value>', cardinality = 'single', max = '1') =>
  `<qti-assessment-item ${ASI} identifier="i" title="T" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="${cardinality}" base-type="identifier">
    <qti-correct-response>${response}</qti-correct-response>
  </qti-response-declaration>
  <qti-item-body>${body}
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="${max}">
      <qti-simple-choice identifier="A">a</qti-simple-choice>
      <qti-simple-choice identifier="B">b</qti-simple-choice>
      <qti-simple-choice identifier="C">c</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
</qti-assessment-item>`;
const one = (item: string) => read(strToU8(item));

describe('parseQtiQuestions: QTI 3.0', () => {
  it('reads multiple cardinality as check boxes, and refuses a max-choices below the right answers', () => {
    const values = '<qti-value>C</qti-value><qti-value>A</qti-value>';
    expect(one(item3('<p>Q</p>', values, 'multiple', '2')).questions[0]).toMatchObject({
      question_type: 'check boxes',
      key: 1,
      keys: [1, 3],
    });
    expect(one(item3('<p>Q</p>', '<qti-value>B</qti-value>', 'multiple', '0')).questions[0]).toMatchObject({
      question_type: 'check boxes',
      keys: [2],
    });
    expect(one(item3('<p>Q</p>', values, 'multiple', '1')).refused[0]!.reason).toEqual(
      'max-choices is 1 but 2 choices are right',
    );
  });

  it('takes the TeX annotation without its \\[ \\] delimiters, and converts MathML without one', () => {
    const annotated = `<p>Simplify <math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msup><mi>sec</mi><mn>2</mn></msup><mi>θ</mi></mrow>
      <annotation encoding="application/x-tex">\\[ \\sec^2{\\theta} \\]</annotation></semantics></math></p>`;
    expect(one(item3(annotated)).questions[0]!.question_text).toEqual('Simplify $\\sec^2{\\theta}$');
    const dollars = annotated.replace('\\[ \\sec^2{\\theta} \\]', '$$\\sec^2{\\theta}$$').replace('x-tex', 'TeX');
    expect(one(item3(dollars)).questions[0]!.question_text).toEqual('Simplify $\\sec^2{\\theta}$');
    const bare = `<p><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></math></p>`;
    expect(one(item3(bare)).questions[0]!.question_text).toEqual('$E = m c^{2}$');
    expect(parseQtiPackage(pack({ 'imsmanifest.xml': manifest3, 'i.xml': item3(bare) }))).toMatchObject({
      ok: true,
      questions: [{ question_text: '$E = m c^{2}$' }],
    });
  });

  it('keeps formatting as sanitised HTML, and a plain item plain', () => {
    const rich = one(
      item3(
        '<p onclick="x()">H<sub>2</sub>O is <b>water</b><script>alert(1)</script></p><div><span style="color:red">x</span></div>',
      ),
    ).questions[0]!;
    expect(rich).toMatchObject({
      text_format: 'html',
      question_text: '<p>H<sub>2</sub>O is <b>water</b></p>x',
      options: ['a', 'b', 'c'],
    });
    const plain = one(item3('<p>Just <span>text</span></p>')).questions[0]!;
    expect(plain.text_format).toBeUndefined();
    expect(plain.question_text).toEqual('Just text');
  });

  it('numbers the good items from 1 and names the refused ones by file and kind', () => {
    const text = item3('<p>Capital? <qti-text-entry-interaction response-identifier="RESPONSE"/></p>');
    const match = `<qti-assessment-item ${ASI} identifier="m" title="M"><qti-item-body>
      <qti-match-interaction response-identifier="R"/></qti-item-body></qti-assessment-item>`;
    const none = `<qti-assessment-item ${ASI} identifier="n" title="N"><qti-item-body><p>Read this.</p></qti-item-body></qti-assessment-item>`;
    const result = read(
      pack({
        'imsmanifest.xml': manifest3.replace('</resources>', `${['t', 'm', 'n', 'g'].map(res).join('')}</resources>`),
        'i.xml': item3('<p>Good</p>'),
        't.xml': text,
        'm.xml': match,
        'n.xml': none,
        'g.xml': item3('<p>Good too</p>', '<qti-value>B</qti-value>'),
      }),
    );
    expect(result.questions.map((q) => [q.question_number, q.question_text, q.key])).toEqual([
      [1, 'Good', 1],
      [2, 'Good too', 2],
    ]);
    expect(result.refused.map((r) => [r.number, r.file, r.type])).toEqual([
      [2, 't.xml', 'short answer'],
      [3, 'm.xml', 'matching'],
      [4, 'n.xml', 'description'],
    ]);
  });
});

const res = (name: string) => `<resource identifier="${name}" type="imsqti_item_xmlv3p0" href="${name}.xml"/>`;
const manifest3 = `<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="M"><resources>${res('i')}</resources></manifest>`;

describe('exportQtiPackage: check boxes and HTML', () => {
  it('writes multiple cardinality with every right choice, and HTML texts as XHTML, read back the same', () => {
    const q: BankQuestion = {
      question_number: 1,
      question_complexity: 2,
      question_type: 'check boxes',
      question_header: 'Water',
      question_text: '<p>H<sub>2</sub>O is <b>water</b> &lt; x</p><ul><li>a</li></ul>',
      question_image: null,
      options: ['<i>x</i>', 'y', 'z'],
      key: 1,
      keys: [1, 3],
      text_format: 'html',
      steps: ['<p>Because <a href="https://example.org/a?b=1&amp;c=2">this</a><br>ok</p>'],
      step_images: [],
    };
    const bytes = exportQtiPackage({ test_name: 'T' }, [q]);
    const xml = strFromU8(unzipSync(bytes)['item-001.xml']!);
    expect(xml).toContain('cardinality="multiple"');
    expect(xml).toContain(
      '<qti-correct-response><qti-value>A</qti-value><qti-value>C</qti-value></qti-correct-response>',
    );
    expect(xml).toContain('max-choices="0"');
    expect(xml).toContain('<div><p>H<sub>2</sub>O is <b>water</b> &lt; x</p><ul><li>a</li></ul></div>');
    expect(read(bytes).questions).toEqual([q]);
    expect(parseQtiPackage(bytes)).toMatchObject({
      ok: false,
      errors: [{ detail: expect.stringMatching(/cardinality "multiple"/) }],
    });
  });
});
