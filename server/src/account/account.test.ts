import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { clients } from '../db/schema/index';
import {
  bearer,
  createClient,
  createClientAdmin,
  createStudent,
  createTeacher,
  superAdminHeaders,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const choose = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/account/language/', headers, payload: payload as object });

/** One client with one account of each role, and how each signs in (the answer carries the languages). */
async function people(defaultLanguage?: 'en' | 'ta') {
  const client = await createClient(t.db, defaultLanguage ? { default_language: defaultLanguage } : {});
  const admin = await createClientAdmin(t.db, client);
  const teacher = await createTeacher(t.db, client.client_id, { passwordHash: await hashPassword('teacherpass1') });
  const student = await createStudent(t.db, client.client_id);
  const signIns = {
    clientadmin: () =>
      post('/auth/clientadmin/', { email: admin.email, password: admin.password, license_key: client.license_key }),
    teacher: () => post('/auth/teacher/', { email: teacher.Email, password: 'teacherpass1' }),
    student: () => post('/auth/student/', { email: student.email, password: student.password }),
    studentByToken: () => post('/auth/api_token_auth/', { token: student.api_token }),
  };
  return { client, admin, teacher, student, signIns };
}

async function signedIn(signIn: () => ReturnType<typeof post>) {
  const res = await signIn();
  expect(res.statusCode).toBe(200);
  return res.json() as { access_token: string; language: string | null; default_language: string };
}

describe('the languages on each sign-in', () => {
  it('answers no language until one is chosen, and the client’s default', async () => {
    const english = await people();
    const tamil = await people('ta');
    for (const signIn of Object.values(english.signIns)) {
      expect(await signedIn(signIn)).toMatchObject({ language: null, default_language: 'en' });
    }
    for (const signIn of Object.values(tamil.signIns)) {
      expect(await signedIn(signIn)).toMatchObject({ language: null, default_language: 'ta' });
    }
  });
});

describe('PUT /api/account/language/', () => {
  it.each(['clientadmin', 'teacher', 'student'] as const)(
    'a %s keeps a language on their own account; the next sign-in answers it',
    async (role) => {
      const mine = await people();
      const other = await people();
      const { access_token } = await signedIn(mine.signIns[role]);
      const res = await choose(bearer(access_token), { language: 'ta' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ language: 'ta' });
      expect(await signedIn(mine.signIns[role])).toMatchObject({ language: 'ta', default_language: 'en' });
      if (role === 'student') expect(await signedIn(mine.signIns.studentByToken)).toMatchObject({ language: 'ta' });
      // Back to English, and no one else's account changed: not another role of the client, nor another client's.
      await choose(bearer(access_token), { language: 'en' });
      expect(await signedIn(mine.signIns[role])).toMatchObject({ language: 'en' });
      for (const signIn of [...Object.values(other.signIns), ...Object.values(mine.signIns)]) {
        if (signIn === mine.signIns[role] || (role === 'student' && signIn === mine.signIns.studentByToken)) continue;
        expect((await signedIn(signIn)).language).toBeNull();
      }
    },
  );

  it('keeps a student’s own choice over the client’s default, which still comes beside it', async () => {
    const { client, signIns } = await people();
    const { access_token } = await signedIn(signIns.student);
    await choose(bearer(access_token), { language: 'en' });
    // The client's default changes afterwards: the student's choice stands.
    await t.db.update(clients).set({ default_language: 'ta' }).where(eq(clients.client_id, client.client_id));
    expect(await signedIn(signIns.student)).toMatchObject({ language: 'en', default_language: 'ta' });
  });

  it('refuses a language it does not speak with the schema’s message, and keeps the one chosen', async () => {
    const { signIns } = await people();
    const { access_token } = await signedIn(signIns.student);
    await choose(bearer(access_token), { language: 'ta' });
    for (const body of [{ language: 'fr' }, { language: 'TA' }, { language: null }, {}]) {
      const res = await choose(bearer(access_token), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('Choose English or Tamil');
    }
    expect((await signedIn(signIns.student)).language).toBe('ta');
  });

  it('refuses the super admin, who has no account language, and anyone not signed in', async () => {
    expect((await choose(superAdminHeaders(t.app), { language: 'ta' })).statusCode).toBe(403);
    expect((await choose({}, { language: 'ta' })).statusCode).toBe(401);
  });
});
