// The field rules and the class reach, alone: what each role sees of a result before and after the release,
// of a warm-up and a test's question, and which class a scope reaches (item analysis's class check). The
// API tests of sittings, warm-up results, warm-ups, quizzes and item analysis prove them through the routes.
import type { AccessClaims, QuestionView } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { questionAsSeen, releasedTo, seesBeforeRelease, warmupsAsSeen } from './fields';
import { classInReach } from './lists';
import { scopeOf } from './scope';

const su: AccessClaims = { sub: '1', role: 'superadmin', client_id: null };
const admin: AccessClaims = { sub: '10', role: 'clientadmin', client_id: 1 };
const teacher: AccessClaims = { sub: '40', role: 'teacher', client_id: 1 };
const student: AccessClaims = { sub: '20', role: 'student', client_id: 1 };

describe('the field rules', () => {
  it('shows a result before the release to staff, after it to the student', () => {
    for (const staff of [su, admin, teacher]) {
      expect(seesBeforeRelease(scopeOf(staff, {}))).toBe(true);
      expect(releasedTo(scopeOf(staff, {}), { analyse_test_results: false })).toBe(true);
    }
    expect(releasedTo(scopeOf(student, {}), { analyse_test_results: false })).toBe(false);
    expect(releasedTo(scopeOf(student, {}), { analyse_test_results: true })).toBe(true);
  });

  it('never gives a student a warm-up’s answer', () => {
    const rows = [{ warmup_id: 1, answer: '4' }];
    expect(warmupsAsSeen(scopeOf(student, {}), rows)).toEqual([{ warmup_id: 1 }]);
    expect(warmupsAsSeen(scopeOf(admin, {}), rows)).toEqual(rows);
  });

  it('cuts a test question’s key, feedback, steps and videos until revealed', () => {
    const question = {
      questionid: 1,
      answers: [{ answersid: 2, name: 'A', isAnswer: true, feedback: 'Yes' }],
      steps: [{ step: 'x' }],
      stepvideo: [{ client_admin: 2 }, { client_admin: null }],
    } as unknown as QuestionView;
    const hidden = questionAsSeen(scopeOf(student, {}), question, false);
    expect(hidden.answers).toEqual([{ answersid: 2, name: 'A' }]);
    expect(hidden).toMatchObject({ steps: [], stepvideo: [] });
    // Revealed: the videos of the viewer's client and the general ones, not another client's.
    expect(questionAsSeen(scopeOf(student, {}), question, true).stepvideo).toEqual([{ client_admin: null }]);
  });
});

describe('classInReach', () => {
  it('reaches a class of the scope’s client, a teacher only the classes they teach', () => {
    expect(classInReach(scopeOf(admin, {}), { client: 1, taught: false })).toBe(true);
    expect(classInReach(scopeOf(admin, {}), { client: 2, taught: false })).toBe(false);
    expect(classInReach(scopeOf(teacher, {}), { client: 1, taught: true })).toBe(true);
    expect(classInReach(scopeOf(teacher, {}), { client: 1, taught: false })).toBe(false);
    expect(classInReach(scopeOf(su, {}), { client: 2, taught: false })).toBe(true);
    expect(classInReach(scopeOf(su, { client: 1 }), { client: 2, taught: false })).toBe(false);
  });
});
