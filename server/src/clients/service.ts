// Client Profile and Client Configuration: adding, changing and removing a client (with its logo), and
// the client import file.
import {
  CLIENT_MESSAGES,
  CLIENT_PROFILE_FIELDS,
  type ClientBranding,
  type ClientRecord,
  type ClientSaved,
  type ClientsImported,
  clientAdded,
  clientDeleted,
  type clientImportSchema,
  clientSchema,
  clientUpdated,
  clientUpdateSchema,
  said,
} from '@prep/domain';
import type { z } from 'zod';
import type { Scope } from '../access/scope';
import { audit, changesOf } from '../audit/record';
import type { ContentCache } from '../cache/content';
import type { Db } from '../db/client';
import type { Form } from '../media/form';
import { removeMedia } from '../media/store';
import { badRequest, notFound } from '../plugins/errors';
import { parseWith } from '../plugins/validate';
import { clientFor, clientRecord } from './branding';
import { clientEvent } from './events';
import { checkLogo, withSavedLogo } from './logo';
import {
  type ClientRow,
  asClientConflict,
  clientConflicts,
  deleteClient,
  findClient,
  insertClient,
  insertClients,
  logoInUse,
  throwIfConflicts,
  updateClient,
} from './queries';
import { removeFiles } from '../paper/scans/privacy';
import type { MediaStore } from '../storage/storage';

/** Where uploaded logos are kept, and the form (JSON or multipart) that was sent. */
export interface ClientForm {
  media: MediaStore;
  form: Form;
}

/** Deletes a logo file no client shows any more. */
async function dropLogo(db: Db, media: MediaStore, logo: string | null | undefined) {
  if (logo && !(await logoInUse(db, logo))) await removeMedia(media, logo);
}

/**
 * A client's record from the instance's content cache (src/cache): every student reads it on every
 * screen (branding), and it changes only by the super admin's hand. Undefined: no such client.
 */
export const cachedClient = (db: Db, content: ContentCache, id: number) =>
  content.get('client', id, () => findClient(db, id));

/** The client as the scope sees it: the whole record for the super admin and its admins, the branding for its students. */
export function clientSeen(scope: Scope, client: ClientRow): ClientRecord | ClientBranding {
  return clientFor(scope.principal, client);
}

export async function addClient(db: Db, { media, form }: ClientForm): Promise<ClientSaved> {
  const values = parseWith(clientSchema, form.fields);
  const logo = checkLogo(form.files.logo);
  throwIfConflicts(await clientConflicts(db, [values], () => ''));
  const client = await withSavedLogo(media, logo, (path) =>
    db.transaction(async (tx) => {
      const client = await insertClient(tx, { ...values, logo: path ?? null });
      await audit(tx, clientEvent('client.created', client, changesOf(null, { ...values, logo: path ?? null })));
      return client;
    }),
  );
  return { ...said(clientAdded(client.ClientName)), ...clientRecord(client) };
}

/** Profile fields, configuration fields, the two personalised counts, or any mix; fields left out are kept. */
export async function changeClient(db: Db, { media, form, id }: ClientForm & { id: number }): Promise<ClientSaved> {
  const values: z.output<typeof clientUpdateSchema> = parseWith(clientUpdateSchema, form.fields);
  const logo = checkLogo(form.files.logo);
  const changed = Object.keys(values).filter((key) => values[key as keyof typeof values] !== undefined);
  if (changed.length === 0 && !logo) throw badRequest(CLIENT_MESSAGES.nothingToUpdate);
  const before = await findClient(db, id);
  if (!before) throw notFound();
  throwIfConflicts(await clientConflicts(db, [values], () => '', before.client_id));
  const client = await withSavedLogo(media, logo, (path) =>
    db.transaction(async (tx) => {
      const row = await updateClient(tx, before.client_id, path ? { ...values, logo: path } : values);
      if (!row) throw notFound();
      // Every field the request gave (switches included), before and after; the license key never.
      const fields = path ? [...changed, 'logo'] : changed;
      await audit(tx, clientEvent('client.updated', before, changesOf(before, row, fields)));
      return row;
    }),
  );
  if (logo && before.logo !== client.logo) await dropLogo(db, media, before.logo);
  const profileChanged = logo !== undefined || changed.some((key) => (CLIENT_PROFILE_FIELDS as string[]).includes(key));
  const message = profileChanged ? clientUpdated(client.ClientName) : CLIENT_MESSAGES.configurationUpdated;
  return { ...said(message), ...clientRecord(client) };
}

export async function removeClient(db: Db, { media, id }: { media: MediaStore; id: number }) {
  const deleted = await deleteClient(db, id);
  if (!deleted) throw notFound();
  const { client, scanFiles } = deleted;
  await dropLogo(db, media, client.logo);
  await removeFiles(media.storage, scanFiles);
  return said(clientDeleted(client.ClientName));
}

/** A JSON list of clients (as the list or an export gives them): all are added, or none. */
export async function importClients(db: Db, body: z.output<typeof clientImportSchema>): Promise<ClientsImported> {
  const rows = body.clients.map(({ logo, ...client }) => ({ ...client, logo: logo || null }));
  const ids = await db
    .transaction(async (tx) => {
      throwIfConflicts(await clientConflicts(tx, rows, (i) => `clients.${i}.`));
      const ids = await insertClients(tx, rows);
      await audit(
        tx,
        rows.map((row, i) => clientEvent('client.created', { ...row, client_id: ids[i]! }, changesOf(null, row))),
      );
      return ids;
    })
    .catch(asClientConflict);
  return { message: CLIENT_MESSAGES.imported, client_ids: ids };
}
