import { z } from 'zod';
import { requiredText } from './auth';
import { LONG_TEXT_MAX, unlessEmpty } from './fields';
import { languageSchema } from './language-schema';
import { FILL_ALL_FIELDS } from './messages';
import { isEmail } from './patterns';
import { msg } from './i18n';

// Contact Us (admin-and-authoring.md §5 "Contact form", §7 Email, §8).

export const CONTACT_MESSAGES = {
  fillAll: FILL_ALL_FIELDS,
  email: msg('Not a valid Email'),
  tooLong: msg('Message is too long'),
  recipient: msg('Messages can only be sent to the platform or to your own organisation'),
  sent: msg('Thank you for Your Response!'),
  notSent: msg('The message could not be sent. Please try again later.'),
} as const;

export const CONTACT_SUBJECT_MAX = 200;

/**
 * POST /api/email/ (JSON or multipart). Email, subject and message are required (§5). to_email is
 * optional: without it the message goes to the platform's contact address. language is optional too.
 */
export const contactSchema = z.object({
  email: requiredText(FILL_ALL_FIELDS)
    .refine(unlessEmpty(isEmail), { error: CONTACT_MESSAGES.email })
    .transform((email) => email.toLowerCase()),
  subject: requiredText(FILL_ALL_FIELDS).max(CONTACT_SUBJECT_MAX, { error: CONTACT_MESSAGES.tooLong }),
  message: requiredText(FILL_ALL_FIELDS).max(LONG_TEXT_MAX, { error: CONTACT_MESSAGES.tooLong }),
  to_email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .refine((email) => email === '' || isEmail(email), { error: CONTACT_MESSAGES.email })
    .transform((email) => email.toLowerCase() || undefined)
    .optional(),
  /** The page's language (issue 21): the mail's own words are written in it. English when left out. */
  language: languageSchema.optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
