import tamil from '@prep/domain/locales/ta.json' with { type: 'json' };
import { fill, msg, plural } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { composeMail } from './compose';

// A mail is written from messages as data, in the reader's language. Expected Tamil is read from the catalogue.
const ta = tamil as Record<string, string>;
const DAYS = plural(
  'Open this link within {{count}} days to choose your password:',
  'Open this link within {{count}} day to choose your password:',
);
const mail = (count: number) => ({
  to: 'reader@school.org',
  subject: msg('Reset your password'),
  lines: [
    fill(msg('Hello {{name}},'), { name: 'Asha <3' }),
    '',
    fill(DAYS, { count }),
    '',
    { asWritten: 'https://prep.example.org/conform-password/abc?user=teacher' },
  ],
});

describe('composeMail', () => {
  it('writes English from the templates, a count of one in the singular', () => {
    const one = composeMail('en', mail(1));
    expect(one.subject).toBe('Reset your password');
    expect(one.text).toBe(
      'Hello Asha <3,\n\nOpen this link within 1 day to choose your password:\n\nhttps://prep.example.org/conform-password/abc?user=teacher',
    );
    expect(composeMail('en', mail(7)).text).toContain('within 7 days to choose');
  });

  it("writes Tamil from the catalogue, the count's plural form chosen, names and links as they are", () => {
    const seven = composeMail('ta', mail(7));
    expect(seven.subject).toBe(ta['Reset your password']);
    expect(seven.text).toContain(ta['Hello {{name}},']!.replace('{{name}}', 'Asha <3'));
    expect(seven.text).toContain('7 நாள்களுக்குள்');
    expect(composeMail('ta', mail(1)).text).toContain('1 நாளுக்குள்');
    expect(seven.text).toContain('https://prep.example.org/conform-password/abc?user=teacher');
  });

  it('translates a nested message in turn', () => {
    const account = fill(msg('Someone, hopefully you, asked to reset the password of your {{account}} account.'), {
      account: { key: 'teacher', values: {} },
    });
    const text = composeMail('ta', { to: 'x@y.org', subject: 'Reset your password', lines: [account] }).text;
    expect(text).toContain(ta.teacher);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('writes the same lines as HTML: escaped, paragraphs, links', () => {
    const { html } = composeMail('en', mail(7));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<p>Hello Asha &lt;3,</p>');
    expect(html).toContain(
      '<a href="https://prep.example.org/conform-password/abc?user=teacher">https://prep.example.org/conform-password/abc?user=teacher</a>',
    );
  });
});
