import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AccessClaims } from '@prep/domain';
import { optionalIdField, PERSON_MESSAGES } from '@prep/domain';
import type { Db } from '../db/client';
import { clients } from '../db/schema/index';
import { assertClientAccess } from '../plugins/auth';
import { badRequest } from '../plugins/errors';

export const NO_SUCH_CLIENT = 'No such client';

/** ?client=N: which client a list, export or import is about (the super admin's choice). */
export const clientQuery = z.object({ client: optionalIdField(NO_SUCH_CLIENT) });

/**
 * Which client's records a list shows: a client admin always its own (naming another is refused);
 * the super admin the one named, or every client when none is.
 */
export function listScope(user: AccessClaims, requested: number | undefined): number | undefined {
  if (requested !== undefined) assertClientAccess(user, requested);
  return user.role === 'superadmin' ? requested : (user.client_id ?? undefined);
}

/**
 * The client a new record goes into: a client admin's own (naming another is refused with 403);
 * for the super admin the one named, which must exist.
 */
export async function targetClient(db: Db, user: AccessClaims, requested: number | undefined): Promise<number> {
  if (requested !== undefined) assertClientAccess(user, requested);
  if (user.role !== 'superadmin') return user.client_id!;
  if (requested === undefined) throw badRequest(PERSON_MESSAGES.selectClient, { client: [PERSON_MESSAGES.selectClient] });
  if (!(await clientExists(db, requested))) throw badRequest(NO_SUCH_CLIENT, { client: [NO_SUCH_CLIENT] });
  return requested;
}


export async function clientExists(db: Db, clientId: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.client_id }).from(clients).where(eq(clients.client_id, clientId));
  return row !== undefined;
}
