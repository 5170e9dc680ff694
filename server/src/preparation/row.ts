// The row of a planned preparation test (domain planPreparationTest), as both the per-student route and a
// class's preparation tests insert it: the plan's fields, the dashboard's "assigned" words, and the timing
// and names the caller chose.
import { type NewPreparationTest, SITTING_COMMENTS } from '@prep/domain';
import type { personalizedSittings } from '../db/schema/index';

type PersonalizedInsert = typeof personalizedSittings.$inferInsert;

export type PreparationChoices = Pick<
  PersonalizedInsert,
  'timer' | 'student_timer' | 'pause_allowed' | 'pause_limit_minutes'
> &
  Partial<Pick<PersonalizedInsert, 'personalized_sitting_date' | 'test_name' | 'comments' | 'assessment_flag'>>;

/** The insert of a planned preparation test; a name or comment left empty is the plan's. */
export function preparationRow(test: NewPreparationTest, choices: PreparationChoices): PersonalizedInsert {
  return {
    master_sitting: test.master_sitting,
    master_qnsbank: test.master_qnsbank,
    test_type: test.test_type,
    student: test.student,
    wrong_qns_numberlist: test.wrong_qns_numberlist,
    assessment_flag: test.assessment_flag,
    assessment_score: test.assessment_score,
    question_numbers: test.question_numbers,
    total_qns: test.question_numbers.length,
    student_comments: SITTING_COMMENTS.assigned.student_comments,
    ...choices,
    test_name: choices.test_name || test.test_name,
    // A name typed by the admin is theirs: no parts to compose it from.
    name_parts: choices.test_name ? null : test.name_parts,
    comments: choices.comments || test.comments,
  };
}
