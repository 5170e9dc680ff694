// The demo client admin's and students' API calls, for tests that set the scene without the screens
// (those have their own tests): assign a test, enter a paper sitting, read what a student may see.
import type { APIRequestContext, APIResponse } from 'playwright-core';
import { DEMO, demoStudent } from './demo';

export type ApiCall = (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => Promise<APIResponse>;

async function signedIn(request: APIRequestContext, path: string, body: Record<string, string>): Promise<ApiCall> {
  const res = await request.post(path, { data: body });
  if (!res.ok()) throw new Error(`POST ${path} answered ${res.status()}: ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  return (method, url, data) =>
    request.fetch(url, {
      method,
      headers: { Authorization: `Bearer ${access_token}` },
      ...(data === undefined ? {} : { data }),
    });
}

/** Calls as the demo client admin. */
export const asClientAdmin = (request: APIRequestContext) =>
  signedIn(request, '/auth/clientadmin/', {
    email: DEMO.clientAdmin.email,
    password: DEMO.clientAdmin.password,
    license_key: DEMO.clientAdmin.licenseKey,
  });

/** Calls as the demo student of this index. */
export const asStudent = (request: APIRequestContext, index: number) =>
  signedIn(request, '/auth/student/', { email: demoStudent(index).email, password: demoStudent(index).password });

/** The JSON of a call that must succeed. */
export async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

export interface StudentRow {
  student_id: number;
  email: string;
  Enroll_Program: string;
  time_multiplier: string;
}

/** The demo student's record, as the admin reads it. */
export async function studentRecord(admin: ApiCall, index: number): Promise<StudentRow> {
  const all = await ok<StudentRow[]>(admin('GET', '/api/student/'));
  const found = all.find((s) => s.email === demoStudent(index).email);
  if (!found) throw new Error(`No demo student ${demoStudent(index).email}`);
  return found;
}

/** Sets the student's accommodation (extra time); their programs stay. */
export async function setTimeMultiplier(admin: ApiCall, student: StudentRow, multiplier: string): Promise<void> {
  await ok(
    admin('PUT', `/api/student/${student.student_id}/`, {
      Enroll_Program: student.Enroll_Program,
      time_multiplier: multiplier,
    }),
  );
}

/** Assigns a real test to the student and enters their paper answers (option labels by question number): taken. */
export async function takenOnPaper(
  admin: ApiCall,
  { testId, studentId, options }: { testId: number; studentId: number; options: Record<number, string> },
): Promise<number> {
  const assigned = await ok<{ master_sitting_id: number }>(
    admin('POST', '/api/mastersitting/', { master_qnsbank: testId, student: studentId }),
  );
  const answers = Object.entries(options).map(([n, option]) => ({ question_number: Number(n), option }));
  await ok(admin('POST', `/api/mastersitting/${assigned.master_sitting_id}/paper/`, { answers }));
  return assigned.master_sitting_id;
}

/** A new student of the demo client, as a file's own (a demo student's rows belong to other files): their id. */
export async function createStudent(
  admin: ApiCall,
  s: { first: string; last: string; email: string; password: string; programs: string[]; teacher: string },
): Promise<number> {
  await ok(
    admin('POST', '/api/student/', {
      Student_First_Name: s.first,
      Student_Last_Name: s.last,
      email: s.email,
      password: s.password,
      confirm_password: s.password,
      Student_Mobile: '555-010-3002',
      City: 'Springfield',
      State: 'Illinois',
      Zip_Code: '62701',
      Grade_Level: 'Grade 10',
      GAP: '3.5',
      Enroll_Program: JSON.stringify(s.programs),
      Assign_Teachers: s.teacher,
    }),
  );
  const everyone = await ok<Array<{ student_id: number; email: string }>>(admin('GET', '/api/student/'));
  const id = everyone.find((e) => e.email === s.email)?.student_id;
  if (id === undefined) throw new Error(`The new student ${s.email} is not listed`);
  return id;
}
