import { describe, expect, it } from 'vitest';
import { contactRecipient, senderEmail } from './contactRecipient';

describe('contact recipient', () => {
  it("sends a client admin's or student's message to their organisation when it has a contact email", () => {
    expect(contactRecipient('clientadmin', 'office@summit.org')).toBe('office@summit.org');
    expect(contactRecipient('student', ' office@summit.org ')).toBe('office@summit.org');
    expect(contactRecipient('student', '')).toBeUndefined();
    expect(contactRecipient('student', null)).toBeUndefined();
  });

  it('names no recipient for the super admin or a visitor (the platform receives it)', () => {
    expect(contactRecipient('superadmin', 'office@summit.org')).toBeUndefined();
    expect(contactRecipient(null, 'office@summit.org')).toBeUndefined();
  });

  it('fills the sender with the signed-in email', () => {
    expect(senderEmail({ role: 'superadmin', superadmin_id: 1, email: 'admin@prepdemo.com' })).toBe(
      'admin@prepdemo.com',
    );
    expect(senderEmail(null)).toBe('');
  });
});
