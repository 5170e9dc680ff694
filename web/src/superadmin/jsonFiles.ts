// The JSON files of the super-admin screens: reading an import file, shaping it for the server,
// writing the export files, and telling the user what a refused import got wrong.
import {
  CLIENT_ADMIN_MESSAGES,
  CLIENT_MESSAGES,
  isMasterFile,
  MASTER_MESSAGES,
  msg,
  type ClientAdminRecord,
} from '@prep/domain';
import { ApiError } from '../api';
import i18n from '../i18n';

export const UNREADABLE_JSON = msg('The file is not valid JSON');
export const SELECT_FILE = msg('Please Select a File');
export const NOT_A_MASTER_FILE = MASTER_MESSAGES.shape;

export type JsonRead<T> = { ok: true; value: T } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a chosen file may be read as JSON (by its name: the spec's 'Please Select JSON file only'). */
export const isJsonFileName = (name: string) => name.trim().toLowerCase().endsWith('.json');

/** The parsed text of a .json file (a byte-order mark is ignored). */
export function parseJson(text: string): JsonRead<unknown> {
  try {
    return { ok: true, value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown };
  } catch {
    return { ok: false, message: UNREADABLE_JSON };
  }
}

/** The list under `key` of a file holding `{key: [...]}`, or the file itself when it is the list. */
function listOf(value: unknown, key: string): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Array.isArray(value[key])) return value[key] as unknown[];
  return undefined;
}

/** Body of POST /api/multiclient/ from a clients file: `{clients: [...]}` or the list itself (as the list screen holds it). */
export function clientsImportBody(value: unknown): JsonRead<{ clients: unknown[] }> {
  const clients = listOf(value, 'clients');
  if (!clients) return { ok: false, message: msg('The file must hold a "clients" list') };
  if (clients.length === 0) return { ok: false, message: CLIENT_MESSAGES.noClients };
  // The ids of another installation mean nothing here; the server gives new ones.
  return {
    ok: true,
    value: { clients: clients.map((row) => (isObject(row) ? withoutKeys(row, ['client_id']) : row)) },
  };
}

function withoutKeys(row: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));
}

const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * The request for a client-admin file: `{admins: [...]}` or the list itself. Rows without a client are
 * for the client chosen on the screen. A file naming existing admins (client_admin_id, as Export writes
 * it) updates them with PUT, where an empty password keeps the current one; a file of new admins is
 * added with POST.
 */
export function adminsImportRequest(
  value: unknown,
  clientId: number | null,
): JsonRead<{ method: 'POST' | 'PUT'; body: { admins: unknown[] } }> {
  const admins = listOf(value, 'admins');
  if (!admins) return { ok: false, message: CLIENT_ADMIN_MESSAGES.adminsShape };
  if (admins.length === 0) return { ok: false, message: CLIENT_ADMIN_MESSAGES.noAdmins };
  const rows = admins.map((row) =>
    isObject(row) && !given(row.client) && clientId !== null ? { ...row, client: clientId } : row,
  );
  const update = rows.some((row) => isObject(row) && given(row.client_admin_id));
  return { ok: true, value: { method: update ? 'PUT' : 'POST', body: { admins: rows } } };
}

/** Import Master and Update Master take the client export file only. */
export function masterFileBody(value: unknown): JsonRead<Record<string, unknown>> {
  if (!isObject(value) || !isMasterFile(value) || !isObject(value.client))
    return { ok: false, message: NOT_A_MASTER_FILE };
  return { ok: true, value };
}

/** The Export file of a client's admins: their records, no passwords (the server never returns any). */
export function adminsExportFile(admins: readonly ClientAdminRecord[]): string {
  const rows = admins.map(({ client_admin_id, client, FirstName, LastName, email, license_key }) => ({
    client_admin_id,
    client,
    FirstName,
    LastName,
    email,
    license_key,
  }));
  return JSON.stringify({ admins: rows }, null, 2);
}

/** File name of a client's admins export, e.g. "Summit_Academy_admins.json". */
export const adminsExportFileName = (clientName: string) =>
  `${clientName.replace(/[^A-Za-z0-9_-]+/g, '_') || 'client'}_admins.json`;

/** "admins.2.email" → "admins 3, email": the entry counted from 1, as a person reads the file. */
export function describeField(field: string): string {
  const parts = field.split('.');
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index <= 0) return field;
  const rest = parts.slice(index + 1).join('.');
  return `${parts.slice(0, index).join('.')} ${Number(parts[index]) + 1}${rest ? `, ${rest}` : ''}`;
}

/**
 * What a refused import says: the server's message and, when it names a field of the file, the first
 * entry in fault (e.g. "Not a valid Email (admins 2, email)"). Anything that is not an answer of the
 * server is 'Something Went Wrong'. Translated here, as the parts are joined: the field's path is the file's own.
 */
export function importFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t(CLIENT_MESSAGES.failed);
  const first = Object.entries(error.fields).find(([, messages]) => messages.length > 0);
  if (!first) return i18n.t(error.message);
  const [field, messages] = first;
  return `${i18n.t(messages[0] ?? '')} (${describeField(field)})`;
}

/** Import Master's failure: the server's answer followed by the spec's hint. */
export const masterImportFailure = (error: unknown) => `${importFailure(error)} ${i18n.t(MASTER_MESSAGES.failureHint)}`;
