import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ClientRecord } from '@prep/domain';
import { clientKeys, getClientAdmins, getClients } from '../../api/clients';

/** Every client, in the server's order. */
export function useClients() {
  return useQuery({ queryKey: clientKeys.list, queryFn: getClients });
}

/** The admins of one client (none until a client is chosen). */
export function useClientAdmins(clientId: number | null) {
  return useQuery({
    queryKey: clientKeys.admins(clientId),
    queryFn: () => getClientAdmins(clientId ?? 0),
    enabled: clientId !== null,
  });
}

/**
 * After a client changed: the lists, and that client's theme wherever it is shown (the client and
 * student bars read it under ['client', id, 'branding']). Resolves once the lists shown are read again.
 */
export async function reloadClients(queryClient: QueryClient, clientId?: number | null): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: clientKeys.superadmin }),
    queryClient.invalidateQueries({ queryKey: clientKeys.client(clientId) }),
  ]);
}

/** Clients by name for the lists and select boxes. */
export const clientItems = (clients: readonly ClientRecord[]) =>
  clients.map((client) => ({ id: client.client_id, label: client.ClientName }));
