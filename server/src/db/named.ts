// Named prepared statements for the hot paths (the warm-up test screen's read and the submission).
// Measured on PostgreSQL: building a Drizzle query per request and sending it unnamed costs several
// times the query itself (the server re-plans it, the builder re-renders it). These statements are
// rendered once at start and sent by name, so PostgreSQL parses and plans each once per connection.
// A name always carries the same SQL text: only placeholders vary.
import { getTableColumns, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

interface Rendered {
  sql: string;
  params: unknown[];
}

interface Internals {
  session: {
    prepareQuery(
      query: Rendered,
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}

export interface NamedStatement {
  name: string;
  rendered: Rendered;
}

const dialect = new PgDialect();

/** Renders the statement once; use sql.placeholder('x') for what varies per call. */
export const namedStatement = (name: string, query: SQL): NamedStatement => ({
  name,
  rendered: dialect.sqlToQuery(query),
});

/** Runs a named statement on the pool or inside a transaction; rows come keyed by column name, as stored. */
export async function runNamed<T = Record<string, unknown>>(
  db: Db | Tx,
  statement: NamedStatement,
  values: Record<string, unknown> = {},
): Promise<T[]> {
  const { session } = db as unknown as Internals;
  const result = await session.prepareQuery(statement.rendered, undefined, statement.name, false).execute(values);
  return (result as { rows: T[] }).rows;
}

/**
 * Reads a table's rows as a named statement returns them (keyed by column name, as stored) into the
 * property names Drizzle gives them, for statements that select `t.*`.
 */
export function rowReader<T extends PgTable>(table: T): (raw: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table)).map(
    ([property, column]) => [property, column.name, column.dataType === 'date'] as const,
  );
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [property, name, isDate] of columns) {
      const value = raw[name];
      // Both drivers return timestamptz as Date for raw rows; a string would come from a custom type parser.
      row[property] = isDate && typeof value === 'string' ? new Date(value) : value;
    }
    return row as T['$inferSelect'];
  };
}
