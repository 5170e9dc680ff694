// Who may do what, for every route of the API, in one table. A route names its permission in its
// options (`config: { access: 'student.update' }`); the access plugin turns the row into the checks:
// the role at onRequest (before the body is read), the record in `request.authorize(facts)`.
import type { Role } from '@prep/domain';

/**
 * How far a role reaches with a permission:
 * - `any`: every record;
 * - `client`: records of the principal's own client;
 * - `self`: the signed-in student's own records (a teacher's: their own profile, facts.teacher);
 * - `granted`: tests and warm-up sets granted to the principal's client;
 * - `assigned`: tests and warm-up sets assigned to the signed-in student;
 * - `taught`: a teacher's own classes, and the students and results of those classes (facts.taught).
 */
export type Reach = 'any' | 'client' | 'self' | 'granted' | 'assigned' | 'taught';
export type Rule = Readonly<Partial<Record<Role, Reach>>>;

export const ROLES: readonly Role[] = ['superadmin', 'clientadmin', 'teacher', 'student'];

const SUPER_ADMIN: Rule = { superadmin: 'any' };
const ADMINS: Rule = { superadmin: 'any', clientadmin: 'client' };
const EVERYONE: Rule = { superadmin: 'any', clientadmin: 'any', teacher: 'any', student: 'any' };
const STUDENT_OR_ADMINS: Rule = { superadmin: 'any', clientadmin: 'client', student: 'self' };
const CONTENT_READERS: Rule = { superadmin: 'any', clientadmin: 'granted', teacher: 'granted', student: 'assigned' };
/** A class and its work: admins of its client, and the teachers of the class. */
const CLASS_STAFF: Rule = { superadmin: 'any', clientadmin: 'client', teacher: 'taught' };
const OWN_STUDENT: Rule = { student: 'self' };
/** Staff's own account (each acts on their own: the routes take the person from the token). */
const STAFF_SELF: Rule = { superadmin: 'any', clientadmin: 'client', teacher: 'client' };
const PEOPLE_SELF: Rule = { ...STAFF_SELF, student: 'self' };

export const POLICY = {
  // The signed-in person's own account (its language, issue 21); the super admin has none to keep.
  'account.language': { clientadmin: 'client', teacher: 'client', student: 'self' },
  // Two-factor sign-in (issue 28): staff set up and turn off their own.
  'account.totp': STAFF_SELF,
  // Their own sign-in history, and signing out of every session: everyone who signs in.
  'account.signIns': PEOPLE_SELF,
  'account.signOut': PEOPLE_SELF,

  // The audit log (issue 28): a client admin reads their client's events, the super admin every client's and
  // the content events; teachers and students none.
  'audit.read': ADMINS,

  'course.list': EVERYONE,
  'course.create': SUPER_ADMIN,

  'client.list': SUPER_ADMIN,
  // A client's branding and settings theme its admins' and students' screens.
  'client.read': { superadmin: 'any', clientadmin: 'client', teacher: 'client', student: 'client' },
  'client.create': SUPER_ADMIN,
  'client.update': SUPER_ADMIN,
  'client.delete': SUPER_ADMIN,
  'client.import': SUPER_ADMIN,
  'client.export': SUPER_ADMIN,
  'client.apiToken': SUPER_ADMIN,
  // Who a retention setting would erase (issue 28), shown where the super admin sets it.
  'client.retentionPreview': SUPER_ADMIN,

  'clientAdmin.list': SUPER_ADMIN,
  'clientAdmin.create': SUPER_ADMIN,
  'clientAdmin.update': SUPER_ADMIN,
  'clientAdmin.delete': SUPER_ADMIN,
  'clientAdmin.import': SUPER_ADMIN,
  // A client admin's sign-in history, and the reset of their two-factor sign-in (a lost authenticator).
  'clientAdmin.signIns': SUPER_ADMIN,
  'clientAdmin.totpReset': SUPER_ADMIN,

  'teacher.list': ADMINS,
  'teacher.read': ADMINS,
  'teacher.create': ADMINS,
  'teacher.update': ADMINS,
  'teacher.delete': ADMINS,
  // Erasure (issue 28): the person's admins; the same erasure as a delete, with their email typed back.
  'teacher.erase': ADMINS,
  'teacher.import': ADMINS,
  // Mails the teacher a link to set a password and sign in (issue 18).
  'teacher.invite': ADMINS,
  'teacher.signIns': ADMINS,
  // A teacher who lost their authenticator and codes: their client's admin (or the super admin) resets it.
  'teacher.totpReset': ADMINS,
  // Everything held about a teacher as a zip (issue 28, privacy export): their admins, and the teacher themself.
  'teacher.export': { superadmin: 'any', clientadmin: 'client', teacher: 'self' },
  // An LMS's deep-linking request (issue 29): answered only by the teacher the LMS sent it for.
  'lti.deepLink': { teacher: 'self' },

  'student.list': ADMINS,
  'student.read': ADMINS,
  'student.create': ADMINS,
  'student.update': ADMINS,
  'student.delete': ADMINS,
  'student.erase': ADMINS,
  'student.import': ADMINS,
  'student.signIns': ADMINS,
  // Everything held about a student as a zip (issue 28): their admins, and the student (the right of access).
  // Not their teachers: a class's staff see its work, not the student's whole record.
  'student.export': STUDENT_OR_ADMINS,

  'quiz.list': CONTENT_READERS,
  'quiz.read': CONTENT_READERS,
  'quiz.create': SUPER_ADMIN,
  'quiz.update': SUPER_ADMIN,
  'quiz.delete': SUPER_ADMIN,
  // A test's questions with options and keys, as files (GIFT, QTI, JSON): admins who may read the test.
  'quiz.export': { superadmin: 'any', clientadmin: 'granted' },

  'question.list': CONTENT_READERS,
  'question.read': CONTENT_READERS,
  'question.create': SUPER_ADMIN,
  'question.update': SUPER_ADMIN,
  'question.delete': SUPER_ADMIN,
  // Answer options and keys, one option or a whole question's at once.
  'answer.update': SUPER_ADMIN,
  'steps.create': SUPER_ADMIN,
  'steps.update': SUPER_ADMIN,
  // Step videos (§6): read and added by admins of the tests they may read, a client admin's carrying its
  // client; changed and deleted by the super admin, or by a client admin for its client's own videos. The
  // student sees them in a released sitting's review.
  'stepVideo.list': { superadmin: 'any', clientadmin: 'granted' },
  'stepVideo.read': { superadmin: 'any', clientadmin: 'granted' },
  'stepVideo.create': { superadmin: 'any', clientadmin: 'granted' },
  'stepVideo.upload': { superadmin: 'any', clientadmin: 'granted' },
  'stepVideo.update': ADMINS,
  'stepVideo.delete': ADMINS,
  // Questions, answers and steps from rows (the three §7 import routes) or from a file (tags, GIFT, Aiken, QTI, JSON).
  'question.import': SUPER_ADMIN,
  // The Conversion Tool's PDF to text.
  'conversion.pdf': SUPER_ADMIN,

  'warmup.list': CONTENT_READERS,
  'warmup.read': CONTENT_READERS,
  'warmup.create': SUPER_ADMIN,
  'warmup.update': SUPER_ADMIN,
  'warmup.delete': SUPER_ADMIN,
  'warmup.import': SUPER_ADMIN,

  'grant.list': { superadmin: 'any', clientadmin: 'client', teacher: 'client' },
  'grant.offered': SUPER_ADMIN,
  'grant.create': SUPER_ADMIN,
  'grant.update': SUPER_ADMIN,

  // Classes (issue 18): people management stays with the admins; teachers read their classes, assign to
  // them, see and release their results.
  'classroom.list': CLASS_STAFF,
  'classroom.read': CLASS_STAFF,
  'classroom.create': ADMINS,
  'classroom.update': ADMINS,
  'classroom.delete': ADMINS,
  'classroom.import': ADMINS,
  // A OneRoster export (issue 29): people, classes and memberships, like the three imports above.
  'oneroster.import': ADMINS,
  'classroom.export': ADMINS,
  'classroom.assign': CLASS_STAFF,
  'classroom.results': CLASS_STAFF,
  'classroom.release': CLASS_STAFF,
  // The roster sync from the class's LMS course (issue 29): a change of its members, as the roster's own.
  'classroom.sync': ADMINS,
  // A score on its way to the LMS gradebook sent again (issue 29): the staff of a class holding the student.
  'ltiScore.resend': CLASS_STAFF,

  // LTI 1.3 (issue 29): the LMSs a client connects ("LMS connections"), registered by its admins.
  'lti.manage': ADMINS,

  // Analysis (issue 20). A test's item analysis: admins and teachers of the clients it is granted to, over the
  // students they reach (a client's; a teacher's classes'). A student's progress, skills, fluency and report:
  // the student, their client's admins, their teachers. A class's: its staff.
  'analytics.test': { superadmin: 'any', clientadmin: 'granted', teacher: 'granted' },
  'analytics.student': { superadmin: 'any', clientadmin: 'client', teacher: 'taught', student: 'self' },
  'analytics.classroom': CLASS_STAFF,

  'warmupResult.list': STUDENT_OR_ADMINS,
  'warmupResult.read': STUDENT_OR_ADMINS,
  'warmupResult.assign': ADMINS,
  // An administrator releases or changes the timer; the student submits the answers.
  'warmupResult.update': STUDENT_OR_ADMINS,
  'warmupResult.delete': ADMINS,
  // Opening, pausing and saving drafts: the student taking it, no one else.
  'warmupResult.take': OWN_STUDENT,

  // Real tests (master sittings) and personalized preparation tests, alike.
  'sitting.list': ADMINS,
  // One sitting, or one student's list: the student's dashboard reads its own.
  'sitting.read': STUDENT_OR_ADMINS,
  'sitting.assign': ADMINS,
  // Release (Score & Stats / Analyse), Change Timer, comments.
  'sitting.update': ADMINS,
  'sitting.delete': ADMINS,
  // Opening, pausing, saving each choice and submitting: the student taking it, no one else.
  'sitting.take': OWN_STUDENT,
  // Chosen and correct options with steps and videos: admins, and the student once released.
  'sitting.review': STUDENT_OR_ADMINS,
  'sitting.analyse': ADMINS,
  // A student's answers sat on paper, entered by an administrator.
  'sitting.paper': ADMINS,
  // Paper tests (issue 30): printing a test's answer sheets (a paper sitting for each student), the sheets
  // and their layout: a class's staff for their class; for chosen students the admins, or a teacher who
  // teaches every one of them.
  'paper.print': CLASS_STAFF,
  // Uploading scanned sheets, following their reading, seeing a page and confirming its answers: the
  // client's admins for every scan, a teacher for the scans they uploaded (pages of their classes only).
  'paper.scan': CLASS_STAFF,
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof POLICY;

/**
 * What a session that may only enrol (its client requires two-factor sign-in, issue 28) may use: setting it
 * up, and signing out. Everything else answers 403 until the person has confirmed a code.
 */
export const ENROLMENT_ONLY: ReadonlySet<Permission> = new Set<Permission>(['account.totp', 'account.signOut']);

/** Routes anyone may call: sign-in, password reset, Contact Us, health. */
export const PUBLIC = 'public';
export type Access = Permission | typeof PUBLIC;

export const isPermission = (value: string): value is Permission => Object.hasOwn(POLICY, value);
