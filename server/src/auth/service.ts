// Signing in: each role's credentials, and the session it opens. A wrong sign-in never says which field was wrong.
import {
  type AccessClaims,
  type ClientAdminLoginResponse,
  INVALID_TOKEN,
  type Language,
  type RefreshResponse,
  type StudentLoginResponse,
  type SuperAdminLoginResponse,
  type TeacherLoginResponse,
  type Role,
  type TokenPair,
  type TotpRequired,
  msg,
  SIGN_IN_DISABLED,
  WRONG_LOGIN,
} from '@prep/domain';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { verifyPassword } from './passwords';
import {
  clientAdminByEmail,
  type StudentAccount,
  studentByEmail,
  studentById,
  superAdminByEmail,
  teacherByEmail,
  teacherById,
} from './queries';
import { recordSignIn, type Seen } from './sign-in-history';
import { afterPassword } from './two-factor';
import { openSession, rotateSession, signAccess } from './sessions';
import { signInByToken } from './statements';

const wrongLogin = (message: string) => new HttpError(401, message, { code: 'invalid_credentials' });
/** A roster took the person out (issue 29): said after the right credentials only. */
const signInDisabled = () => new HttpError(403, SIGN_IN_DISABLED, { code: 'sign_in_disabled' });

/** The account's own language (null until chosen) and its client's default, beside each sign-in (issue 21). */
const languages = (account: { language: Language | null; default_language: Language }) => ({
  language: account.language,
  default_language: account.default_language,
});

interface Credentials {
  email: string;
  password: string;
}

/** A sign-in by password kept in the person's history, when the email was someone's. */
const recordPassword = (
  app: FastifyInstance,
  seen: Seen,
  person: { role: Role; id: number; client: number | null },
  ok: boolean,
) =>
  recordSignIn(app.db, { role: person.role, userId: person.id, clientId: person.client, ok, method: 'password' }, seen);

export async function signInSuperAdmin(
  app: FastifyInstance,
  { email, password }: Credentials,
  seen: Seen,
): Promise<SuperAdminLoginResponse | TotpRequired> {
  const admin = await superAdminByEmail(app.db, email);
  const ok = await verifyPassword(admin?.passwordHash, password);
  if (admin) await recordPassword(app, seen, { role: 'superadmin', id: admin.id, client: null }, ok);
  if (!ok || !admin) throw wrongLogin(WRONG_LOGIN.superadmin);
  const account = { role: 'superadmin' as const, id: admin.id, client: null, required: false, limitKey: email };
  return afterPassword(app, account, { superadmin_id: admin.id, email: admin.email });
}

/** The license key must be the admin's too (compared ignoring case). */
export async function signInClientAdmin(
  app: FastifyInstance,
  { email, password, license_key }: Credentials & { license_key: string },
  seen: Seen,
): Promise<ClientAdminLoginResponse | TotpRequired> {
  const admin = await clientAdminByEmail(app.db, email);
  const passwordOk = await verifyPassword(admin?.passwordHash, password);
  const ok = passwordOk && admin?.license_key.toUpperCase() === license_key.toUpperCase();
  if (admin)
    await recordPassword(app, seen, { role: 'clientadmin', id: admin.client_admin_id, client: admin.client }, ok);
  if (!admin || !ok) throw wrongLogin(WRONG_LOGIN.clientadmin);
  const account = {
    role: 'clientadmin' as const,
    id: admin.client_admin_id,
    client: admin.client,
    required: admin.require_totp_for_staff,
    limitKey: email,
  };
  // The email rides along for the second step's answer (the app keeps it); the password step's answer drops it.
  return afterPassword(app, account, {
    ...languages(admin),
    client_id: admin.client,
    client_admin_id: admin.client_admin_id,
    email: admin.email,
  });
}

/**
 * A teacher signs in once they have set a password through the invitation's link. One without a password
 * yet is checked against the decoy hash like an unknown email: the same answer, as slow.
 */
export async function signInTeacher(
  app: FastifyInstance,
  { email, password }: Credentials,
  seen: Seen,
): Promise<TeacherLoginResponse | TotpRequired> {
  const teacher = await teacherByEmail(app.db, email);
  const ok = await verifyPassword(teacher?.passwordHash ?? undefined, password);
  const open = !teacher?.sign_in_disabled_at;
  if (teacher) await recordPassword(app, seen, { role: 'teacher', id: teacher.id, client: teacher.client }, ok && open);
  if (!ok || !teacher) throw wrongLogin(WRONG_LOGIN.teacher);
  if (!open) throw signInDisabled();
  return teacherSignedIn(app, teacher, email);
}

type TeacherAccount = NonNullable<Awaited<ReturnType<typeof teacherByEmail>>>;

/** A teacher's sign-in answer: the tokens, or the second step their client requires. */
function teacherSignedIn(app: FastifyInstance, teacher: TeacherAccount, limitKey: string) {
  const account = {
    role: 'teacher' as const,
    id: teacher.id,
    client: teacher.client,
    required: teacher.require_totp_for_staff,
    limitKey,
  };
  return afterPassword(app, account, {
    ...languages(teacher),
    teacher_id: teacher.id,
    client: teacher.client,
    first_name: teacher.First_Name,
    email: teacher.Email,
  });
}

async function studentSession(app: FastifyInstance, student: StudentAccount): Promise<StudentLoginResponse> {
  return studentAnswer(await openSession(app, 'student', student.student_id, student.client), student);
}

function studentAnswer(session: TokenPair, student: StudentAccount): StudentLoginResponse {
  return {
    ...session,
    ...languages(student),
    student_id: student.student_id,
    client: student.client,
    first_name: student.Student_First_Name,
    teacher_name: student.Assign_Teachers,
    email: student.email,
    enroll_program: student.Enroll_Program,
  };
}

export async function signInStudent(
  app: FastifyInstance,
  { email, password }: Credentials,
  seen: Seen,
): Promise<StudentLoginResponse> {
  const student = await studentByEmail(app.db, email);
  const ok = await verifyPassword(student?.passwordHash, password);
  const open = !student?.sign_in_disabled_at;
  if (student)
    await recordPassword(app, seen, { role: 'student', id: student.student_id, client: student.client }, ok && open);
  if (!ok || !student) throw wrongLogin(WRONG_LOGIN.student);
  if (!open) throw signInDisabled();
  return studentSession(app, student);
}

/**
 * A person an LMS launch vouched for (issue 29): the answer their password sign-in gives (a teacher's
 * two-factor sign-in as the client requires it), kept in their history as an 'lti' sign-in. Undefined when
 * the account is gone or can no longer sign in.
 */
export async function signInFromLms(
  app: FastifyInstance,
  person: { student: number } | { teacher: number },
  seen: Seen,
): Promise<StudentLoginResponse | TeacherLoginResponse | TotpRequired | undefined> {
  const record = (role: Role, userId: number, clientId: number) =>
    recordSignIn(app.db, { role, userId, clientId, ok: true, method: 'lti' }, seen);
  if ('student' in person) {
    const student = await studentById(app.db, person.student);
    if (!student || student.sign_in_disabled_at) return undefined;
    await record('student', student.student_id, student.client);
    return studentSession(app, student);
  }
  const teacher = await teacherById(app.db, person.teacher);
  if (!teacher || teacher.sign_in_disabled_at) return undefined;
  await record('teacher', teacher.id, teacher.client);
  return teacherSignedIn(app, teacher, `lti:${teacher.id}`);
}

/** The student's dashboard token (the link an administrator hands out) signs the student in, in one statement. */
export async function signInWithToken(app: FastifyInstance, token: string, seen: Seen): Promise<StudentLoginResponse> {
  const refresh = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + app.config.refreshTokenTtlSeconds * 1000);
  const student = await signInByToken(app.db, { token, refresh: sha256(refresh), expires, ...seen });
  if (!student) throw wrongLogin(INVALID_TOKEN);
  if (student.sign_in_disabled_at) throw signInDisabled();
  const claims: AccessClaims = { sub: String(student.student_id), role: 'student', client_id: student.client };
  return studentAnswer({ access_token: signAccess(app, claims), refresh }, student);
}

export async function refresh(app: FastifyInstance, token: string, seen: Seen): Promise<RefreshResponse> {
  const session = await rotateSession(app, token, seen);
  if (session === 'disabled') throw signInDisabled();
  if (!session) throw new HttpError(401, msg('Token is invalid or expired'), { code: 'token_not_valid' });
  return { access: session.access_token, refresh: session.refresh };
}
