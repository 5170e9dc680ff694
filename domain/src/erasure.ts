// Erasure of a student or teacher (issue 28): the request's body and the texts both the API and the
// confirmation dialog use.
import { z } from 'zod';
import { msg } from './i18n';

export const ERASURE_MESSAGES = {
  confirmMismatch: msg('Type the email exactly as the profile shows it to confirm the erasure'),
  confirmMismatchName: msg('Type the full name exactly as the profile shows it to confirm the erasure'),
  studentErased: msg('Student erased'),
  teacherErased: msg('Teacher erased'),
  erase: msg('Erase'),
  eraseStudentTitle: msg('Erase this student?'),
  eraseTeacherTitle: msg('Erase this teacher?'),
  areYouSure: msg('Are you sure? This cannot be undone.'),
  studentLoses: msg(
    'Their profile, sign-in, class places, sign-in history and every record that names them are erased.',
  ),
  answersFate: msg(
    "Their answers stay only as anonymous rows, so a test's item analysis keeps its counts; they are deleted too where this client's settings say so.",
  ),
  teacherLoses: msg(
    'Their profile, sign-in, class places and sign-in history are erased; the classes they taught stay, without them.',
  ),
  typeEmail: msg('Type their email to confirm'),
  typeName: msg('Type their full name to confirm'),
  eraseAnswersLabel: msg('Erasing a student deletes their answers too'),
  eraseAnswersHelp: msg("Off: an erased student's answers stay as anonymous rows, so item analysis keeps its counts."),
} as const;

/** POST /api/student/{id}/erase/ and /api/teacher/{id}/erase/: the email (or full name where there is none). */
export const erasureRequestSchema = z.object({ confirm: z.string().max(300) });
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** What the person must type: their email, or their full name where there is none. */
export function erasureConfirmation(person: { email: string; first: string; middle?: string; last: string }) {
  const email = person.email.trim();
  if (email) return { kind: 'email' as const, text: email };
  return { kind: 'name' as const, text: [person.first, person.middle, person.last].filter(Boolean).join(' ') };
}

/** Whether the typed text confirms: an email in any case, a name with spaces collapsed. */
export function confirmsErasure(expected: ReturnType<typeof erasureConfirmation>, typed: string): boolean {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ');
  if (expected.text === '') return false;
  return expected.kind === 'email'
    ? norm(typed).toLowerCase() === expected.text.toLowerCase()
    : norm(typed) === norm(expected.text);
}
