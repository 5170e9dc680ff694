// The SQL form of a scope: the condition that keeps a query on the rows of the scope's client.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from './scope';

/**
 * Rows whose client column is the scope's client; every client's for the super admin who named none
 * (undefined: no condition). Anyone else without a client reaches nothing.
 */
export function inScope(clientColumn: PgColumn, scope: Scope): SQL | undefined {
  if (scope.client !== 'all') return eq(clientColumn, scope.client);
  return scope.principal.role === 'superadmin' ? undefined : sql`false`;
}
