import { describe, expect, it } from 'vitest';
import { MASTER_MESSAGES } from '@prep/domain';
import { ApiError } from '../api';
import {
  adminsExportFile,
  adminsExportFileName,
  adminsImportRequest,
  clientsImportBody,
  describeField,
  importFailure,
  isJsonFileName,
  masterFileBody,
  masterImportFailure,
  parseJson,
} from './jsonFiles';

describe('JSON import files', () => {
  it('takes .json files only, and refuses text that is not JSON', () => {
    expect(isJsonFileName('clients.JSON')).toBe(true);
    expect(isJsonFileName('clients.csv')).toBe(false);
    expect(parseJson('\ufeff{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJson('{oops')).toEqual({ ok: false, message: 'The file is not valid JSON' });
  });

  it('reads clients from {clients} or a plain list, dropping ids', () => {
    expect(clientsImportBody({ clients: [{ client_id: 4, ClientName: 'A' }] })).toEqual({
      ok: true,
      value: { clients: [{ ClientName: 'A' }] },
    });
    expect(clientsImportBody([{ ClientName: 'B' }])).toEqual({ ok: true, value: { clients: [{ ClientName: 'B' }] } });
    expect(clientsImportBody({ clients: [] })).toEqual({ ok: false, message: 'The file holds no clients' });
    expect(clientsImportBody({ admins: [] }).ok).toBe(false);
  });

  it('adds admins of a new file to the chosen client, and updates those an export names', () => {
    const added = adminsImportRequest({ admins: [{ email: 'a@x.org' }, { email: 'b@x.org', client: 7 }] }, 3);
    expect(added).toEqual({
      ok: true,
      value: {
        method: 'POST',
        body: {
          admins: [
            { email: 'a@x.org', client: 3 },
            { email: 'b@x.org', client: 7 },
          ],
        },
      },
    });
    const updated = adminsImportRequest([{ client_admin_id: 5, client: 3, email: 'a@x.org' }], null);
    expect(updated.ok && updated.value.method).toBe('PUT');
    expect(adminsImportRequest({ teachers: [] }, 3)).toEqual({
      ok: false,
      message: 'The file must hold an "admins" list',
    });
    expect(adminsImportRequest({ admins: [] }, 3)).toEqual({ ok: false, message: 'The file holds no client admins' });
  });

  it('takes a client export file only for the master buttons', () => {
    expect(masterFileBody({ client: { ClientName: 'A' }, clientadmins: [], students: [], teachers: [] }).ok).toBe(true);
    expect(masterFileBody({ admins: [] }).ok).toBe(false);
    expect(masterFileBody([1, 2]).ok).toBe(false);
  });

  it('exports admins without passwords', () => {
    const text = adminsExportFile([
      {
        client_admin_id: 1,
        client: 2,
        FirstName: 'A',
        LastName: 'B',
        email: 'a@x.org',
        license_key: 'AAAA-BBBB-CCCC-DDDD',
        password: 'x',
      } as never,
    ]);
    expect(JSON.parse(text)).toEqual({
      admins: [
        {
          client_admin_id: 1,
          client: 2,
          FirstName: 'A',
          LastName: 'B',
          email: 'a@x.org',
          license_key: 'AAAA-BBBB-CCCC-DDDD',
        },
      ],
    });
    expect(adminsExportFileName('Summit Academy')).toBe('Summit_Academy_admins.json');
  });

  it('tells which entry of the file failed', () => {
    expect(describeField('admins.1.email')).toBe('admins 2, email');
    expect(describeField('client.license_key')).toBe('client.license_key');
    const refused = new ApiError(400, 'Not a valid Email', { fields: { 'admins.1.email': ['Not a valid Email'] } });
    expect(importFailure(refused)).toBe('Not a valid Email (admins 2, email)');
    expect(importFailure(new ApiError(404, MASTER_MESSAGES.clientNotFound))).toBe(MASTER_MESSAGES.clientNotFound);
    expect(importFailure(new Error('boom'))).toBe('Something Went Wrong');
    expect(masterImportFailure(new ApiError(400, 'Missing student email or password'))).toBe(
      'Missing student email or password Kindly export the client and use Update master to update',
    );
  });
});
