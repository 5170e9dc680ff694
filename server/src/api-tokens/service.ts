import { randomBytes } from 'node:crypto';
import { type ApiTokenIssued, CLIENT_MESSAGES } from '@prep/domain';
import { clientEvent } from '../clients/events';
import { findClient } from '../clients/queries';
import type { Db } from '../db/client';
import { sha256 } from '../plugins/auth';
import { badRequest } from '../plugins/errors';
import { replaceApiToken } from './queries';

/** A new key for the client, returned this once; generating one retires the client's previous keys. */
export async function issueApiToken(db: Db, client: number): Promise<ApiTokenIssued> {
  const found = await findClient(db, client);
  if (!found) throw badRequest(CLIENT_MESSAGES.selectClient, { client: [CLIENT_MESSAGES.selectClient] });
  // base64url never contains a dot, so the key is never mistaken for a JWT (see authenticate()).
  const token = randomBytes(32).toString('base64url');
  // Recorded with the client it is for; the key, and its hash, never.
  await replaceApiToken(db, client, sha256(token), clientEvent('api_key.created', found));
  return { message: CLIENT_MESSAGES.tokenGenerated, token };
}
