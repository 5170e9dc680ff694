import { type AccessClaims, CLIENT_BRANDING_FIELDS, type ClientBranding, type ClientRecord } from '@prep/domain';
import { seesClientRecord } from '../access/fields';
import type { ClientRow } from './queries';

/** A client row as the API returns it (the row without its bookkeeping columns). */
export function clientRecord({ createdAt: _, ...client }: ClientRow): ClientRecord {
  return client;
}

/** The theme and switches of a client: what its students (and its screens before sign-in) may read. */
export function clientBranding(client: ClientRow): ClientBranding {
  return Object.fromEntries(CLIENT_BRANDING_FIELDS.map((field) => [field, client[field]])) as unknown as ClientBranding;
}

/** The super admin and the client's own admins read the whole record; anyone else the branding. */
export const clientFor = (user: AccessClaims, client: ClientRow): ClientRecord | ClientBranding =>
  seesClientRecord(user) ? clientRecord(client) : clientBranding(client);
