import type { Role } from '@prep/domain';
import type { SessionProfile } from '../session';

/**
 * Who receives a Contact Us message (to_email): for a client admin or a student, their organisation's
 * contact email when it has one; otherwise nobody is named and the server sends to the platform.
 */
export function contactRecipient(role: Role | null, clientContactEmail: string | null): string | undefined {
  if (role !== 'clientadmin' && role !== 'student') return undefined;
  const email = clientContactEmail?.trim();
  return email ? email : undefined;
}

/** The signed-in user's email, to fill the sender field ('' before sign-in). */
export const senderEmail = (profile: SessionProfile | null | undefined): string => profile?.email ?? '';
