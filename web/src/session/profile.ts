import type {
  ClientAdminLoginResponse,
  Language,
  Role,
  StudentLoginResponse,
  SuperAdminLoginResponse,
  TeacherLoginResponse,
} from '@prep/domain';

/** What a sign-in answered besides the tokens, kept for the screens of each area. */
export type SessionProfile =
  | { role: 'superadmin'; superadmin_id: number; email: string }
  | ({ role: 'clientadmin'; client_id: number; client_admin_id: number; email: string } & AccountLanguage)
  | ({ role: 'teacher'; teacher_id: number; client: number; first_name: string; email: string } & AccountLanguage)
  | ({
      role: 'student';
      student_id: number;
      client: number;
      first_name: string;
      teacher_name: string;
      email: string;
      enroll_program: string;
    } & AccountLanguage);

/**
 * The account's own language (null until it chooses one) and its client's default. A profile kept from
 * before languages existed has neither: it reads as not chosen, English.
 */
interface AccountLanguage {
  language?: Language | null;
  default_language?: Language;
}

const accountLanguage = (r: { language: Language | null; default_language: Language }): AccountLanguage => ({
  language: r.language,
  default_language: r.default_language,
});

export const superAdminProfile = (r: SuperAdminLoginResponse): SessionProfile => ({
  role: 'superadmin',
  superadmin_id: r.superadmin_id,
  email: r.email,
});

export const clientAdminProfile = (r: ClientAdminLoginResponse, email: string): SessionProfile => ({
  role: 'clientadmin',
  client_id: r.client_id,
  client_admin_id: r.client_admin_id,
  email,
  ...accountLanguage(r),
});

export const teacherProfile = (r: TeacherLoginResponse): SessionProfile => ({
  role: 'teacher',
  teacher_id: r.teacher_id,
  client: r.client,
  first_name: r.first_name,
  email: r.email,
  ...accountLanguage(r),
});

export const studentProfile = (r: StudentLoginResponse): SessionProfile => ({
  role: 'student',
  student_id: r.student_id,
  client: r.client,
  first_name: r.first_name,
  teacher_name: r.teacher_name,
  email: r.email,
  enroll_program: r.enroll_program,
  ...accountLanguage(r),
});

/** Where each role lands after signing in. */
export const AREA_HOME: Record<Role, string> = {
  superadmin: '/superadmin/clientsignup',
  clientadmin: '/client/teachers',
  teacher: '/teacher/classes',
  student: '/student/dashboard',
};
