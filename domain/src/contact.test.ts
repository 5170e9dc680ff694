import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';

describe('contactSchema', () => {
  it('needs email, subject and message, each with "Please Fillout All Fields"', () => {
    const result = contactSchema.safeParse({ email: '', subject: ' ', to_email: '' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      email: 'Please Fillout All Fields',
      subject: 'Please Fillout All Fields',
      message: 'Please Fillout All Fields',
    });
  });

  it('lower-cases the addresses and treats an empty recipient as none', () => {
    expect(contactSchema.parse({ email: 'Me@Home.org', subject: 'Hi', message: 'Hello', to_email: '' })).toEqual({
      email: 'me@home.org',
      subject: 'Hi',
      message: 'Hello',
      to_email: undefined,
    });
    expect(
      contactSchema.parse({ email: 'me@home.org', subject: 'Hi', message: 'Hello', to_email: 'Help@School.org' })
        .to_email,
    ).toEqual('help@school.org');
  });

  it('refuses a malformed address and an over-long message', () => {
    const result = contactSchema.safeParse({
      email: 'me@',
      subject: 'x'.repeat(201),
      message: 'y'.repeat(5001),
      to_email: 'nobody',
    });
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Not a valid Email'],
      ['subject', 'Message is too long'],
      ['message', 'Message is too long'],
      ['to_email', 'Not a valid Email'],
    ]);
  });

  it('takes the page’s language, English or Tamil, and may leave it out', () => {
    const base = { email: 'me@home.org', subject: 'Hi', message: 'Hello' };
    expect(contactSchema.parse({ ...base, language: 'ta' }).language).toEqual('ta');
    expect(contactSchema.parse(base).language).toBeUndefined();
    const wrong = contactSchema.safeParse({ ...base, language: 'fr' });
    expect(wrong.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['language', 'Choose English or Tamil'],
    ]);
  });
});
