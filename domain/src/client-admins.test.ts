import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADMIN_INLINE,
  clientAdminBulkUpdateSchema,
  clientAdminImportSchema,
  clientAdminName,
  clientAdminSchema,
  clientAdminUpdateSchema,
} from './client-admins';
import { inlineError } from './fields';

const valid = {
  client: 4,
  FirstName: 'Rosa',
  LastName: 'Parks',
  email: 'Rosa.Parks@School.org',
  license_key: 'abcd-efgh-ijkl-mnop',
  password: 'secret123',
  confirm_password: 'secret123',
};

function fieldsOf(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('clientAdminSchema', () => {
  it('normalises and drops the confirmation once checked', () => {
    expect(clientAdminSchema.parse({ ...valid, client: '4' })).toEqual({
      client: 4,
      FirstName: 'Rosa',
      LastName: 'Parks',
      email: 'rosa.parks@school.org',
      license_key: 'ABCD-EFGH-IJKL-MNOP',
      password: 'secret123',
    });
  });

  it('gives every missing field its message', () => {
    expect(fieldsOf(clientAdminSchema.safeParse({ confirm_password: '' }))).toEqual({
      client: ['Please Select the Client'],
      FirstName: ['Not a valid Name'],
      LastName: ['Not a valid Name'],
      email: ['Not a valid Email'],
      license_key: ['Not a valid license key'],
      password: ['Not a valid Password'],
    });
  });

  it.each([0, '', 'abc', -2, 1.5])('refuses client %j with "Please Select the Client"', (client) => {
    expect(fieldsOf(clientAdminSchema.safeParse({ ...valid, client }))).toEqual({
      client: ['Please Select the Client'],
    });
  });

  it.each(['short1', 'abcdefgh', '12345678', 'ABCDEFG1'])('refuses the weak password %s', (password) => {
    expect(fieldsOf(clientAdminSchema.safeParse({ ...valid, password, confirm_password: password }))).toEqual({
      password: ['Not a valid Password'],
    });
  });

  it('refuses a confirmation that differs or is missing', () => {
    const mismatch = { confirm_password: ['Password and Confirm Password does not matched'] };
    expect(fieldsOf(clientAdminSchema.safeParse({ ...valid, confirm_password: 'secret124' }))).toEqual(mismatch);
    const { confirm_password: _, ...withoutConfirm } = valid;
    expect(fieldsOf(clientAdminSchema.safeParse(withoutConfirm))).toEqual(mismatch);
  });

  it('refuses a malformed license key with its own wording', () => {
    expect(fieldsOf(clientAdminSchema.safeParse({ ...valid, license_key: 'ABCD-EFGH' }))).toEqual({
      license_key: ['Not a valid license key'],
    });
  });

  it('has the inline password message', () => {
    expect(inlineError(CLIENT_ADMIN_INLINE.password, 'abc')).toBe(
      'password must contain atleast 8 digits, including characters and numbers!',
    );
    expect(inlineError(CLIENT_ADMIN_INLINE.password, 'abcdefg1')).toBeUndefined();
  });

  it('names an admin by first and last name', () => {
    expect(clientAdminName({ FirstName: 'Rosa', LastName: 'Parks' })).toEqual('Rosa Parks');
  });
});

describe('clientAdminUpdateSchema', () => {
  it('keeps the password when left empty or out', () => {
    expect(clientAdminUpdateSchema.parse({ ...valid, password: '', confirm_password: '' }).password).toBeUndefined();
    const { password: _p, confirm_password: _c, ...noPassword } = valid;
    expect(clientAdminUpdateSchema.parse(noPassword).password).toBeUndefined();
  });

  it('checks a new password like on create', () => {
    expect(
      fieldsOf(clientAdminUpdateSchema.safeParse({ ...valid, password: 'weak', confirm_password: 'weak' })),
    ).toEqual({
      password: ['Not a valid Password'],
    });
    expect(fieldsOf(clientAdminUpdateSchema.safeParse({ ...valid, confirm_password: 'other123' }))).toEqual({
      confirm_password: ['Password and Confirm Password does not matched'],
    });
  });
});

describe('admin files', () => {
  it('import: every row as on create; an email once', () => {
    const second = { ...valid, FirstName: 'Ada', email: 'ROSA.PARKS@school.org' };
    expect(fieldsOf(clientAdminImportSchema.safeParse({ admins: [valid, second] }))).toEqual({
      'admins.1.email': ['This Email appears more than once in the file'],
    });
    expect(fieldsOf(clientAdminImportSchema.safeParse({ admins: [{ ...valid, password: '' }] }))).toEqual({
      'admins.0.password': ['Not a valid Password'],
    });
    expect(fieldsOf(clientAdminImportSchema.safeParse({ admins: [] }))).toEqual({
      admins: ['The file holds no client admins'],
    });
    expect(fieldsOf(clientAdminImportSchema.safeParse([valid]))).toEqual({
      '': ['The file must hold an "admins" list'],
    });
    expect(fieldsOf(clientAdminImportSchema.safeParse({ clients: [] }))).toEqual({
      admins: ['The file must hold an "admins" list'],
    });
  });

  it('update: the id is optional and the password may be blank', () => {
    const parsed = clientAdminBulkUpdateSchema.parse({
      admins: [{ ...valid, client_admin_id: '7', password: '', confirm_password: '' }],
    });
    expect(parsed.admins[0]).toMatchObject({ client_admin_id: 7, email: 'rosa.parks@school.org', password: undefined });
  });
});
