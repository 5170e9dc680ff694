// Tamil questions, options and steps through every import format (issue 21): kept as written, formulas
// ($…$) included, and normalised to NFC, so a letter typed as its parts (க + ெ + ா) arrives as the one
// composed letter (கொ, U+0B95 U+0BCA) whatever the editor that wrote the file.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportQtiPackage } from './qti-export';
import { parseQtiPackage, parseQtiQuestions } from './qti-import';
import { parseAiken } from './question-aiken';
import type { BankQuestion } from './question-bank';
import { parseGift, parseGiftQuestions } from './question-gift';
import { parseQuestionTags } from './question-tags';

const KO = '\u0B95\u0BCA';
/** "கொ" typed as its parts: க, then the vowel sign's two halves (ெ + ா). */
const KO_PARTS = '\u0B95\u0BC6\u0BBE';
/** A text as a decomposing editor would write it. */
const parts = (text: string) => text.replaceAll(KO, KO_PARTS);

const TEXT = `${KO}டுக்கப்பட்ட செவ்வகத்தின் நீளம் $8$ செ.மீ., அகலம் $5$ செ.மீ. எனில், அதன் பரப்பளவு என்ன?`;
const OPTIONS = ['$40$ ச.செ.மீ.', '$13$ ச.செ.மீ.', '$26$ ச.செ.மீ.', '$80$ ச.செ.மீ.'];
const STEPS = [`பரப்பளவு = நீளம் $\\times$ அகலம் என்று ${KO}ள்க.`, '$8 \\times 5 = 40$ ச.செ.மீ.'];

/** Every imported text: in NFC, the composed letter, never its parts. */
function expectComposed(question: BankQuestion) {
  for (const text of [question.question_header, question.question_text, ...question.options, ...question.steps]) {
    expect(text).toBe(text.normalize('NFC'));
    expect(text).not.toContain(KO_PARTS);
  }
}

const okQuestions = (result: { ok: true; questions: readonly BankQuestion[] } | { ok: false }) => {
  if (!result.ok) throw new Error(`expected a parse, got: ${JSON.stringify(result)}`);
  return result.questions;
};

describe('tagged text in Tamil', () => {
  const file = (text: string) => `<q>${text}==1</q>\n<a>${OPTIONS.join('&&')}==1</a>\n<s>${STEPS.join('&&')}==1</s>\n`;

  it('keeps the question, options, steps and formulas as written', () => {
    const [question] = okQuestions(parseQuestionTags(file(TEXT)));
    expect(question).toMatchObject({ question_text: TEXT, options: OPTIONS, key: 1, steps: STEPS });
  });

  it('composes a letter typed as its parts (NFC)', () => {
    const [question] = okQuestions(parseQuestionTags(parts(file(TEXT))));
    expect(question!.question_text).toBe(TEXT);
    expect(question!.question_text.startsWith('\u0B95\u0BCA')).toBe(true);
    expect(question!.steps).toEqual(STEPS);
    expectComposed(question!);
  });
});

describe('GIFT in Tamil', () => {
  // GIFT escapes "=" as "\=" in its texts; the general feedback is the step, the right answer's feedback its own.
  const gift = (text: string) => `::செவ்வகம் ${KO}டு::${text} {
  =${OPTIONS[0]}#${STEPS[0]!.replace('=', '\\=')}
  ~${OPTIONS[1]}
  ~${OPTIONS[2]}
  ~${OPTIONS[3]}
  ####${STEPS[1]!.replace('=', '\\=')}
}
`;

  it('keeps the header, question, options, steps and formulas as written, in both readers', () => {
    for (const parse of [parseGift, parseGiftQuestions]) {
      const [question] = okQuestions(parse(gift(TEXT)));
      expect(question).toMatchObject({ question_header: `செவ்வகம் ${KO}டு`, question_text: TEXT, options: OPTIONS });
      expect(question!.steps).toEqual([STEPS[1]]);
      expect(question!.option_feedback).toEqual([STEPS[0]]);
    }
  });

  it('composes a letter typed as its parts (NFC)', () => {
    const [question] = okQuestions(parseGift(parts(gift(TEXT))));
    expect(question!.question_text).toBe(TEXT);
    expectComposed(question!);
  });
});

describe('Aiken in Tamil', () => {
  const aiken = (text: string) =>
    `${text}\n${OPTIONS.map((option, i) => `${'ABCD'[i]}. ${option} ${KO}`).join('\n')}\nANSWER: A\n`;

  it('keeps the question, options and formulas as written, and composes a letter typed as its parts', () => {
    const [question] = okQuestions(parseAiken(parts(aiken(TEXT))));
    expect(question).toMatchObject({ question_text: TEXT, options: OPTIONS.map((o) => `${o} ${KO}`), key: 1 });
    expectComposed(question!);
  });
});

describe('QTI in Tamil', () => {
  const question: BankQuestion = {
    question_number: 1,
    question_complexity: 1,
    question_type: 'multiple choice',
    question_header: `செவ்வகம் ${KO}டு`,
    question_text: TEXT,
    question_image: null,
    options: OPTIONS,
    key: 1,
    steps: STEPS,
    step_images: [],
  };

  it('QTI 3.0: a package keeps every text, and composes a letter written as its parts', () => {
    for (const written of [question, { ...question, question_text: parts(TEXT), steps: STEPS.map(parts) }]) {
      const bytes = exportQtiPackage({ test_name: 'தமிழ்த் தேர்வு' }, [written]);
      for (const parse of [parseQtiPackage, parseQtiQuestions]) {
        const [read] = okQuestions(parse(bytes));
        expect(read).toMatchObject({ question_text: TEXT, options: OPTIONS, key: 1, steps: STEPS });
        expectComposed(read!);
      }
    }
  });

  const V2 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"';
  const item = (text: string) => `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${V2} identifier="t1" title="செவ்வகம் ${KO}டு" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>A</value></correctResponse>
  </responseDeclaration>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>${text}</prompt>
      ${OPTIONS.map((o, i) => `<simpleChoice identifier="${'ABCD'[i]}">${o}</simpleChoice>`).join('\n      ')}
    </choiceInteraction>
  </itemBody>
  ${STEPS.map((s, i) => `<modalFeedback outcomeIdentifier="FEEDBACK" identifier="S${i}" showHide="show">${s}</modalFeedback>`).join('\n  ')}
</assessmentItem>`;

  it('QTI 2.1: one item file or a package, kept as written and composed', () => {
    const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M"><resources>
  <resource identifier="r0" type="imsqti_item_xmlv2p1" href="items/${KO_PARTS}.xml"><file href="items/${KO_PARTS}.xml"/></resource>
</resources></manifest>`;
    const single = strToU8(parts(item(TEXT)));
    // A package whose item's file name is itself Tamil typed as its parts: still found after NFC.
    const pack = zipSync({
      'imsmanifest.xml': strToU8(manifest),
      [`items/${KO_PARTS}.xml`]: strToU8(parts(item(TEXT))),
    });
    for (const bytes of [single, pack]) {
      const [read] = okQuestions(parseQtiQuestions(bytes));
      expect(read).toMatchObject({
        question_header: `செவ்வகம் ${KO}டு`,
        question_text: TEXT,
        options: OPTIONS,
        key: 1,
        steps: STEPS,
      });
      expectComposed(read!);
    }
  });
});
