import type {
  ClientAdminLoginResponse,
  Role,
  StudentLoginResponse,
  SuperAdminLoginResponse,
  TeacherLoginResponse,
} from '@prep/domain';

/** What a sign-in answered besides the tokens, kept for the screens of each area. */
export type SessionProfile =
  | { role: 'superadmin'; superadmin_id: number; email: string }
  | { role: 'clientadmin'; client_id: number; client_admin_id: number; email: string }
  | { role: 'teacher'; teacher_id: number; client: number; first_name: string; email: string }
  | {
      role: 'student';
      student_id: number;
      client: number;
      first_name: string;
      teacher_name: string;
      email: string;
      enroll_program: string;
    };

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
});

export const teacherProfile = (r: TeacherLoginResponse): SessionProfile => ({
  role: 'teacher',
  teacher_id: r.teacher_id,
  client: r.client,
  first_name: r.first_name,
  email: r.email,
});

export const studentProfile = (r: StudentLoginResponse): SessionProfile => ({
  role: 'student',
  student_id: r.student_id,
  client: r.client,
  first_name: r.first_name,
  teacher_name: r.teacher_name,
  email: r.email,
  enroll_program: r.enroll_program,
});

/** Where each role lands after signing in. */
export const AREA_HOME: Record<Role, string> = {
  superadmin: '/superadmin/clientsignup',
  clientadmin: '/client/teachers',
  teacher: '/teacher/classes',
  student: '/student/dashboard',
};
