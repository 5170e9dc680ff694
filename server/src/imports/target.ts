// Which client a new teacher or student goes into.
import { PERSON_MESSAGES } from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { badRequest } from '../plugins/errors';
import { NO_SUCH_CLIENT } from './import';
import { existingClients } from './queries';

/**
 * The client of the scope a creation was authorised for (`clientTarget(body.client)`): a client admin's
 * own, or the one the super admin named, which must exist; the super admin must name one.
 */
export async function targetClient(db: Db, scope: Scope): Promise<number> {
  if (scope.client === 'all')
    throw badRequest(PERSON_MESSAGES.selectClient, { client: [PERSON_MESSAGES.selectClient] });
  if (!(await existingClients(db, [scope.client])).has(scope.client))
    throw badRequest(NO_SUCH_CLIENT, { client: [NO_SUCH_CLIENT] });
  return scope.client;
}
