// The world the policy test walks: clients A and B with admins and students; tenant A's records (teacher, student,
// sittings, a test and warm-up set granted to A only); and for every route, the request aimed at A's record or list.
import { eq } from 'drizzle-orm';
import {
  answers,
  classroomAssignments,
  classrooms,
  classroomStudents,
  classroomTeachers,
  masterSittings,
  personalizedSittings,
  questions,
  steps,
  stepVideos,
} from '../db/schema/index';
import {
  bearer,
  createClient,
  createClientAdmin,
  createStudent,
  createTeacher,
  createTest,
  createWarmupResult,
  createWarmupSet,
  grantToClient,
  studentPayload,
  superAdminHeaders,
  teacherPayload,
  tokenFor,
} from './fixtures';
import type { TestApp } from './harness';
import { rosterTarget } from './oneroster';
import { LTI_TARGETS, ltiIdsOf } from './policy-world-lti';
import { PAPER_TARGETS, paperIdsOf } from './policy-world-paper';

export async function world(t: TestApp) {
  const { app, db } = t;
  // Both clients have classes on (assign_test_for_class), so the classes' routes answer for them.
  const clientA = await createClient(db, { assign_test_for_class: true });
  const clientB = await createClient(db, { assign_test_for_class: true });
  const adminA = await createClientAdmin(db, clientA);
  const adminB = await createClientAdmin(db, clientB);
  const teacher = await createTeacher(db, clientA.client_id, { First_Name: 'Maria' });
  const otherTeacher = await createTeacher(db, clientA.client_id);
  const studentA = await createStudent(db, clientA.client_id);
  const studentA2 = await createStudent(db, clientA.client_id);
  const studentB = await createStudent(db, clientB.client_id);
  const test = await createTest(db, { questionCount: 2 });
  const set = await createWarmupSet(db);
  const grantA = await grantToClient(db, clientA.client_id, adminA.email, {
    quizzes: [test.master_qnsbank_id],
    warmups: [set.set.master_qnsbank_id],
  });
  await grantToClient(db, clientB.client_id, adminB.email, {});
  const result = await createWarmupResult(
    db,
    studentA.student_id,
    set.set,
    set.warmups.map((w) => w.warmup_id),
  );
  // Taken and released, so its review and analysis answer the reads below.
  const done = { test_taken: true, import_test_results: true, analyse_test_results: true, total_qns: 2 };
  const [sitting] = await db
    .insert(masterSittings)
    .values({ master_qnsbank: test.master_qnsbank_id, student: studentA.student_id, ...done })
    .returning();
  const [preparation] = await db
    .insert(personalizedSittings)
    .values({
      master_sitting: sitting?.master_sitting_id ?? 0,
      master_qnsbank: test.master_qnsbank_id,
      student: studentA.student_id,
      question_numbers: [1, 2],
      ...done,
    })
    .returning();
  const [question] = await db.select().from(questions).where(eq(questions.master_qnsbank, test.master_qnsbank_id));
  const questionId = question?.questionid ?? 0;
  const options = await db
    .insert(answers)
    .values(
      ['A', 'B', 'C', 'D'].map((name, i) => ({
        name,
        isAnswer: i === 1,
        question: questionId,
        master_qnsbank: test.master_qnsbank_id,
      })),
    )
    .returning();
  const [stepsRow] = await db
    .insert(steps)
    .values({ question: questionId, master_qnsbank: test.master_qnsbank_id, step1_text: 'Add' })
    .returning();
  const [video] = await db
    .insert(stepVideos)
    .values({ question: questionId, master_qnsbank: test.master_qnsbank_id, client_admin: clientA.client_id, urls: [] })
    .returning();
  // A class of A taught by the teacher, with student A and a class assignment of the test; another class of A
  // taught by the other teacher.
  const [classroom] = await db
    .insert(classrooms)
    .values([
      { client: clientA.client_id, class_name: 'Period 1', program: 'SAT' },
      { client: clientA.client_id, class_name: 'Period 2', program: 'SAT' },
    ])
    .returning();
  const classroomId = classroom?.id ?? 0;
  await db.insert(classroomTeachers).values([
    { classroom: classroomId, teacher: teacher.id },
    { classroom: classroomId + 1, teacher: otherTeacher.id },
  ]);
  await db.insert(classroomStudents).values({ classroom: classroomId, student: studentA.student_id });
  await db.insert(classroomAssignments).values({ classroom: classroomId, kind: 'test', quiz: test.master_qnsbank_id });
  const student = (s: { student_id: number; client: number }) =>
    bearer(tokenFor(app, 'student', s.student_id, s.client));
  return {
    ids: {
      clientA: clientA.client_id,
      clientAdminA: adminA.client_admin_id,
      teacher: teacher.id,
      studentA: studentA.student_id,
      test: test.master_qnsbank_id,
      set: set.set.master_qnsbank_id,
      warmup: set.warmups[0]?.warmup_id ?? 0,
      result: result.result_id,
      grantA: grantA.id,
      sitting: sitting?.master_sitting_id ?? 0,
      preparation: preparation?.personalized_id ?? 0,
      question: questionId,
      answer: options[0]?.answersid ?? 0,
      steps: stepsRow?.master_qnssteps_versionid ?? 0,
      video: video?.master_qnsvideos_versionid ?? 0,
      classroom: classroomId,
      ...(await paperIdsOf(t, clientA.client_id, teacher.id, test.master_qnsbank_id, classroomId)),
      ...(await ltiIdsOf(db, clientA.client_id, studentA.student_id, sitting?.master_sitting_id ?? 0)),
    },
    adminEmailA: adminA.email,
    headers: {
      anonymous: {} as Record<string, string>,
      superadmin: superAdminHeaders(app),
      adminA: bearer(tokenFor(app, 'clientadmin', adminA.client_admin_id, clientA.client_id)),
      adminB: bearer(tokenFor(app, 'clientadmin', adminB.client_admin_id, clientB.client_id)),
      teacherA: bearer(tokenFor(app, 'teacher', teacher.id, clientA.client_id)),
      teacherA2: bearer(tokenFor(app, 'teacher', otherTeacher.id, clientA.client_id)),
      studentA: student(studentA),
      studentA2: student(studentA2),
      studentB: student(studentB),
    },
  };
}
export type World = Awaited<ReturnType<typeof world>>;

export interface Target {
  url: string;
  body?: unknown;
  contentType?: string;
  /** True when the request is about tenant A's data (a record, or a list or creation naming client A). */
  aboutRecord: boolean;
}

type Build = (w: World) => Target;
const about =
  (url: string, body?: unknown): Build =>
  () => ({ url, body, aboutRecord: true });
/** The caller's own account: no record of another to aim at. */
const own =
  (url: string, body?: unknown): Build =>
  () => ({ url, body, aboutRecord: false });
const list =
  (url: string): Build =>
  () => ({ url, aboutRecord: false });

/** The request each route gets, keyed `METHOD /openapi/path`. A new route needs its line here. */
const TARGETS: Record<string, Build> = {
  'GET /api/courses/': list('/api/courses/'),
  // Always the caller's own account: no record of another to aim at.
  'PUT /api/account/language/': () => ({ url: '/api/account/language/', body: { language: 'ta' }, aboutRecord: false }),
  // Two-factor sign-in, the sign-in history and sign out everywhere (issue 28): the caller's own, likewise.
  'GET /api/account/totp/': own('/api/account/totp/'),
  'POST /api/account/totp/': own('/api/account/totp/'),
  'DELETE /api/account/totp/': own('/api/account/totp/', { code: '123456' }),
  'POST /api/account/totp/confirm/': own('/api/account/totp/confirm/', { code: '123456' }),
  'GET /api/account/sign-ins/': own('/api/account/sign-ins/'),
  'POST /api/account/sign-out-everywhere/': own('/api/account/sign-out-everywhere/'),
  'GET /api/teacher/{id}/sign-ins/': (w) => about(`/api/teacher/${w.ids.teacher}/sign-ins/`)(w),
  'DELETE /api/teacher/{id}/totp/': (w) => about(`/api/teacher/${w.ids.teacher}/totp/`)(w),
  'GET /api/student/{id}/sign-ins/': (w) => about(`/api/student/${w.ids.studentA}/sign-ins/`)(w),
  // The privacy exports (issue 28): everything held about one person, as a zip.
  'GET /api/student/{id}/export/': (w) => about(`/api/student/${w.ids.studentA}/export/`)(w),
  'GET /api/teacher/{id}/export/': (w) => about(`/api/teacher/${w.ids.teacher}/export/`)(w),
  'GET /api/clientadmin/{id}/sign-ins/': (w) => about(`/api/clientadmin/${w.ids.clientAdminA}/sign-ins/`)(w),
  'DELETE /api/clientadmin/{id}/totp/': (w) => about(`/api/clientadmin/${w.ids.clientAdminA}/totp/`)(w),
  // The audit log (issue 28), in its export form: that also proves the export's own event (AUDIT_CHECK).
  'GET /api/audit/': (w) => about(`/api/audit/?client=${w.ids.clientA}&format=csv`)(w),
  'POST /api/courses/': () => ({ url: '/api/courses/', body: {}, aboutRecord: false }),

  'GET /api/client/': list('/api/client/'),
  'POST /api/client/': () => ({ url: '/api/client/', body: {}, aboutRecord: false }),
  'GET /api/client/{clientid}/': (w) => about(`/api/client/${w.ids.clientA}/`)(w),
  'PUT /api/client/{clientid}/': (w) => about(`/api/client/${w.ids.clientA}/`, {})(w),
  'DELETE /api/client/{clientid}/': (w) => about(`/api/client/${w.ids.clientA}/`)(w),
  'GET /api/client/{clientid}/export/': (w) => about(`/api/client/${w.ids.clientA}/export/`)(w),
  'GET /api/client/{clientid}/retention-preview/': (w) =>
    about(`/api/client/${w.ids.clientA}/retention-preview/?months=12`)(w),
  'POST /api/multiclient/': () => ({ url: '/api/multiclient/', body: {}, aboutRecord: false }),
  'POST /api/api_token/': (w) => about('/api/api_token/', { client: w.ids.clientA })(w),

  'GET /api/clientadmin/': list('/api/clientadmin/'),
  'POST /api/clientadmin/': () => ({ url: '/api/clientadmin/', body: {}, aboutRecord: false }),
  'PUT /api/clientadmin/{id}/': (w) => about(`/api/clientadmin/${w.ids.clientAdminA}/`, {})(w),
  'DELETE /api/clientadmin/{id}/': (w) => about(`/api/clientadmin/${w.ids.clientAdminA}/`)(w),
  'POST /api/multiadmin/': () => ({ url: '/api/multiadmin/', body: {}, aboutRecord: false }),
  'PUT /api/multiadmin/': () => ({ url: '/api/multiadmin/', body: {}, aboutRecord: false }),

  'GET /api/teacher/': (w) => about(`/api/teacher/?client=${w.ids.clientA}`)(w),
  'POST /api/teacher/': (w) => about('/api/teacher/', { ...teacherPayload(), client: w.ids.clientA })(w),
  'GET /api/teacher/export.csv': (w) => about(`/api/teacher/export.csv?client=${w.ids.clientA}`)(w),
  'GET /api/teacher/{id}/': (w) => about(`/api/teacher/${w.ids.teacher}/`)(w),
  'PUT /api/teacher/{id}/': (w) => about(`/api/teacher/${w.ids.teacher}/`, teacherPayload())(w),
  'DELETE /api/teacher/{id}/': (w) => about(`/api/teacher/${w.ids.teacher}/`)(w),
  'POST /api/teacher/{id}/erase/': (w) => about(`/api/teacher/${w.ids.teacher}/erase/`, { confirm: 'x' })(w),
  'POST /api/teacher/{id}/invite/': (w) => about(`/api/teacher/${w.ids.teacher}/invite/`)(w),
  'POST /api/import-teacher/': (w) =>
    about(`/api/import-teacher/?client=${w.ids.clientA}`, { teachers: [teacherPayload()] })(w),
  'PUT /api/import-teacher/': (w) =>
    about(`/api/import-teacher/?client=${w.ids.clientA}`, { teachers: [{ ...teacherPayload(), id: w.ids.teacher }] })(
      w,
    ),

  'GET /api/student/': (w) => about(`/api/student/?client=${w.ids.clientA}`)(w),
  'POST /api/student/': (w) => about('/api/student/', { ...studentPayload('Maria'), client: w.ids.clientA })(w),
  'GET /api/student/export.csv': (w) => about(`/api/student/export.csv?client=${w.ids.clientA}`)(w),
  'GET /api/student/{student_id}/': (w) => about(`/api/student/${w.ids.studentA}/`)(w),
  'PUT /api/student/{student_id}/': (w) => about(`/api/student/${w.ids.studentA}/`, studentPayload('Maria'))(w),
  'DELETE /api/student/{student_id}/': (w) => about(`/api/student/${w.ids.studentA}/`)(w),
  'POST /api/student/{student_id}/erase/': (w) => about(`/api/student/${w.ids.studentA}/erase/`, { confirm: 'x' })(w),
  'POST /api/import-student/': (w) =>
    about(`/api/import-student/?client=${w.ids.clientA}`, { students: [studentPayload('Maria')] })(w),
  'PUT /api/import-student/': (w) =>
    about(`/api/import-student/?client=${w.ids.clientA}`, {
      students: [{ student_id: w.ids.studentA, Student_First_Name: 'Ann' }],
    })(w),

  'GET /api/corresponding-teacher/{clientid}': (w) => about(`/api/corresponding-teacher/${w.ids.clientA}`)(w),
  'GET /api/corresponding-student/{clientid}': (w) => about(`/api/corresponding-student/${w.ids.clientA}`)(w),
  'GET /api/teacherandstudent/{clientid}': (w) => about(`/api/teacherandstudent/${w.ids.clientA}`)(w),

  'GET /quiz/quiz/': list('/quiz/quiz/'),
  'POST /quiz/quiz/': () => ({ url: '/quiz/quiz/', body: {}, aboutRecord: false }),
  'GET /quiz/quiz/{id}/': (w) => about(`/quiz/quiz/${w.ids.test}/`)(w),
  'PUT /quiz/quiz/{id}/': (w) => about(`/quiz/quiz/${w.ids.test}/`, {})(w),
  'DELETE /quiz/quiz/{id}/': (w) => about(`/quiz/quiz/${w.ids.test}/`)(w),
  'GET /quiz/quizwithcourse/': list('/quiz/quizwithcourse/'),

  'GET /quiz/question/': (w) => about(`/quiz/question/?master_qnsbank=${w.ids.test}`)(w),
  'POST /quiz/question/': (w) => about('/quiz/question/', { master_qnsbank: w.ids.test })(w),
  'GET /quiz/question/{id}/': (w) => about(`/quiz/question/${w.ids.question}/`)(w),
  'PUT /quiz/question/{id}/': (w) => about(`/quiz/question/${w.ids.question}/`, {})(w),
  'DELETE /quiz/question/{id}/': (w) => about(`/quiz/question/${w.ids.question}/`)(w),
  'PUT /quiz/question/{id}/answers/': (w) =>
    about(`/quiz/question/${w.ids.question}/answers/`, { options: ['A', 'B', 'C', 'D'], key: 2 })(w),
  'PUT /quiz/answers/{id}/': (w) =>
    about(`/quiz/answers/${w.ids.answer}/`, { name: 'A', isAnswer: true, question: w.ids.question })(w),
  'POST /quiz/steps/': (w) => about('/quiz/steps/', { question: w.ids.question, step1_text: 'Add' })(w),
  'PUT /quiz/steps/{id}/': (w) => about(`/quiz/steps/${w.ids.steps}/`, { step1_text: 'Add' })(w),
  'GET /quiz/stpvideo/': (w) => about(`/quiz/stpvideo/?question=${w.ids.question}`)(w),
  'POST /quiz/stpvideo/': (w) => about('/quiz/stpvideo/', { question: w.ids.question, urls: ['x'] })(w),
  'GET /quiz/stpvideo/{id}/': (w) => about(`/quiz/stpvideo/${w.ids.video}/`)(w),
  'PUT /quiz/stpvideo/{id}/': (w) => about(`/quiz/stpvideo/${w.ids.video}/`, { urls: ['x'] })(w),
  'DELETE /quiz/stpvideo/{id}/': (w) => about(`/quiz/stpvideo/${w.ids.video}/`)(w),
  'POST /quiz/stpvideo/uploads/': (w) =>
    about('/quiz/stpvideo/uploads/', { question: w.ids.question, file_name: 'a.mp4', size: 10 })(w),
  // A ticket names its question only once it is read: these targets carry none (the suite's tests check
  // that one caller's ticket is refused to another).
  'POST /quiz/stpvideo/uploads/parts/': () => ({
    url: '/quiz/stpvideo/uploads/parts/',
    body: { ticket: 'x' },
    aboutRecord: false,
  }),
  'POST /quiz/stpvideo/uploads/complete/': () => ({
    url: '/quiz/stpvideo/uploads/complete/',
    body: { ticket: 'x', parts: [{ part_number: 1, etag: 'x' }] },
    aboutRecord: false,
  }),
  'POST /quiz/importquestion/': () => ({ url: '/quiz/importquestion/', body: {}, aboutRecord: false }),
  'POST /quiz/importanswer/': () => ({ url: '/quiz/importanswer/', body: {}, aboutRecord: false }),
  'POST /quiz/importsteps/': () => ({ url: '/quiz/importsteps/', body: {}, aboutRecord: false }),
  'POST /quiz/quiz/{id}/import/': (w) => about(`/quiz/quiz/${w.ids.test}/import/`, {})(w),
  'POST /quiz/quiz/{id}/import/preview/': (w) => about(`/quiz/quiz/${w.ids.test}/import/preview/`, {})(w),
  'GET /quiz/quiz/{id}/export/': (w) => about(`/quiz/quiz/${w.ids.test}/export/?format=json`)(w),
  'POST /api/upload/': () => ({ url: '/api/upload/', body: {}, aboutRecord: false }),

  'GET /api/warmupByset/{id}/': (w) => about(`/api/warmupByset/${w.ids.set}/`)(w),
  'GET /api/warmup/': list('/api/warmup/'),
  'POST /api/warmup/': () => ({ url: '/api/warmup/', body: {}, aboutRecord: false }),
  'PUT /api/warmup/{id}/': (w) => about(`/api/warmup/${w.ids.warmup}/`, {})(w),
  'DELETE /api/warmup/{id}/': (w) => about(`/api/warmup/${w.ids.warmup}/`)(w),
  'POST /api/import-warmup/': () => ({ url: '/api/import-warmup/', body: {}, aboutRecord: false }),

  'GET /api/assignquiztoclient/': list('/api/assignquiztoclient/'),
  'POST /api/assignquiztoclient/': () => ({ url: '/api/assignquiztoclient/', body: {}, aboutRecord: false }),
  'GET /api/assignquiztoclient/offered/': list('/api/assignquiztoclient/offered/?test_type=SAT'),
  'PUT /api/assignquiztoclient/{id}/': (w) => about(`/api/assignquiztoclient/${w.ids.grantA}/`, {})(w),

  'GET /api/warmup-resultbyid/{studentid}/': (w) => about(`/api/warmup-resultbyid/${w.ids.studentA}/`)(w),
  'POST /api/warmup-result/': (w) =>
    about('/api/warmup-result/', { warmup_set_no: w.ids.set, student: w.ids.studentA, timer: false })(w),
  'GET /api/warmup-result/{id}/': (w) => about(`/api/warmup-result/${w.ids.result}/`)(w),
  'PUT /api/warmup-result/{id}/': (w) =>
    about(`/api/warmup-result/${w.ids.result}/`, { analyse_test_results: true })(w),
  'DELETE /api/warmup-result/{id}/': (w) => about(`/api/warmup-result/${w.ids.result}/`)(w),
  'POST /api/warmup-result/{id}/start/': (w) => about(`/api/warmup-result/${w.ids.result}/start/`)(w),
  'POST /api/warmup-result/{id}/pause/': (w) => about(`/api/warmup-result/${w.ids.result}/pause/`, { answers: {} })(w),
  'PUT /api/warmup-result/{id}/draft/': (w) => about(`/api/warmup-result/${w.ids.result}/draft/`, { answers: {} })(w),

  'GET /api/analytics/student/{id}/fluency/': (w) => about(`/api/analytics/student/${w.ids.studentA}/fluency/`)(w),
  'GET /api/analytics/classroom/{id}/fluency/': (w) => about(`/api/analytics/classroom/${w.ids.classroom}/fluency/`)(w),

  // Each principal lists its own (a teacher, the classes they teach).
  'GET /api/classroom/': list('/api/classroom/'),
  'POST /api/classroom/': (w) =>
    about('/api/classroom/', { class_name: 'Period 9', program: 'SAT', client: w.ids.clientA })(w),
  'GET /api/classroom/{id}/': (w) => about(`/api/classroom/${w.ids.classroom}/`)(w),
  'PUT /api/classroom/{id}/': (w) =>
    about(`/api/classroom/${w.ids.classroom}/`, { class_name: 'P', program: 'SAT' })(w),
  'DELETE /api/classroom/{id}/': (w) => about(`/api/classroom/${w.ids.classroom}/`)(w),
  'PUT /api/classroom/{id}/students/': (w) =>
    about(`/api/classroom/${w.ids.classroom}/students/`, { students: [w.ids.studentA] })(w),
  'POST /api/classroom/{id}/assign/': (w) =>
    about(`/api/classroom/${w.ids.classroom}/assign/`, { kind: 'test', master_qnsbank: w.ids.test })(w),
  'POST /api/classroom/{id}/newcomers/': (w) => about(`/api/classroom/${w.ids.classroom}/newcomers/`)(w),
  'GET /api/classroom/{id}/results/': (w) => about(`/api/classroom/${w.ids.classroom}/results/`)(w),
  'POST /api/classroom/{id}/release/': (w) =>
    about(`/api/classroom/${w.ids.classroom}/release/`, { master_qnsbank: w.ids.test })(w),
  'POST /api/classroom/{id}/reassign/': (w) =>
    about(`/api/classroom/${w.ids.classroom}/reassign/`, { master_qnsbank: w.ids.test, below: 1 })(w),
  'POST /api/classroom/{id}/preparation/': (w) =>
    about(`/api/classroom/${w.ids.classroom}/preparation/`, { master_qnsbank: w.ids.test })(w),
  'GET /api/export-classroom/': (w) => about(`/api/export-classroom/?client=${w.ids.clientA}`)(w),
  'POST /api/import-oneroster/': (w) => rosterTarget(w.ids.clientA),
  'POST /api/import-classroom/': (w) => ({
    url: `/api/import-classroom/?client=${w.ids.clientA}`,
    body: 'class_name,teacher_email,student_email\nPeriod 9,,\n',
    contentType: 'text/csv',
    aboutRecord: true,
  }),

  ...LTI_TARGETS,
  ...PAPER_TARGETS,

  'GET /api/analytics/test/{id}/': (w) => about(`/api/analytics/test/${w.ids.test}/`)(w),

  ...sittingTargets(
    '/api/mastersitting',
    (w) => w.ids.sitting,
    (w) => ({ master_qnsbank: w.ids.test }),
  ),
  'GET /api/mastersittingbystudentid/{studentid}/': (w) => about(`/api/mastersittingbystudentid/${w.ids.studentA}/`)(w),
  ...sittingTargets(
    '/api/personalized',
    (w) => w.ids.preparation,
    (w) => ({ master_sitting: w.ids.sitting }),
  ),
  'GET /api/personalizedbystudentid/{studentid}/': (w) => about(`/api/personalizedbystudentid/${w.ids.studentA}/`)(w),

  // Issue 20 (B): a student's progress and skills.
  'GET /api/analytics/student/{id}/progress/': (w) => about(`/api/analytics/student/${w.ids.studentA}/progress/`)(w),
  'GET /api/analytics/student/{id}/skills/': (w) => about(`/api/analytics/student/${w.ids.studentA}/skills/`)(w),
};

/** The routes both kinds of sitting have, under their base path: each aimed at tenant A's sitting. */
function sittingTargets(
  base: string,
  id: (w: World) => number,
  assignment: (w: World) => Record<string, number>,
): Record<string, Build> {
  const one =
    (suffix: string, body?: unknown): Build =>
    (w) =>
      about(`${base}/${id(w)}/${suffix}`, body)(w);
  return {
    [`GET ${base}/`]: (w) => about(`${base}/?student=${w.ids.studentA}`)(w),
    [`POST ${base}/`]: (w) => about(`${base}/`, { student: w.ids.studentA, ...assignment(w) })(w),
    [`GET ${base}/{id}/`]: one(''),
    [`PUT ${base}/{id}/`]: one('', { comments: 'Checked' }),
    [`DELETE ${base}/{id}/`]: one(''),
    [`POST ${base}/{id}/start/`]: one('start/'),
    [`POST ${base}/{id}/pause/`]: one('pause/', {}),
    [`PUT ${base}/{id}/answer/`]: (w) =>
      about(`${base}/${id(w)}/answer/`, { questionid: w.ids.question, select_ans: null })(w),
    [`POST ${base}/{id}/submit/`]: one('submit/', { result: [] }),
    [`GET ${base}/{id}/review/`]: one('review/'),
    [`GET ${base}/{id}/analysis/`]: one('analysis/'),
    [`POST ${base}/{id}/paper/`]: one('paper/', { answers: [{ question_number: 1, option: 'B' }] }),
  };
}

export function targetFor(w: World, method: string, path: string): Target | undefined {
  return TARGETS[`${method} ${path}`]?.(w);
}
