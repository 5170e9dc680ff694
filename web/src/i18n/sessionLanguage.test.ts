import { afterEach, describe, expect, it } from 'vitest';
import type { SessionProfile } from '../session';
import { rememberBrowserLanguage } from './language';
import { languageFor } from './sessionLanguage';

const student = (language: 'en' | 'ta' | null, default_language?: 'en' | 'ta'): SessionProfile => ({
  role: 'student',
  student_id: 4,
  client: 1,
  first_name: 'Asha',
  teacher_name: 'Maria',
  email: 'student1@demoacademy.com',
  enroll_program: '[]',
  language,
  ...(default_language ? { default_language } : {}),
});

const teacher = (language: 'en' | 'ta' | null, default_language?: 'en' | 'ta'): SessionProfile => ({
  role: 'teacher',
  teacher_id: 2,
  client: 1,
  first_name: 'Maria',
  email: 'maria@demoacademy.com',
  language,
  ...(default_language ? { default_language } : {}),
});

const clientAdmin = (language: 'en' | 'ta' | null): SessionProfile => ({
  role: 'clientadmin',
  client_id: 1,
  client_admin_id: 1,
  email: 'admin@demoacademy.com',
  language,
  default_language: 'ta',
});

const superAdmin: SessionProfile = { role: 'superadmin', superadmin_id: 1, email: 'admin@prepdemo.com' };

// The test setup clears localStorage after each test; said again here, as every case depends on it.
afterEach(() => window.localStorage.removeItem('language'));

describe('languageFor', () => {
  it("takes the account's choice over the browser's and the client's default", () => {
    rememberBrowserLanguage('en');
    expect(languageFor(student('ta', 'en'))).toBe('ta');
    rememberBrowserLanguage('ta');
    expect(languageFor(student('en', 'ta'))).toBe('en');
    expect(languageFor(teacher('en'))).toBe('en');
    expect(languageFor(clientAdmin('ta'))).toBe('ta');
  });

  it("takes the browser's choice when the account has none, over the client's default", () => {
    rememberBrowserLanguage('ta');
    expect(languageFor(student(null, 'en'))).toBe('ta');
    expect(languageFor(clientAdmin(null))).toBe('ta');
    rememberBrowserLanguage('en');
    expect(languageFor(student(null, 'ta'))).toBe('en');
  });

  it("gives a student who has chosen nothing their client's default", () => {
    expect(languageFor(student(null, 'ta'))).toBe('ta');
    expect(languageFor(student(null, 'en'))).toBe('en');
  });

  it("gives anyone else who has chosen nothing English, whatever the client's default", () => {
    expect(languageFor(teacher(null, 'ta'))).toBe('en');
    expect(languageFor(clientAdmin(null))).toBe('en');
    // A profile kept from before languages existed carries neither field.
    const { language: _, ...older } = student(null) as Extract<SessionProfile, { role: 'student' }>;
    expect(languageFor(older)).toBe('en');
  });

  it("gives a super admin the browser's choice, else English", () => {
    expect(languageFor(superAdmin)).toBe('en');
    rememberBrowserLanguage('ta');
    expect(languageFor(superAdmin)).toBe('ta');
  });

  it("gives a visitor before sign-in the browser's choice, else English", () => {
    expect(languageFor(null)).toBe('en');
    rememberBrowserLanguage('ta');
    expect(languageFor(null)).toBe('ta');
  });

  it('ignores anything in storage that is not a language', () => {
    window.localStorage.setItem('language', 'fr');
    expect(languageFor(null)).toBe('en');
    expect(languageFor(student(null, 'ta'))).toBe('ta');
  });
});
