// What the Teacher Profile and Student Profile screens load: the client's people and its theme (§3 Theme).
import type { Student } from './student';
import type { Teacher } from './teacher';

/** `colors`: the client's logo, colours and the switches the two profile screens read. */
export interface RosterColors {
  /** '/media/logos/…', an absolute URL, or null. */
  logo: string | null;
  header_color: string;
  navbar_color: string;
  textbox_color: string;
  button_color: string;
  assign_test_for_class: boolean;
  enable_api_token: boolean;
  enable_dashboard_token: boolean;
  personzlized_test_count: number;
  personzlized_warmup_count: number;
}

export const ROSTER_COLOR_FIELDS = [
  'logo', 'header_color', 'navbar_color', 'textbox_color', 'button_color', 'assign_test_for_class', 'enable_api_token',
  'enable_dashboard_token', 'personzlized_test_count', 'personzlized_warmup_count',
] as const satisfies readonly (keyof RosterColors)[];

/** GET /api/corresponding-teacher/{clientid} */
export interface CorrespondingTeachers {
  teachers: Teacher[];
  colors: RosterColors;
}
/** GET /api/corresponding-student/{clientid} */
export interface CorrespondingStudents {
  students: Student[];
  colors: RosterColors;
}
/** GET /api/teacherandstudent/{clientid} */
export interface TeachersAndStudents {
  students: Student[];
  teachers: Teacher[];
  colors: RosterColors;
}

/** Answer of POST and PUT /api/teacher/… */
export interface TeacherSaved {
  message: string;
  teacher: Teacher;
}
/** Answer of POST and PUT /api/student/… */
export interface StudentSaved {
  message: string;
  student: Student;
}
