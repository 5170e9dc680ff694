import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAdmins, passwordResetTokens, students } from '../db/schema/index';
import { sha256 } from '../plugins/auth';
import { createClient, createClientAdmin, createStudent, createTeacher } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://prep.example.org/', MAIL_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** Asks for a reset link and follows it out of the mail that arrives at the SMTP server. */
async function resetLink(user: 'clientadmin' | 'student', email: string) {
  const res = await post(`/auth/${user}/reset-token/`, { email: email.toUpperCase() });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Check Your Email for the Reset Link!' });
  const mail = await smtp.take(email);
  expect(mail.headers.subject).toBe('Reset your password');
  const match = /https:\/\/prep\.example\.org\/conform-password\/([A-Za-z0-9_-]+)\?user=(\w+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  expect(match![2]).toBe(user);
  return match![1]!;
}

const reset = (token: string, user: string, password = 'brandnew42', confirm_password = password) =>
  post('/auth/password-reset/', { password, confirm_password, token, user });

describe('client admin password reset, end to end', () => {
  it('mails a link whose token sets the new password once, and ends the old sessions', async () => {
    const client = await createClient(t.db);
    const admin = await createClientAdmin(t.db, client);
    const signIn = (password: string) =>
      post('/auth/clientadmin/', { email: admin.email, password, license_key: client.license_key });
    const session = (await signIn(admin.password)).json();

    const token = await resetLink('clientadmin', admin.email);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(stored).toMatchObject({ role: 'clientadmin', userId: admin.client_admin_id, usedAt: null });
    const lifetime = stored!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(3_500_000);
    expect(lifetime).toBeLessThanOrEqual(3_600_000);

    const done = await reset(token, 'clientadmin');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password Updated Successfully!' });
    expect((await signIn('brandnew42')).statusCode).toBe(200);
    expect((await signIn(admin.password)).statusCode).toBe(401);
    expect((await post('/auth/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);

    const again = await reset(token, 'clientadmin', 'another123');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'This reset link is invalid or has expired. Please ask for a new one.',
    });
    expect((await signIn('brandnew42')).statusCode).toBe(200);
  });
});

describe('student password reset, end to end', () => {
  it('works the same for a student', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const token = await resetLink('student', student.email);
    expect((await reset(token, 'student', 'studentnew9')).statusCode).toBe(200);
    expect((await post('/auth/student/', { email: student.email, password: 'studentnew9' })).statusCode).toBe(200);
    expect((await post('/auth/student/', { email: student.email, password: student.password })).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const token = await resetLink('student', student.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    const res = await reset(token, 'student');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      token: ['This reset link is invalid or has expired. Please ask for a new one.'],
    });
    expect((await post('/auth/student/', { email: student.email, password: student.password })).statusCode).toBe(200);
  });

  it('a newer link replaces an older one, and a link is for its own user type only', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const older = await resetLink('student', student.email);
    const newer = await resetLink('student', student.email);
    expect((await reset(older, 'student')).statusCode).toBe(400);
    expect((await reset(newer, 'clientadmin')).statusCode).toBe(400);
    expect((await reset(newer, 'student')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    expect((await reset('made-up-token', 'student')).statusCode).toBe(400);
  });
});

describe('messages', () => {
  it('asks for an email and a valid one', async () => {
    const empty = await post('/auth/student/reset-token/', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Insert Your Email First!');
    const malformed = await post('/auth/clientadmin/reset-token/', { email: 'someone@' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'Not a valid Email!',
      fields: { email: ['Not a valid Email!'] },
    });
  });

  it('answers an email without an account exactly as one with, and mails only the real account', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const known = await post('/auth/student/reset-token/', { email: student.email });
    const unknown = await post('/auth/student/reset-token/', { email: 'nobody@nowhere.org' });
    // A student's email is not a client admin's: that too is an email without an account.
    const otherType = await post('/auth/clientadmin/reset-token/', { email: student.email });
    for (const res of [known, unknown, otherType]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(known.body);
      expect(res.headers['content-type']).toBe(known.headers['content-type']);
    }
    await smtp.take(student.email);
    // Give a wrongly sent mail time to arrive, then check none did.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => m.to.includes('nobody@nowhere.org') || m.to.includes(student.email))).toEqual(
      [],
    );
    const tokens = await t.db.select().from(passwordResetTokens);
    expect(tokens.filter((row) => row.role === 'clientadmin' && row.userId === student.student_id)).toEqual([]);
  });

  it('takes as long for an email without an account as for one with, however slow the mail', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    // A mail provider that takes 400 ms to accept a message: were the mail sent before answering, a known
    // account's answer would be 400 ms slower than an unknown one's, far beyond any scheduling noise.
    smtp.setAcceptDelay(400);
    try {
      const time = async (email: string) => {
        const started = performance.now();
        await post('/auth/student/reset-token/', { email });
        const elapsed = performance.now() - started;
        // Let the mail of a real account go before the next request, so it does not slow that one.
        if (email === student.email) await smtp.take(student.email);
        return elapsed;
      };
      await time(student.email);
      await time('nobody.else@nowhere.org');
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await time(student.email));
        unknown.push(await time(`nobody${i}@nowhere.org`));
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      // Both do one lookup and answer; the token and the mail come after the answer.
      expect(median(known) - median(unknown)).toBeLessThan(200);
    } finally {
      smtp.setAcceptDelay(0);
    }
  });

  it('checks the new password and its confirmation', async () => {
    const mismatch = await reset('tok', 'student', 'brandnew42', 'brandnew43');
    expect(mismatch.json()).toMatchObject({ message: 'Password Miss matched!' });
    const empty = await reset('tok', 'student', '', '');
    expect(empty.json()).toMatchObject({ message: 'Insert Your New Password!' });
    const weak = await reset('tok', 'student', 'password', 'password');
    expect(weak.json()).toMatchObject({ message: 'Looks like Weak Password!' });
    const user = await reset('tok', 'superadmin');
    expect(user.json().fields).toEqual({ user: ['Unknown user type'] });
  });
});

describe('when mail cannot be sent, and repeated requests', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_RATE_LIMIT: '2' });
  });
  afterAll(() => down.close());

  it('still answers that the link is on its way, keeps no reset token, and limits repeated requests', async () => {
    const client = await createClient(down.db);
    const student = await createStudent(down.db, client.client_id);
    const ask = () =>
      down.app.inject({ method: 'POST', url: '/auth/student/reset-token/', payload: { email: student.email } });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Check Your Email for the Reset Link!');
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    // The failed mails' tokens are discarded once the SMTP server has refused them.
    await down.app.afterAnswer.drain();
    expect(await down.db.select().from(passwordResetTokens)).toEqual([]);

    const contact = () =>
      down.app.inject({
        method: 'POST',
        url: '/api/email/',
        payload: { email: 'a@home.org', subject: 's', message: 'm' },
      });
    const failed = await contact();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('The message could not be sent. Please try again later.');
    await contact();
    expect((await contact()).statusCode).toBe(429);
  });
});

describe('the reset mail in the reader’s language (issue 21)', () => {
  const tamil = /[\u0B80-\u0BFF]/;
  async function mailTo(user: 'clientadmin' | 'teacher' | 'student', email: string) {
    expect((await post(`/auth/${user}/reset-token/`, { email })).statusCode).toBe(200);
    return smtp.take(email);
  }

  it('writes to a student in their client’s default language until they choose their own', async () => {
    const client = await createClient(t.db, { default_language: 'ta' });
    const student = await createStudent(t.db, client.client_id, { Student_First_Name: 'கொற்றவை' });
    const mail = await mailTo('student', student.email);
    expect(mail.headers.subject).toBe('உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்');
    expect(mail.text).toContain('வணக்கம் கொற்றவை,');
    expect(mail.text).toContain('உங்கள் மாணவர் கணக்கின் கடவுச்சொல்லை மீட்டமைக்க');
    expect(mail.text).toContain('ஒரு மணி நேரத்திற்குள் இந்த இணைப்பைத் திறக்கவும்:');
    // The link itself is never translated.
    expect(mail.text).toMatch(/https:\/\/prep\.example\.org\/conform-password\/[A-Za-z0-9_-]+\?user=student/);
    expect(mail.text.replace(/https:\S+/, '')).not.toMatch(/[A-Za-z]/);

    await t.db.update(students).set({ language: 'en' }).where(eq(students.student_id, student.student_id));
    const english = await mailTo('student', student.email);
    expect(english.headers.subject).toBe('Reset your password');
    expect(english.text).toContain('Hello கொற்றவை,');
    expect(english.text.replace('கொற்றவை', '')).not.toMatch(tamil);
  });

  it('writes to a teacher and a client admin in their own language, English until they choose', async () => {
    const client = await createClient(t.db, { default_language: 'ta' });
    const admin = await createClientAdmin(t.db, client);
    const teacher = await createTeacher(t.db, client.client_id, { language: 'ta' });
    const toTeacher = await mailTo('teacher', teacher.Email);
    expect(toTeacher.headers.subject).toBe('உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்');
    expect(toTeacher.text).toContain('உங்கள் ஆசிரியர் கணக்கின்');
    // The client's default is for its students: an admin who has not chosen reads English.
    const toAdmin = await mailTo('clientadmin', admin.email);
    expect(toAdmin.headers.subject).toBe('Reset your password');
    expect(toAdmin.text).toContain('the password of your client administrator account.');
    expect(toAdmin.text).not.toMatch(tamil);
    await t.db
      .update(clientAdmins)
      .set({ language: 'ta' })
      .where(eq(clientAdmins.client_admin_id, admin.client_admin_id));
    expect((await mailTo('clientadmin', admin.email)).text).toContain('உங்கள் நிறுவன நிர்வாகி கணக்கின்');
  });
});
