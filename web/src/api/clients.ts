// Clients and their admins (the super admin's screens, and the bars' branding): /api/client/,
// /api/clientadmin/, /api/multiclient/, /api/multiadmin/, /api/api_token/.
import type {
  ApiTokenIssued,
  ClientAdminInput,
  ClientAdminUpdateInput,
  ClientAdminRecord,
  ClientAdminSaved,
  ClientBranding,
  ClientRecord,
  ClientSaved,
  ClientsImported,
  ClientUpdateInput,
  MasterFile,
  MessageAnswer,
  MultiAdminCreated,
  MultiAdminUpdated,
  RetentionCandidate,
} from '@prep/domain';
import type { UploadOptions } from './client';
import { api } from './index';

/** Every super-admin list of clients and admins sits under ['superadmin'], so one invalidation reloads them all. */
const SUPERADMIN = ['superadmin'] as const;
export const clientKeys = {
  superadmin: SUPERADMIN,
  list: [...SUPERADMIN, 'clients'] as const,
  admins: (clientId: number | null) => [...SUPERADMIN, 'clientadmins', clientId] as const,
  allAdmins: [...SUPERADMIN, 'clientadmins', 'all'] as const,
  /** One client's own reads (its record, its branding): ['client', id, …]. */
  client: (clientId?: number | null) => (clientId ? (['client', clientId] as const) : (['client'] as const)),
  record: (clientId: number | null) => ['client', clientId, 'record'] as const,
  branding: (clientId: number | null) => ['client', clientId, 'branding'] as const,
  retention: (clientId: number, months: number) => [...SUPERADMIN, 'retention', clientId, months] as const,
};

export const getClients = () => api.get<ClientRecord[]>('/api/client/');

/** The whole record for the super admin and the client's admins, the branding for its students. */
export const getClient = (clientId: number) => api.get<ClientRecord>(`/api/client/${clientId}/`);
export const getClientBranding = (clientId: number) =>
  api.get<ClientRecord | ClientBranding>(`/api/client/${clientId}/`);

/** Add (no id) or update a client from the profile's multipart form (the logo with it). */
export const saveClient = (id: number | null, form: FormData, options: Pick<UploadOptions, 'onProgress'> = {}) =>
  api.upload<ClientSaved>(id === null ? '/api/client/' : `/api/client/${id}/`, form, {
    ...options,
    method: id === null ? 'POST' : 'PUT',
  });

/** A JSON update of some of a client's fields (its configuration, its test counts). */
export const updateClient = (id: number, body: ClientUpdateInput) => api.put<ClientSaved>(`/api/client/${id}/`, body);
/** The students a retention of `months` would erase now (Client Configuration shows them before it is saved). */
export const getRetentionPreview = (clientId: number, months: number) =>
  api.get<RetentionCandidate[]>(`/api/client/${clientId}/retention-preview/?months=${months}`);
export const deleteClient = (id: number) => api.delete<MessageAnswer>(`/api/client/${id}/`);

/** The bodies of the import files are checked by the server, whatever the file held. */
export const importClients = (body: unknown) => api.post<ClientsImported>('/api/multiclient/', body);
export const importMasterFile = (body: unknown) => api.post<MultiAdminCreated>('/api/multiadmin/', body);
export const updateMasterFile = (body: unknown) => api.put<MultiAdminUpdated>('/api/multiadmin/', body);
export const exportMasterFile = (clientId: number) => api.get<MasterFile>(`/api/client/${clientId}/export/`);
export const issueApiToken = (clientId: number) => api.post<ApiTokenIssued>('/api/api_token/', { client: clientId });

/** Every client's admins, or one client's. */
export const getClientAdmins = (clientId?: number) =>
  api.get<ClientAdminRecord[]>(clientId === undefined ? '/api/clientadmin/' : `/api/clientadmin/?client=${clientId}`);
export const saveClientAdmin = (id: number | null, body: ClientAdminInput | ClientAdminUpdateInput) =>
  id === null
    ? api.post<ClientAdminSaved>('/api/clientadmin/', body)
    : api.put<ClientAdminSaved>(`/api/clientadmin/${id}/`, body);
export const deleteClientAdmin = (id: number) => api.delete<MessageAnswer>(`/api/clientadmin/${id}/`);
