import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ta from '../locales/ta.json';
import * as domain from './index';

// The domain's messages are written in English (the spec's words, the API's contract) and marked with
// msg(); the web shows each through t(), so each is a key of both catalogues with a Tamil text.
const english = en as Record<string, string>;
const tamil = ta as Record<string, string>;
const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/;

const untranslated = (messages: readonly string[]) =>
  messages.filter((m) => english[m] !== m || !TAMIL_SCRIPT.test(tamil[m] ?? ''));

/** Every fixed text of the exported `…_MESSAGES` tables (functions build texts with values: left out). */
function tableMessages(): string[] {
  const texts: string[] = [];
  for (const [name, value] of Object.entries(domain)) {
    if (!name.endsWith('_MESSAGES') || typeof value !== 'object' || value === null) continue;
    for (const text of Object.values(value)) if (typeof text === 'string') texts.push(text);
  }
  return texts;
}

describe('the domain messages in both languages', () => {
  it("has Tamil for every fixed message of the domain's message tables", () => {
    const messages = tableMessages();
    expect(messages.length).toBeGreaterThan(250);
    expect(untranslated(messages)).toEqual([]);
  });

  it("gives the sign-in schema's messages in English, each with its Tamil", () => {
    const parsed = domain.superAdminLoginSchema.safeParse({ email: '', password: '' });
    const messages = parsed.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(['Please Check Your Email', 'Please Check Your Password']);
    expect(untranslated(messages)).toEqual([]);
    expect(tamil['Please Check Your Email']).toEqual('உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்');
  });

  it('translates the spec\'s "Please Fillout All Fields" and a field mark of the person forms', () => {
    const parsed = domain.studentLoginSchema.safeParse({ email: '', password: 'secret123' });
    expect(parsed.error?.issues[0]?.message).toBe(domain.FILL_ALL_FIELDS);
    expect(tamil[domain.FILL_ALL_FIELDS]).toEqual('எல்லாப் புலங்களையும் நிரப்பவும்');

    const mark = domain.checkPersonField({ rule: domain.PERSON_RULES.email }, 'not an email');
    expect(mark).toEqual('Email is not valid!');
    expect(tamil[mark ?? '']).toEqual('மின்னஞ்சல் சரியாக இல்லை!');
  });

  it('keeps the Tamil of a message ending as the English ends (., ! or ?)', () => {
    const ending = (text: string) => /[.!?]$/.exec(text)?.[0] ?? '';
    const mismatched = tableMessages().filter((m) => ending(m) !== ending(tamil[m] ?? ''));
    expect(mismatched).toEqual([]);
  });

  // These are written out (a template is no catalogue key); each still says the limit the code enforces.
  it('states in each written-out message the limit the code enforces', () => {
    const d = domain;
    expect(d.AUTHORING_API_MESSAGES.tooManyOptions).toEqual(`A question has at most ${d.ANSWER_OPTIONS_MAX} options`);
    expect(d.AUTHORING_MESSAGES.questionNumber).toBe(
      `The question number must be a whole number from 1 to ${d.QUESTION_NUMBER_MAX}`,
    );
    expect(d.PAPER_MESSAGES.tooManyRows).toEqual(`At most ${d.PAPER_MAX_ROWS} answers can be entered at once`);
    expect(d.QUESTION_BANK_MESSAGES.numberRange).toEqual(
      `The question number must be from 1 to ${d.QUESTION_NUMBER_MAX}`,
    );
    expect(d.QUESTION_BANK_MESSAGES.complexityRange).toBe(
      `The complexity must be a whole number from 1 to ${d.COMPLEXITY_MAX}`,
    );
    expect(d.QUESTION_BANK_MESSAGES.optionsCount).toBe(
      `A question needs ${d.IMPORT_OPTIONS_MIN} to ${d.ANSWER_OPTIONS_MAX} options`,
    );
    expect(d.QUESTION_BANK_MESSAGES.stepsCount).toEqual(`A question has at most ${d.STEP_TEXTS_MAX} steps`);
    expect(d.QUESTION_BANK_MESSAGES.stepImagesCount).toEqual(`A question has at most ${d.STEP_IMAGES_MAX} step images`);
    expect(d.QUESTION_BANK_MESSAGES.tooManyQuestions).toEqual(
      `A test holds at most ${d.QUESTION_NUMBER_MAX} questions`,
    );
    expect(d.SITTING_LIST_MESSAGES.filter).toEqual(`The filter must be one of ${d.ADMIN_SITTING_FILTERS.join(', ')}`);
    expect(d.ANSWER_KEY_CHOICES.map((c) => c.label)).toEqual(
      Array.from({ length: d.ANSWER_OPTIONS_MAX }, (_, i) => `Option ${i + 1}`),
    );
    expect(d.TEST_FILE_MESSAGES.notATestFile).toBe(
      `This is not a test file: it needs "format": "${d.TEST_FILE_FORMAT}"`,
    );
  });
});
