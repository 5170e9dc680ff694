import { describe, expect, it } from 'vitest';
import { passwordResetSchema, resetLinkPath, resetRequestSchema } from './password-reset';

const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('resetRequestSchema', () => {
  it('asks for the email first, then for a valid one', () => {
    expect(messages(resetRequestSchema.safeParse({}))).toEqual({ email: 'Insert Your Email First!' });
    expect(messages(resetRequestSchema.safeParse({ email: '  ' }))).toEqual({ email: 'Insert Your Email First!' });
    expect(messages(resetRequestSchema.safeParse({ email: 'me@school' }))).toEqual({ email: 'Not a valid Email!' });
    expect(resetRequestSchema.parse({ email: ' Me@School.org ' })).toEqual({ email: 'me@school.org' });
  });
});

describe('passwordResetSchema', () => {
  const valid = { password: 'newpass12', confirm_password: 'newpass12', token: 'abc', user: 'student' };

  it('accepts a strong, confirmed password for a known user type', () => {
    expect(passwordResetSchema.parse(valid)).toEqual(valid);
    expect(passwordResetSchema.parse({ ...valid, user: 'clientadmin' }).user).toEqual('clientadmin');
  });

  it('gives the reset messages', () => {
    expect(messages(passwordResetSchema.safeParse({ ...valid, password: '', confirm_password: '' }))).toEqual({
      password: 'Insert Your New Password!',
    });
    expect(messages(passwordResetSchema.safeParse({ ...valid, confirm_password: 'newpass13' }))).toEqual({
      confirm_password: 'Password Miss matched!',
    });
    expect(
      messages(passwordResetSchema.safeParse({ ...valid, password: 'password', confirm_password: 'password' })),
    ).toEqual({
      password: 'Looks like Weak Password!',
    });
    expect(messages(passwordResetSchema.safeParse({ ...valid, user: 'superadmin' }))).toEqual({
      user: 'Unknown user type',
    });
    expect(messages(passwordResetSchema.safeParse({ password: 'newpass12', confirm_password: 'other123' }))).toEqual({
      confirm_password: 'Password Miss matched!',
      token: 'This reset link is invalid or has expired. Please ask for a new one.',
      user: 'Unknown user type',
    });
  });

  it('builds the link path of the set-password page', () => {
    expect(resetLinkPath('a-b_c')).toEqual('/conform-password/a-b_c');
    expect(resetLinkPath('a-b_c', 'student')).toEqual('/conform-password/a-b_c?user=student');
  });
});
