// The SQL form of a scope: the condition that keeps a query on the rows of the scope's client.
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { isSuperAdmin } from './principal';
import type { Scope } from './scope';

/**
 * Rows whose client column is the scope's client; every client's for the super admin who named none
 * (undefined: no condition). Anyone else without a client reaches nothing.
 */
export function inScope(clientColumn: SQLWrapper, scope: Scope): SQL | undefined {
  if (scope.client !== 'all') return eq(clientColumn, scope.client);
  return isSuperAdmin(scope.principal) ? undefined : sql`false`;
}
