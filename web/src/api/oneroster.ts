// Rosters from the school's SIS (issue 29): a OneRoster 1.1 CSV export's zip, previewed, then imported.
import type { OneRosterReport } from '@prep/domain';
import { api } from './index';

export interface OneRosterChoices {
  preview: boolean;
  /** The org that is this client, when the export holds several. */
  org?: string | undefined;
  /** The program of new classes whose course names none. */
  program?: string | undefined;
}

export function importOneRoster(file: File, { preview, org, program }: OneRosterChoices) {
  const query = new URLSearchParams();
  if (preview) query.set('preview', 'true');
  if (org) query.set('org', org);
  if (program) query.set('program', program);
  const form = new FormData();
  form.append('file', file);
  const search = query.toString();
  return api.post<OneRosterReport>(`/api/import-oneroster/${search ? `?${search}` : ''}`, form);
}
