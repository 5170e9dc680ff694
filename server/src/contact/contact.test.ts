import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema/index';
import { bearer, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody } from '../test/multipart';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';

const PLATFORM = 'help@platform.test';
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, CONTACT_EMAIL: PLATFORM, MAIL_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/email/', payload, headers });

describe('POST /api/email/', () => {
  it('sends a message from the public contact page to the platform', async () => {
    const res = await send({
      email: 'Parent@Home.org',
      subject: 'Opening hours',
      message: 'When are you open?',
      to_email: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank you for Your Response!' });
    const mail = await smtp.take(PLATFORM);
    expect(mail.headers.subject).toBe('Contact Us: Opening hours');
    expect(mail.headers['reply-to']).toBe('parent@home.org');
    expect(mail.text).toContain('When are you open?');
    expect(mail.text).toContain('parent@home.org');
  });

  it('takes the multipart form the legacy screen sends', async () => {
    const body = await multipartBody({
      email: 'a@home.org',
      subject: 'Form',
      message: 'Sent as a form',
      to_email: PLATFORM,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await smtp.take(PLATFORM)).text).toContain('Sent as a form');
  });

  it('needs email, subject and message: "Please Fillout All Fields"', async () => {
    const res = await send({ email: ' ', to_email: PLATFORM });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please Fillout All Fields',
      fields: {
        email: ['Please Fillout All Fields'],
        subject: ['Please Fillout All Fields'],
        message: ['Please Fillout All Fields'],
      },
    });
    const badEmail = await send({ email: 'nobody', subject: 's', message: 'm' });
    expect(badEmail.json().fields).toEqual({ email: ['Not a valid Email'] });
  });

  it("lets a client's people write to their own organisation's contact email, not to another", async () => {
    const mine = await tenant(t.app, t.db);
    const theirs = await tenant(t.app, t.db);
    await t.db
      .update(clients)
      .set({ contact_url: 'office@mine.org' })
      .where(eq(clients.client_id, mine.client.client_id));
    await t.db
      .update(clients)
      .set({ contact_url: 'office@theirs.org' })
      .where(eq(clients.client_id, theirs.client.client_id));
    const ok = await send(
      { email: mine.student.email, subject: 'Homework', message: 'Question', to_email: 'office@mine.org' },
      mine.studentHeaders,
    );
    expect(ok.statusCode).toBe(200);
    expect((await smtp.take('office@mine.org')).text).toContain('Question');
    const other = await send(
      { email: mine.student.email, subject: 'x', message: 'y', to_email: 'office@theirs.org' },
      mine.adminHeaders,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Messages can only be sent to the platform or to your own organisation');
  });

  it('never relays to an arbitrary address, except for the super admin', async () => {
    const stranger = await send({
      email: 'spam@bot.org',
      subject: 'Buy',
      message: 'now',
      to_email: 'victim@elsewhere.org',
    });
    expect(stranger.statusCode).toBe(403);
    const fromAdmin = await send(
      { email: 'root@platform.test', subject: 'Note', message: 'Hello', to_email: 'partner@elsewhere.org' },
      superAdminHeaders(t.app),
    );
    expect(fromAdmin.statusCode).toBe(200);
    expect((await smtp.take('partner@elsewhere.org')).text).toContain('Hello');
    expect(smtp.received.filter((m) => m.to.includes('victim@elsewhere.org'))).toEqual([]);
  });

  it('refuses a token that is not valid rather than treating the caller as anonymous', async () => {
    const res = await send({ email: 'a@home.org', subject: 's', message: 'm' }, bearer('forged.token.value'));
    expect(res.statusCode).toBe(401);
  });
});

describe('the Contact Us mail in the page’s language (issue 21)', () => {
  it('writes its own words in Tamil when the page is in Tamil, the sender’s words as written', async () => {
    const res = await send({
      email: 'parent@home.org',
      subject: 'தேர்வு நேரம்',
      message: 'தேர்வு எப்போது தொடங்கும்?',
      language: 'ta',
    });
    expect(res.statusCode).toBe(200);
    // The answer is the spec's English; the page shows its translation.
    expect(res.json()).toEqual({ message: 'Thank you for Your Response!' });
    const mail = await smtp.take(PLATFORM);
    expect(mail.headers.subject).toBe('எங்களைத் தொடர்புகொள்ளுங்கள்: தேர்வு நேரம்');
    expect(mail.text).toContain('தேர்வு எப்போது தொடங்கும்?');
    expect(mail.text).toContain('“எங்களைத் தொடர்புகொள்ளுங்கள்” படிவத்தின் வழியாக parent@home.org அனுப்பியது.');
    expect(mail.text).not.toMatch(/Sent from|Contact Us/);
  });

  it('names a signed-in sender’s role in the page’s language', async () => {
    const { studentHeaders } = await tenant(t.app, t.db);
    const payload = { email: 'me@home.org', subject: 'Help', message: 'Please call.', to_email: PLATFORM };
    await send({ ...payload, language: 'ta' }, studentHeaders);
    expect((await smtp.take(PLATFORM)).text).toContain('(மாணவர் ஆக உள்நுழைந்தவர்).');
    await send({ ...payload, language: 'en' }, studentHeaders);
    const english = await smtp.take(PLATFORM);
    expect(english.headers.subject).toBe('Contact Us: Help');
    expect(english.text).toContain('Sent from the Contact Us form by me@home.org (signed in as student).');
  });

  it('writes English when the page sends no language, and refuses one it does not speak', async () => {
    await send({ email: 'old@home.org', subject: 'Old form', message: 'No language field' });
    const mail = await smtp.take(PLATFORM);
    expect(mail.headers.subject).toBe('Contact Us: Old form');
    expect(mail.text).toContain('Sent from the Contact Us form by old@home.org.');
    const wrong = await send({ email: 'a@home.org', subject: 's', message: 'm', language: 'fr' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ language: ['Choose English or Tamil'] });
  });
});
