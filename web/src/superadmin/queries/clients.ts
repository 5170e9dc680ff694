import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ClientAdminRecord, ClientRecord } from '@prep/domain';
import { api } from '../../api';

/** Every super-admin list of clients and admins sits under this key, so one invalidation reloads them all. */
export const SUPERADMIN_KEY = ['superadmin'] as const;
export const CLIENTS_KEY = [...SUPERADMIN_KEY, 'clients'] as const;
export const adminsKey = (clientId: number | null) => [...SUPERADMIN_KEY, 'clientadmins', clientId] as const;

/** GET /api/client/: every client, in the server's order. */
export function useClients() {
  return useQuery({ queryKey: CLIENTS_KEY, queryFn: () => api.get<ClientRecord[]>('/api/client/') });
}

/** GET /api/clientadmin/?client=: the admins of one client (none until a client is chosen). */
export function useClientAdmins(clientId: number | null) {
  return useQuery({
    queryKey: adminsKey(clientId),
    queryFn: () => api.get<ClientAdminRecord[]>(`/api/clientadmin/?client=${clientId}`),
    enabled: clientId !== null,
  });
}

/**
 * After a client changed: the lists, and that client's theme wherever it is shown (the client and
 * student bars read it under ['client', id, 'branding']). Resolves once the lists shown are read again.
 */
export async function reloadClients(queryClient: QueryClient, clientId?: number | null): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SUPERADMIN_KEY }),
    queryClient.invalidateQueries({ queryKey: clientId ? ['client', clientId] : ['client'] }),
  ]);
}

/** Clients by name for the lists and select boxes. */
export const clientItems = (clients: readonly ClientRecord[]) =>
  clients.map((client) => ({ id: client.client_id, label: client.ClientName }));
