import { describe, expect, it } from 'vitest';
import {
  planPersonalization,
  type PersonalizationInput,
  type StudentWarmupResult,
  type SubmittedWarmup,
} from './warmup-personalization';

// Set 10 "Set A" holds warm-ups 101..105; set 11 "Set B" holds 201..203.
const SET_A = [101, 102, 103, 104, 105];

const result = (
  over: Partial<StudentWarmupResult> & Pick<StudentWarmupResult, 'result_id' | 'test_name'>,
): StudentWarmupResult => ({
  warmup_set_no: 10,
  sitting_id: null,
  is_personalized: false,
  assigned_questions: SET_A,
  test_taken: true,
  ...over,
});

const submitted = (r: StudentWarmupResult, wrng_qns_list: number[]): SubmittedWarmup => ({
  ...r,
  wrng_qns_list,
  timer: true,
  test_level: 'Basic',
});

const plan = (over: Partial<PersonalizationInput> & Pick<PersonalizationInput, 'submitted' | 'existing'>) =>
  planPersonalization({ personalizationOn: true, allowedCount: 2, setQuestionIds: SET_A, ...over });

const original = result({ result_id: 1, test_name: 'Set A' });

describe('when personalization does not run', () => {
  it('does nothing when the client has personalization off', () => {
    expect(plan({ personalizationOn: false, submitted: submitted(original, [102]), existing: [original] })).toEqual([]);
  });
  it('does nothing after a recommended or master recommended test', () => {
    const rec = result({ result_id: 5, test_name: 'Set A Recommended Test', is_personalized: true, sitting_id: 1 });
    const master = result({
      result_id: 6,
      test_name: 'Master Recommended Test',
      warmup_set_no: null,
      is_personalized: true,
    });
    expect(plan({ submitted: submitted(rec, [102]), existing: [original, rec] })).toEqual([]);
    expect(plan({ submitted: submitted(master, [102]), existing: [original, master] })).toEqual([]);
  });
});

describe('rule 1: a personalized warm-up of the wrong and unanswered questions', () => {
  it('creates "<name> Personalized 1" in the original result’s sitting', () => {
    const actions = plan({ submitted: submitted(original, [102, 104]), existing: [original] });
    expect(actions[0]).toEqual({
      kind: 'create',
      rule: 1,
      result: {
        test_name: 'Set A Personalized 1',
        name_parts: { kind: 'personalized', base: 'Set A', number: 1 },
        warmup_set_no: 10,
        sitting_id: 1,
        is_personalized: true,
        reassign: false,
        assigned_questions: [102, 104],
        total_qns: 2,
        timer: true,
        student_timer: '00:00:00',
        test_level: 'Basic',
      },
    });
  });

  it('numbers the next one n+1 and names it after the original test, not the personalized one', () => {
    const p1 = result({
      result_id: 2,
      test_name: 'Set A Personalized 1',
      is_personalized: true,
      sitting_id: 1,
      assigned_questions: [102, 104],
    });
    const rec = result({
      result_id: 3,
      test_name: 'Set A Recommended Test',
      is_personalized: true,
      sitting_id: 1,
      assigned_questions: [102, 104],
    });
    const actions = plan({ submitted: submitted(p1, [104]), existing: [original, p1, rec] });
    expect(actions).toEqual([
      {
        kind: 'create',
        rule: 1,
        result: expect.objectContaining({
          test_name: 'Set A Personalized 2',
          name_parts: { kind: 'personalized', base: 'Set A', number: 2 },
          sitting_id: 1,
          assigned_questions: [104],
          total_qns: 1,
        }),
      },
    ]);
  });

  it('finds the original name from the suffix when the original result is gone', () => {
    const p1 = result({
      result_id: 2,
      test_name: 'Set A Personalized 1',
      is_personalized: true,
      sitting_id: 1,
      assigned_questions: [102],
    });
    const actions = plan({ submitted: submitted(p1, [102]), existing: [p1] });
    expect(actions[0]).toMatchObject({ rule: 1, result: { test_name: 'Set A Personalized 2' } });
  });
});

describe('rule 2: otherwise a reassign of the whole set', () => {
  const reassign = {
    kind: 'create',
    rule: 2,
    result: {
      test_name: 'Set A',
      warmup_set_no: 10,
      sitting_id: null,
      is_personalized: false,
      reassign: true,
      assigned_questions: SET_A,
      total_qns: 5,
      timer: true,
      student_timer: '00:00:00',
      test_level: 'Basic',
    },
  };

  it('when the sitting already has the allowed number of personalized warm-ups', () => {
    const p1 = result({
      result_id: 2,
      test_name: 'Set A Personalized 1',
      is_personalized: true,
      sitting_id: 1,
      assigned_questions: [102, 104],
    });
    const rec = result({
      result_id: 3,
      test_name: 'Set A Recommended Test',
      is_personalized: true,
      sitting_id: 1,
      assigned_questions: [102, 104],
    });
    const p2 = result({
      result_id: 4,
      test_name: 'Set A Personalized 2',
      is_personalized: true,
      sitting_id: 1,
      assigned_questions: [104],
    });
    expect(plan({ submitted: submitted(p2, [104]), existing: [original, p1, rec, p2] })).toEqual([reassign]);
  });

  it('when nothing was wrong', () => {
    expect(plan({ submitted: submitted(original, []), existing: [original] })).toEqual([reassign]);
  });

  it('when the client allows no personalized warm-up', () => {
    expect(plan({ allowedCount: 0, submitted: submitted(original, [101]), existing: [original] })).toEqual([reassign]);
  });
});

describe('rule 3: the latest "<name> Personalized 1" gives "<name> Recommended Test"', () => {
  it('at once, from the Personalized 1 just created', () => {
    const actions = plan({ submitted: submitted(original, [102, 104]), existing: [original] });
    expect(actions).toHaveLength(2);
    expect(actions[1]).toEqual({
      kind: 'create',
      rule: 3,
      result: expect.objectContaining({
        test_name: 'Set A Recommended Test',
        name_parts: { kind: 'recommended', base: 'Set A' },
        warmup_set_no: 10,
        sitting_id: 1,
        is_personalized: true,
        assigned_questions: [102, 104],
        total_qns: 2,
      }),
    });
  });

  it('once per sitting, from the latest Personalized 1', () => {
    const p1 = result({
      result_id: 2,
      test_name: 'Set A Personalized 1',
      is_personalized: true,
      sitting_id: 1,
      assigned_questions: [102],
    });
    const rec = result({
      result_id: 3,
      test_name: 'Set A Recommended Test',
      is_personalized: true,
      sitting_id: 1,
      assigned_questions: [102],
    });
    const again = result({ result_id: 6, test_name: 'Set A' });
    const p1b = result({
      result_id: 7,
      test_name: 'Set A Personalized 1',
      is_personalized: true,
      sitting_id: 6,
      assigned_questions: [103, 105],
    });
    // P1 of sitting 6 was assigned by hand (no recommended test yet); its submission with nothing wrong reassigns,
    // then the recommended test of sitting 6 appears.
    const actions = plan({ submitted: submitted(p1b, []), existing: [original, p1, rec, again, p1b] });
    expect(actions.map((a) => a.rule)).toEqual([2, 3, 4]);
    expect(actions[1]).toMatchObject({
      result: { test_name: 'Set A Recommended Test', sitting_id: 6, assigned_questions: [103, 105] },
    });
  });
});

describe('rules 4 and 5: the Master Recommended Test', () => {
  const recB = result({
    result_id: 20,
    test_name: 'Set B Recommended Test',
    warmup_set_no: 11,
    is_personalized: true,
    sitting_id: 15,
    assigned_questions: [201, 202, 102],
  });

  it('rule 4: with two recommended tests, a master of their unique questions, no set, 00:02:00, not taken', () => {
    const actions = plan({ submitted: submitted(original, [102, 104]), existing: [recB, original] });
    expect(actions.map((a) => a.rule)).toEqual([1, 3, 4]);
    expect(actions[2]).toEqual({
      kind: 'create',
      rule: 4,
      result: {
        test_name: 'Master Recommended Test',
        name_parts: { kind: 'master recommended' },
        warmup_set_no: null,
        sitting_id: null,
        is_personalized: true,
        reassign: false,
        assigned_questions: [201, 202, 102, 104],
        total_qns: 4,
        timer: true,
        student_timer: '00:02:00',
        test_level: '',
      },
    });
  });

  it('rule 4: one recommended test is not enough', () => {
    expect(plan({ submitted: submitted(original, [102]), existing: [original] }).map((a) => a.rule)).toEqual([1, 3]);
  });

  it('rule 5: exactly one master gets only the questions it lacks', () => {
    const master = result({
      result_id: 30,
      test_name: 'Master Recommended Test',
      warmup_set_no: null,
      is_personalized: true,
      test_taken: false,
      assigned_questions: [201, 202, 102],
    });
    const actions = plan({ submitted: submitted(original, [102, 104]), existing: [recB, master, original] });
    expect(actions.map((a) => a.rule)).toEqual([1, 3, 5]);
    expect(actions[2]).toEqual({
      kind: 'add_questions',
      rule: 5,
      result_id: 30,
      assigned_questions: [201, 202, 102, 104],
    });
  });

  it('rule 5: nothing when the master already has every question, is taken, or there are several', () => {
    const master = result({
      result_id: 30,
      test_name: 'Master Recommended Test',
      warmup_set_no: null,
      is_personalized: true,
      test_taken: false,
      assigned_questions: [201, 202, 102, 104],
    });
    expect(
      plan({ submitted: submitted(original, [102, 104]), existing: [recB, master, original] }).map((a) => a.rule),
    ).toEqual([1, 3]);
    const taken = { ...master, assigned_questions: [201], test_taken: true };
    expect(
      plan({ submitted: submitted(original, [102, 104]), existing: [recB, taken, original] }).map((a) => a.rule),
    ).toEqual([1, 3]);
    const second = { ...master, result_id: 31, assigned_questions: [201] };
    expect(
      plan({
        submitted: submitted(original, [102, 104]),
        existing: [recB, { ...master, assigned_questions: [201] }, second, original],
      }).map((a) => a.rule),
    ).toEqual([1, 3]);
  });
});
