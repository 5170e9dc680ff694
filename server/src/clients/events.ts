// The audit events of a client's record (issue 28): named by the client's name, with the fields that
// changed (a switch such as require_totp_for_staff with its before and after; never the license key).
import type { AuditEvent } from '../audit/record';

export const clientEvent = (
  action: string,
  client: { client_id: number; ClientName: string },
  changes?: AuditEvent['changes'],
): AuditEvent => ({
  action,
  client: client.client_id,
  subject: { type: 'client', id: client.client_id, label: client.ClientName },
  changes,
});
