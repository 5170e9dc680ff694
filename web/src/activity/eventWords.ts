// An audit event in words of the language shown: its action ('student.updated' → "Student updated"), the
// kind of record it concerns, who acted, and the values of a change. An action or a kind without a text
// here (one a later feature writes) is shown by its own name, so nothing is hidden for want of a word.
import { type AuditActorRole, msg } from '@prep/domain';
import { fieldWord } from '../forms/fieldLabels';

type Translate = (key: string) => string;

const ACTION_WORDS: Readonly<Record<string, string>> = {
  'student.created': msg('Student added'),
  'student.updated': msg('Student updated'),
  'student.deleted': msg('Student deleted'),
  'student.erased': msg('Student erased'),
  'student.exported': msg('Student data exported'),
  'student.invited': msg('Student invited'),
  'students.exported': msg('Students exported'),
  'students.imported': msg('Students imported'),
  'teacher.created': msg('Teacher added'),
  'teacher.updated': msg('Teacher updated'),
  'teacher.deleted': msg('Teacher deleted'),
  'teacher.erased': msg('Teacher erased'),
  'teacher.invited': msg('Teacher invited'),
  'teachers.exported': msg('Teachers exported'),
  'teachers.imported': msg('Teachers imported'),
  'teacher.exported': msg('Teacher data exported'),
  'teacher.two_factor_reset': msg('Two-factor sign-in reset'),
  'clientadmin.created': msg('Client admin added'),
  'clientadmin.updated': msg('Client admin updated'),
  'clientadmin.deleted': msg('Client admin deleted'),
  'clientadmin.imported': msg('Client admins imported'),
  'clientadmin.updated_from_file': msg('Client admin updated from a file'),
  'clientadmin.two_factor_reset': msg('Two-factor sign-in reset'),
  'client.created': msg('Client added'),
  'client.updated': msg('Client updated'),
  'client.deleted': msg('Client deleted'),
  'client.exported': msg('Client exported'),
  'client.imported': msg('Clients imported'),
  'client.updated_from_file': msg('Client updated from a file'),
  'api_key.created': msg('API key issued'),
  'class.created': msg('Class added'),
  'class.updated': msg('Class updated'),
  'class.deleted': msg('Class deleted'),
  'class.assigned': msg('Test assigned to a class'),
  'class.released': msg('Class results released'),
  'class.reassigned': msg('Test assigned again to a class'),
  'class.prepared': msg('Preparation test assigned to a class'),
  'class.student_added': msg('Student added to a class'),
  'class.student_removed': msg('Student removed from a class'),
  'class.teacher_added': msg('Teacher added to a class'),
  'class.synced': msg('Class synced with the LMS'),
  'lti.deep_linked': msg('Test linked in an LMS course'),
  'class.teacher_removed': msg('Teacher removed from a class'),
  'classes.exported': msg('Classes exported'),
  'sitting.assigned': msg('Real test assigned'),
  'sitting.updated': msg('Real test changed'),
  'sitting.deleted': msg('Real test removed'),
  'sitting.submitted': msg('Real test submitted'),
  'sitting.released': msg('Results released'),
  'sitting.started': msg('Real test started'),
  'sitting.paused': msg('Real test paused'),
  'sitting.resumed': msg('Real test resumed'),
  'sitting.graded': msg('Real test graded'),
  'personalized.assigned': msg('Preparation test assigned'),
  'personalized.updated': msg('Preparation test changed'),
  'personalized.deleted': msg('Preparation test removed'),
  'personalized.submitted': msg('Preparation test submitted'),
  'personalized.released': msg('Preparation test results released'),
  'personalized.graded': msg('Preparation test graded'),
  'personalized.started': msg('Preparation test started'),
  'personalized.paused': msg('Preparation test paused'),
  'personalized.resumed': msg('Preparation test resumed'),
  'warmup_result.assigned': msg('Warm-up assigned'),
  'warmup_result.updated': msg('Warm-up assignment changed'),
  'warmup_result.deleted': msg('Warm-up assignment removed'),
  'warmup_result.started': msg('Warm-up started'),
  'warmup_result.resumed': msg('Warm-up resumed'),
  'warmup_result.paused': msg('Warm-up paused'),
  'warmup_result.submitted': msg('Warm-up submitted'),
  'warmup_result.graded': msg('Warm-up graded'),
  'warmup_result.released': msg('Warm-up results released'),
  'test.created': msg('Test added'),
  'test.updated': msg('Test updated'),
  'test.deleted': msg('Test deleted'),
  'test.questions_imported': msg('Questions imported'),
  'test.warmups_imported': msg('Warm-ups imported'),
  'course.created': msg('Course added'),
  'question.created': msg('Question added'),
  'question.updated': msg('Question updated'),
  'question.deleted': msg('Question deleted'),
  'question.key_changed': msg('Answer key changed'),
  'question.options_imported': msg('Options imported'),
  'question.options_updated': msg('Options updated'),
  'answer.updated': msg('Answer option changed'),
  'steps.created': msg('Steps added'),
  'steps.updated': msg('Steps updated'),
  'step_video.created': msg('Step video added'),
  'step_video.updated': msg('Step video updated'),
  'step_video.deleted': msg('Step video deleted'),
  'warmup.created': msg('Warm-up added'),
  'warmup.updated': msg('Warm-up updated'),
  'warmup.deleted': msg('Warm-up deleted'),
  'grant.created': msg('Test access granted'),
  'grant.updated': msg('Test access changed'),
  'grant.deleted': msg('Test access removed'),
  'totp.reset': msg('Two-factor sign-in reset'),
  'account.language_changed': msg('Language changed'),
  'account.password_reset': msg('Password reset'),
  'account.signed_out_everywhere': msg('Signed out everywhere'),
  'account.two_factor_started': msg('Two-factor sign-in set-up started'),
  'account.two_factor_enabled': msg('Two-factor sign-in turned on'),
  'account.two_factor_disabled': msg('Two-factor sign-in turned off'),
  'audit.exported': msg('Activity exported'),
  'lti_platform.created': msg('LMS connection added'),
  'lti_platform.updated': msg('LMS connection updated'),
  'lti_platform.deleted': msg('LMS connection deleted'),
  'lti_score.resent': msg('Score sent to the LMS again'),
};

/** The actions the Activity screen's filter offers, in the order above. */
export const KNOWN_ACTIONS = Object.keys(ACTION_WORDS);

/** "Student updated" for 'student.updated'; the action's own name when it has no text yet. */
export const actionLabel = (t: Translate, action: string) => {
  const word = ACTION_WORDS[action];
  return word ? t(word) : action;
};

const SUBJECT_WORDS: Readonly<Record<string, string>> = {
  student: msg('Student'),
  teacher: msg('Teacher'),
  clientadmin: msg('Client admin'),
  client: msg('Client'),
  class: msg('Class'),
  sitting: msg('Real test'),
  personalized: msg('Preparation test'),
  warmup_result: msg('Warm-up result'),
  test: msg('Test'),
  question: msg('Question'),
  warmup: msg('Warm-up'),
  grant: msg('Test access'),
  audit: msg('Activity'),
  steps: msg('Steps'),
  step_video: msg('Step video'),
  answer: msg('Answer option'),
  course: msg('Course'),
  lti_platform: msg('LMS connection'),
};

/** The kinds of record the filter offers. */
export const KNOWN_SUBJECT_TYPES = Object.keys(SUBJECT_WORDS);

export const subjectTypeLabel = (t: Translate, type: string) => {
  const word = SUBJECT_WORDS[type];
  return word ? t(word) : type;
};

export const ROLE_WORDS: Readonly<Record<AuditActorRole, string>> = {
  superadmin: msg('Super admin'),
  clientadmin: msg('Client admin'),
  teacher: msg('Teacher'),
  student: msg('Student'),
  api_key: msg('API key'),
  system: msg('The system'),
};

/**
 * Who may act, in the filter's order. Read from the words above rather than the domain's list, whose module
 * (with the audit schemas) would otherwise join the chunk of schemas every first load carries.
 */
export const ACTOR_ROLES = Object.keys(ROLE_WORDS) as AuditActorRole[];

/** A changed field in words ("City", "First Name"); a field without a word is shown by its name. */
export const changedFieldLabel = (t: Translate, field: string) => {
  const word = fieldWord(field);
  return word ? t(word) : field;
};

/** A value before or after a change: '—' for none, yes or no, a list's items, a record as JSON. */
export function valueText(t: Translate, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => valueText(t, item)).join(', ');
  return JSON.stringify(value);
}
