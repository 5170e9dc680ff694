// Sittings as the server answers them, for tests of the screens that show them.
import type { MasterSittingSummary, PersonalizedSittingSummary } from '@prep/domain';

let next = 1;

export const masterSitting = (over: Partial<MasterSittingSummary> = {}): MasterSittingSummary => ({
  kind: 'master',
  master_sitting_id: next++,
  master_sitting_date: '2026-05-04',
  Student_First_Name: 'Asha',
  program: 'SAT',
  colors: '',
  student_comments: 'Ready to take',
  student_enrollment: 1,
  assessment_num: 2,
  prep_test: false,
  is_practice_test: false,
  master_qnsbank: 8,
  test_name: 'SAT Practice 3',
  test_type: 'SAT',
  answer_type: 'A - H',
  student: 12,
  comments: 'Assigned: the student can take this test',
  assessment_flag: false,
  assessment_score: 0,
  test_taken: false,
  import_test_results: false,
  analyse_test_results: false,
  state: 'to_take',
  clock_status: 'assigned',
  timer: false,
  student_timer: '00:00:00',
  time_multiplier: '1',
  time_allowed: null,
  remaining_seconds: null,
  pause_allowed: true,
  pause_limit_minutes: 10,
  pause_seconds_left: 600,
  time_taken: '',
  total_qns: 4,
  score: null,
  percentage: null,
  points: null,
  wrong_qns_numberlist: null,
  result: [],
  preparation: null,
  ...over,
});

export const personalizedSitting = (over: Partial<PersonalizedSittingSummary> = {}): PersonalizedSittingSummary => {
  const {
    kind: _kind,
    master_sitting_id,
    Student_First_Name,
    program,
    colors,
    student_enrollment,
    assessment_num,
    prep_test,
    is_practice_test,
    preparation,
    master_sitting_date,
    ...common
  } = masterSitting();
  return {
    ...common,
    kind: 'personalized',
    personalized_id: next++,
    personalized_sitting_date: master_sitting_date,
    master_sitting: master_sitting_id,
    test_name: 'SAT Practice 3 Personalized 1',
    question_numbers: [2, 4],
    total_qns: 2,
    ...over,
  };
};
