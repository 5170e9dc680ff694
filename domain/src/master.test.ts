import { describe, expect, it } from 'vitest';
import { isMasterFile, masterFileName, masterImportSchema, masterUpdateSchema } from './master';

const client = {
  ClientName: 'Hill Academy',
  email: 'office@hill.org',
  mobile: '555-100-2000',
  license_key: 'HILL-0000-1111-2222',
};
const admin = {
  FirstName: 'Ada',
  LastName: 'Byron',
  email: 'Ada@Hill.org',
  password: 'adminpass1',
  confirm_password: 'adminpass1',
};
const student = {
  Student_First_Name: 'Sam',
  Student_Last_Name: 'Lee',
  email: 'sam@hill.org',
  password: 'studentpass1',
  Assign_Teachers: 'Maria',
  Enroll_Program: '["SAT"]',
};
const teacher = {
  First_Name: 'Maria',
  Last_Name: 'Lopez',
  Email: 'maria@hill.org',
  Mobile: '555-100-3000',
  High_Degree_Completed: { master: true },
  Grade_Level: { senior: true },
  Speciality: { math: true },
};
const file = { client, clientadmins: [admin], students: [student], teachers: [teacher] };

function fieldsOf(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('masterImportSchema', () => {
  it('accepts a complete file and normalises it', () => {
    const parsed = masterImportSchema.parse(file);
    expect(parsed.client.license_key).toEqual('HILL-0000-1111-2222');
    expect(parsed.clientadmins[0]).toEqual({
      FirstName: 'Ada',
      LastName: 'Byron',
      email: 'ada@hill.org',
      password: 'adminpass1',
    });
    expect(parsed.students[0]).toMatchObject({ email: 'sam@hill.org', password: 'studentpass1' });
    expect(parsed.teachers[0]).toMatchObject({ Email: 'maria@hill.org' });
  });

  it('takes the password from confirm_password when both are there (legacy files held the hash in password)', () => {
    const legacy = { ...admin, password: 'pbkdf2_sha256$260000$abc$def=', confirm_password: 'plainpass9' };
    expect(masterImportSchema.parse({ ...file, clientadmins: [legacy] }).clientadmins[0]?.password).toEqual(
      'plainpass9',
    );
    const onlyConfirm = { ...student, password: '', confirm_password: 'fromconfirm1' };
    expect(masterImportSchema.parse({ ...file, students: [onlyConfirm] }).students[0]?.password).toEqual(
      'fromconfirm1',
    );
  });

  it('says which admin or student lacks an email or password', () => {
    const result = masterImportSchema.safeParse({
      ...file,
      clientadmins: [admin, { ...admin, email: 'second@hill.org', password: '', confirm_password: '' }],
      students: [{ ...student, email: '' }],
    });
    expect(fieldsOf(result)).toEqual({
      'clientadmins.1.password': ['Missing clientadmin email or password'],
      'students.0.email': ['Missing student email or password'],
    });
  });

  it('refuses the exported file (no passwords) for import', () => {
    const exported = {
      ...file,
      clientadmins: [{ ...admin, password: '', confirm_password: '' }],
      students: [{ ...student, password: '' }],
    };
    expect(fieldsOf(masterImportSchema.safeParse(exported))).toEqual({
      'clientadmins.0.password': ['Missing clientadmin email or password'],
      'students.0.password': ['Missing student email or password'],
    });
  });

  it('checks a given password, the client and the people by their own rules', () => {
    const result = masterImportSchema.safeParse({
      client: { ...client, mobile: '555' },
      clientadmins: [{ ...admin, password: 'weak', confirm_password: 'weak' }],
      students: [student],
      teachers: [{ ...teacher, Mobile: '' }],
    });
    expect(fieldsOf(result)).toEqual({
      'client.mobile': ['Not a valid Phone'],
      'clientadmins.0.password': ['Not a valid Password'],
      'teachers.0.Mobile': ['Please Fillout Mobile!'],
    });
  });

  it('refuses an email twice in one list, and the wrong shape', () => {
    const result = masterImportSchema.safeParse({
      ...file,
      students: [student, { ...student, email: 'SAM@hill.org' }],
    });
    expect(fieldsOf(result)).toEqual({ 'students.1.email': ['This Email appears more than once in the file'] });
    const shape = 'The file must hold a client and the lists clientadmins, students and teachers';
    expect(fieldsOf(masterImportSchema.safeParse({ clients: [client] }))).toEqual({
      client: [shape],
      clientadmins: [shape],
      students: [shape],
      teachers: [shape],
    });
    expect(fieldsOf(masterImportSchema.safeParse([file]))).toEqual({ '': [shape] });
  });
});

describe('masterUpdateSchema', () => {
  it('lets passwords be blank (the export carries none) but still needs emails', () => {
    const exported = {
      ...file,
      client: { ...client, client_id: 12 },
      clientadmins: [{ ...admin, client_admin_id: 3, password: '', confirm_password: '' }],
      students: [{ ...student, password: '', confirm_password: '' }],
    };
    const parsed = masterUpdateSchema.parse(exported);
    expect(parsed.client.client_id).toBe(12);
    expect(parsed.clientadmins[0]?.password).toBeUndefined();
    expect(parsed.students[0]?.password).toBeFalsy();
    expect(fieldsOf(masterUpdateSchema.safeParse({ ...exported, clientadmins: [{ ...admin, email: ' ' }] }))).toEqual({
      'clientadmins.0.email': ['Missing clientadmin email or password'],
    });
  });
});

describe('helpers', () => {
  it('tells a master file from an admins file', () => {
    expect(isMasterFile(file)).toBe(true);
    expect(isMasterFile({ admins: [] })).toBe(false);
    expect(isMasterFile('text')).toBe(false);
  });
  it('names the export file after the client', () => {
    expect(masterFileName({ ClientName: 'Hill Academy / North' })).toEqual('Hill_Academy_North.json');
  });
});
