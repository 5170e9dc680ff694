import { describe, expect, it } from 'vitest';
import { RESET_USER_KEY, resetUserOf } from './resetUser';
import { setPasswordProblem } from './SetPasswordPage';

const storing = (value: string | null) => ({ getItem: (key: string) => (key === RESET_USER_KEY ? value : null) });

describe('the user type of a reset link', () => {
  it("prefers the link's ?user=, then what this browser noted", () => {
    expect(resetUserOf('?user=student', storing('clientadmin'))).toBe('student');
    expect(resetUserOf('', storing('clientadmin'))).toBe('clientadmin');
    expect(resetUserOf('?user=hacker', storing('nonsense'))).toBeNull();
    expect(resetUserOf('', null)).toBeNull();
  });
});

describe('the set-password checks', () => {
  const input = (password: string, confirm_password: string) => ({
    password,
    confirm_password,
    token: 't',
    user: 'student' as const,
  });
  it('asks for a password, then a matching confirmation, then a strong one', () => {
    expect(setPasswordProblem(input('', ''))).toBe('Insert Your New Password!');
    expect(setPasswordProblem(input('abc', 'abd'))).toBe('Password Miss matched!');
    expect(setPasswordProblem(input('short', 'short'))).toBe('Looks like Weak Password!');
    expect(setPasswordProblem(input('longer123', 'longer123'))).toBeNull();
  });
});
