import { eq } from 'drizzle-orm';
import type { RosterColors } from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { clients } from '../db/schema/index';

const colorColumns = {
  logo: clients.logo,
  header_color: clients.header_color,
  navbar_color: clients.navbar_color,
  textbox_color: clients.textbox_color,
  button_color: clients.button_color,
  assign_test_for_class: clients.assign_test_for_class,
  enable_api_token: clients.enable_api_token,
  enable_dashboard_token: clients.enable_dashboard_token,
  personzlized_test_count: clients.personzlized_test_count,
  personzlized_warmup_count: clients.personzlized_warmup_count,
};

/** The `colors` (§3 Theme) of the scope's client, or undefined when there is no such client. */
export async function colorsOf(db: Db, scope: Scope): Promise<RosterColors | undefined> {
  if (scope.client === 'all') return undefined;
  const [row] = await db.select(colorColumns).from(clients).where(eq(clients.client_id, scope.client));
  return row;
}
