// A real-shaped OneRoster 1.1 CSV export for the tests (issue 29): a school of 3 classes, 60 students (every
// other one with an email), 3 teachers and an aide, as a SIS writes it; the tests change its rows, then zip it.
import { toCsv } from '@prep/domain';
import { strToU8, zipSync } from 'fflate';
import { multipartBody } from './multipart';

type Row = Record<string, string>;

export interface SchoolExport {
  manifest: Row[];
  orgs: Row[];
  courses: Row[];
  users: Row[];
  classes: Row[];
  enrollments: Row[];
}

const COLUMNS = {
  manifest: ['propertyName', 'value'],
  orgs: ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  courses: ['sourcedId', 'status', 'dateLastModified', 'schoolYearSourcedId', 'title', 'courseCode', 'orgSourcedId'],
  users: [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
  ],
  classes: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  enrollments: [
    'sourcedId',
    'status',
    'dateLastModified',
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ],
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** The student number n's sourcedId (1 to 60), their class (1 to 3) and, for even numbers, their email. */
export const studentId = (n: number) => `stu-${pad(n)}`;
export const classOfStudent = (n: number) => ((n - 1) % 3) + 1;
export const studentEmail = (n: number, domain = 'lincoln.example') =>
  n % 2 === 0 ? `student${pad(n)}@${domain}` : '';

/** The school's export; `org` and `domain` make its org and emails its own; `emails: false`, students without. */
export function schoolExport({
  students = 60,
  org = 'org-lincoln',
  domain = 'lincoln.example',
  emails = true,
} = {}): SchoolExport {
  const users: Row[] = [];
  for (let n = 1; n <= students; n++)
    users.push({
      sourcedId: studentId(n),
      enabledUser: 'true',
      orgSourcedIds: org,
      role: 'student',
      username: `s${pad(n)}`,
      givenName: `Pupil${pad(n)}`,
      familyName: 'Okafor',
      email: emails ? studentEmail(n, domain) : '',
      grades: '09',
    });
  for (let n = 1; n <= 3; n++)
    users.push({
      sourcedId: `tch-${n}`,
      enabledUser: 'true',
      orgSourcedIds: org,
      role: 'teacher',
      givenName: `Tutor${n}`,
      familyName: 'Mensah',
      email: `teacher${n}@${domain}`,
    });
  users.push({ sourcedId: 'aid-1', orgSourcedIds: org, role: 'aide', givenName: 'Helper', familyName: 'Aide' });
  const titles = ['Algebra I', 'Biology', 'World History'];
  const classes = titles.map((title, i) => ({
    sourcedId: `cls-${i + 1}`,
    title,
    grades: '09',
    courseSourcedId: `crs-${i + 1}`,
    classCode: `P${i + 1}`,
    classType: 'scheduled',
    schoolSourcedId: org,
    termSourcedIds: 'term-1',
  }));
  const enrollments: Row[] = [];
  for (let n = 1; n <= students; n++)
    enrollments.push({
      sourcedId: `enr-s-${pad(n)}`,
      classSourcedId: `cls-${classOfStudent(n)}`,
      schoolSourcedId: org,
      userSourcedId: studentId(n),
      role: 'student',
      primary: 'false',
    });
  for (let n = 1; n <= 3; n++)
    enrollments.push({
      sourcedId: `enr-t-${n}`,
      classSourcedId: `cls-${n}`,
      schoolSourcedId: org,
      userSourcedId: `tch-${n}`,
      role: 'teacher',
      primary: 'true',
    });
  return {
    manifest: [
      { propertyName: 'manifest.version', value: '1.0' },
      { propertyName: 'oneroster.version', value: '1.1' },
      { propertyName: 'file.orgs', value: 'bulk' },
      { propertyName: 'file.users', value: 'bulk' },
      { propertyName: 'file.classes', value: 'bulk' },
      { propertyName: 'file.enrollments', value: 'bulk' },
      { propertyName: 'file.courses', value: 'bulk' },
    ],
    orgs: [{ sourcedId: org, name: 'Lincoln High School', type: 'school' }],
    courses: titles.map((title, i) => ({ sourcedId: `crs-${i + 1}`, title, orgSourcedId: org })),
    users,
    classes,
    enrollments,
  };
}

/** The CSV files of the export, by name (a test may spoil one). */
export function exportFiles(school: SchoolExport): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>).map((name) => [
      `${name}.csv`,
      toCsv(COLUMNS[name], school[name]),
    ]),
  );
}

export const zipFiles = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));

/** The multipart body of POST /api/import-oneroster/ with these bytes as its `file`. */
export const rosterUpload = (data: Buffer, name = 'oneroster.zip') =>
  multipartBody({}, { file: { name, type: 'application/zip', data } });

/** The policy test's request: refused at the door or for the tenant before the form is read, so no zip is needed. */
export const rosterTarget = (client: number) => ({
  url: `/api/import-oneroster/?client=${client}&preview=true`,
  body:
    '--x\r\nContent-Disposition: form-data; name="file"; filename="roster.zip"\r\n' +
    'Content-Type: application/zip\r\n\r\nnot a zip\r\n--x--\r\n',
  contentType: 'multipart/form-data; boundary=x',
  aboutRecord: true,
});
