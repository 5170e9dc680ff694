import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CHOICE_FIELD_MESSAGES,
  choicesToGrade,
  idempotencyKeySchema,
  pauseSittingSchema,
  saveAnswerSchema,
  submitSittingSchema,
} from './sitting-answers';
import { SITTING_MESSAGES } from './sitting-messages';
import {
  assignPersonalizedSchema,
  assignSittingSchema,
  INVALID_SITTING_DATE,
  SITTING_LIST_MESSAGES,
  sittingDateSchema,
  sittingListQuerySchema,
  updatePersonalizedSchema,
  updateSittingSchema,
} from './sitting-schemas';

/** Messages by field, as the API's 400 body lists them. */
function fields(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
  return out;
}

describe('assignSittingSchema (POST /api/mastersitting/)', () => {
  it('takes the legacy body, fixing the constants and ignoring what the server decides', () => {
    const legacy = {
      master_sitting_date: '2026-05-04T10:12:00.000Z',
      Student_First_Name: 'Maria',
      program: 'SAT',
      master_qnsbank: '8',
      test_type: 'SAT',
      colors: { header_color: '#123456' },
      test_name: ' SAT Practice 3 ',
      comments: 'Assigned',
      student_enrollment: 1,
      wrong_qns_numberlist: '[]',
      assessment_flag: false,
      assessment_num: 2,
      assessment_score: 0,
      student: 12,
    };
    expect(assignSittingSchema.parse(legacy)).toEqual({
      ...legacy,
      master_sitting_date: '2026-05-04',
      master_qnsbank: 8,
      test_name: 'SAT Practice 3',
      timer: false,
      student_timer: '00:00:00',
      pause_allowed: true,
      pause_limit_minutes: 10,
    });
  });

  it('needs only the test and the student; sets the §7 constants', () => {
    expect(
      assignSittingSchema.parse({ master_qnsbank: 8, student: 12, timer: 'true', student_timer: '01:30:00' }),
    ).toEqual({
      master_qnsbank: 8,
      student: 12,
      student_enrollment: 1,
      assessment_flag: false,
      assessment_num: 2,
      assessment_score: 0,
      timer: true,
      student_timer: '01:30:00',
      pause_allowed: true,
      pause_limit_minutes: 10,
    });
  });

  it('says what is missing or wrong', () => {
    expect(fields(assignSittingSchema, {})).toEqual({
      master_qnsbank: [SITTING_MESSAGES.selectTest],
      student: [SITTING_MESSAGES.selectStudent],
    });
    expect(
      fields(assignSittingSchema, {
        master_qnsbank: 2147483648,
        student: 1,
        student_enrollment: 2,
        assessment_num: 3,
        student_timer: '24:00:00',
        master_sitting_date: '2026-02-30',
      }),
    ).toEqual({
      master_qnsbank: [SITTING_MESSAGES.selectTest],
      student_enrollment: ['student_enrollment is always 1'],
      assessment_num: ['assessment_num is always 2'],
      student_timer: ['Time must be hh:mm:ss (hours 00-23, minutes and seconds 00-59)'],
      master_sitting_date: [INVALID_SITTING_DATE],
    });
  });
});

describe('sittingDateSchema', () => {
  it('takes real dates only', () => {
    expect(sittingDateSchema.parse('2028-02-29')).toEqual('2028-02-29');
    expect(sittingDateSchema.safeParse('2027-02-29').success).toBe(false);
    expect(sittingDateSchema.safeParse('04/05/2026').success).toBe(false);
    expect(sittingDateSchema.safeParse('').success).toBe(false);
    // Out-of-range parts are refused, not thrown on.
    expect(sittingDateSchema.safeParse('2026-13-01').success).toBe(false);
    expect(sittingDateSchema.safeParse('2026-00-10').success).toBe(false);
    expect(sittingDateSchema.safeParse('2026-04-31').success).toBe(false);
    expect(sittingDateSchema.safeParse('2026-04-31T10:00:00Z').success).toBe(false);
    expect(sittingDateSchema.safeParse(20260504).success).toBe(false);
  });
});

describe('assignPersonalizedSchema (POST /api/personalized/)', () => {
  it('needs the sitting it is made from', () => {
    expect(fields(assignPersonalizedSchema, { master_qnsbank: 8 })).toEqual({
      master_sitting: [SITTING_MESSAGES.selectSitting],
    });
    expect(assignPersonalizedSchema.parse({ master_sitting: '70' })).toMatchObject({
      master_sitting: 70,
      student_enrollment: 1,
      assessment_score: 0,
    });
  });
});

describe('update schemas (PUT)', () => {
  it('takes the release and the comments', () => {
    expect(
      updateSittingSchema.parse({
        import_test_results: true,
        comments: 'Administrator analysing the results',
        student_comments: 'Your scores are available for review',
        analyse_test_results: 'true',
        assessment_flag: false,
        student_enrollment: 1,
      }),
    ).toEqual({
      import_test_results: true,
      comments: 'Administrator analysing the results',
      student_comments: 'Your scores are available for review',
      analyse_test_results: true,
      assessment_flag: false,
      student_enrollment: 1,
    });
  });

  it('refuses a body that changes nothing (import_test_results alone is the server’s)', () => {
    expect(fields(updateSittingSchema, {})).toEqual({ non_field_errors: [SITTING_MESSAGES.nothingToUpdate] });
    expect(fields(updateSittingSchema, { import_test_results: true })).toEqual({
      non_field_errors: [SITTING_MESSAGES.nothingToUpdate],
    });
    expect(updatePersonalizedSchema.parse({ timer: true, student_timer: '00:20:00' })).toEqual({
      timer: true,
      student_timer: '00:20:00',
    });
    // A personalized sitting has no student_comments: the field is not taken.
    expect(updatePersonalizedSchema.parse({ comments: 'x', student_comments: 'y' })).toEqual({ comments: 'x' });
  });
});

describe('the student’s answers', () => {
  it('saves a choice as an answer id, or clears it', () => {
    expect(saveAnswerSchema.parse({ questionid: 51, select_ans: 512 })).toEqual({ questionid: 51, select_ans: 512 });
    expect(saveAnswerSchema.parse({ questionid: '51', select_ans: '512' })).toEqual({
      questionid: 51,
      select_ans: 512,
    });
    expect(saveAnswerSchema.parse({ questionid: 51, select_ans: null })).toEqual({ questionid: 51, select_ans: null });
    expect(saveAnswerSchema.parse({ questionid: 51, select_ans: '' })).toEqual({ questionid: 51, select_ans: null });
    expect(fields(saveAnswerSchema, { select_ans: 'B' })).toEqual({
      questionid: [CHOICE_FIELD_MESSAGES.question],
      select_ans: [CHOICE_FIELD_MESSAGES.answer],
    });
    expect(fields(saveAnswerSchema, { questionid: 51 })).toEqual({ select_ans: [CHOICE_FIELD_MESSAGES.answer] });
  });

  it('submits a list, ignoring the browser’s grading; sent choices win over saved ones', () => {
    const body = submitSittingSchema.parse({
      result: [
        { questionid: 51, select_ans: '511', isCorrect: true },
        { questionid: 53, select_ans: '' },
      ],
      score: 99,
      test_taken: true,
    });
    expect(body.result).toEqual([
      { questionid: 51, select_ans: 511, isCorrect: true },
      { questionid: 53, select_ans: null },
    ]);
    expect(
      choicesToGrade(
        [
          { questionid: 53, select_ans: 532 },
          { questionid: 54, select_ans: 541 },
        ],
        body,
      ),
    ).toEqual([
      { questionid: 53, select_ans: 532 },
      { questionid: 54, select_ans: 541 },
      { questionid: 51, select_ans: 511 },
      { questionid: 53, select_ans: null },
    ]);
    expect(fields(submitSittingSchema, { result: Array(801).fill({ questionid: 1, select_ans: null }) })).toEqual({
      result: [CHOICE_FIELD_MESSAGES.tooMany],
    });
  });

  it('checks the Idempotency-Key', () => {
    expect(idempotencyKeySchema.safeParse('attempt-7f3a').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('two words').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('x'.repeat(201)).success).toBe(false);
  });
});

describe('sittingListQuerySchema (GET /api/mastersitting/, /api/personalized/)', () => {
  it('reads ids from the query string and defaults the filter to Show All', () => {
    expect(sittingListQuerySchema.parse({})).toEqual({ filter: 'Show All' });
    expect(sittingListQuerySchema.parse({ student: '12', master_sitting: '3', filter: 'In Progress' })).toEqual({
      student: 12,
      master_sitting: 3,
      filter: 'In Progress',
    });
  });

  it('names each bad value', () => {
    expect(fields(sittingListQuerySchema, { student: 'x', client: '0', filter: 'Later' })).toEqual({
      student: [SITTING_LIST_MESSAGES.student],
      client: [SITTING_LIST_MESSAGES.client],
      filter: [SITTING_LIST_MESSAGES.filter],
    });
  });
});

describe('pauseSittingSchema (POST …/pause/)', () => {
  it('takes no body, an empty one, or the choices not yet acknowledged', () => {
    expect(pauseSittingSchema.parse(undefined)).toBeUndefined();
    expect(pauseSittingSchema.parse({})).toEqual({});
    expect(pauseSittingSchema.parse({ answers: [{ questionid: '4', select_ans: '' }] })).toEqual({
      answers: [{ questionid: 4, select_ans: null }],
    });
    expect(fields(pauseSittingSchema, { answers: [{ questionid: 4, select_ans: 'B' }] })).toEqual({
      'answers.0.select_ans': [CHOICE_FIELD_MESSAGES.answer],
    });
  });
});

describe('a check-box choice (saveAnswerSchema)', () => {
  it('takes a list of answersids, repeats dropped, [] as a clear; refuses a list of non-ids', () => {
    expect(saveAnswerSchema.parse({ questionid: 5, select_ans: [31, 33, 31] })).toEqual({
      questionid: 5,
      select_ans: [31, 33],
    });
    expect(saveAnswerSchema.parse({ questionid: 5, select_ans: [] }).select_ans).toBeNull();
    expect(saveAnswerSchema.parse({ questionid: 5, select_ans: 31 }).select_ans).toBe(31);
    expect(saveAnswerSchema.safeParse({ questionid: 5, select_ans: [31, 'x'] }).success).toBe(false);
    expect(saveAnswerSchema.safeParse({ questionid: 5, select_ans: [0] }).success).toBe(false);
    expect(
      saveAnswerSchema.safeParse({ questionid: 5, select_ans: Array.from({ length: 27 }, (_, i) => i + 1) }).success,
    ).toBe(false);
  });
});
