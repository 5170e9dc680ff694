// Named prepared statements for the warm-up hot paths (the test screen's read and the submission).
// Measured on PostgreSQL: building a Drizzle query per request and sending it unnamed costs several
// times the query itself (the server re-plans it, the builder re-renders it). These statements are
// rendered once at start and sent by name, so PostgreSQL parses and plans each once per connection.
// A name always carries the same SQL text: only placeholders vary.
import { getTableColumns, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { warmupResults } from '../db/schema/index';
import type { ResultRow } from './views';

interface Rendered {
  sql: string;
  params: unknown[];
}

interface Internals {
  session: {
    prepareQuery(query: Rendered, fields: undefined, name: string, arrayMode: boolean): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}

export interface NamedStatement {
  name: string;
  rendered: Rendered;
}

const dialect = new PgDialect();

/** Renders the statement once; use sql.placeholder('x') for what varies per call. */
export const namedStatement = (name: string, query: SQL): NamedStatement => ({ name, rendered: dialect.sqlToQuery(query) });

/** Runs a named statement on the pool or inside a transaction; rows come keyed by column name, as stored. */
export async function runNamed<T = Record<string, unknown>>(db: Db | Tx, statement: NamedStatement, values: Record<string, unknown> = {}): Promise<T[]> {
  const { session } = db as unknown as Internals;
  const result = await session.prepareQuery(statement.rendered, undefined, statement.name, false).execute(values);
  return (result as { rows: T[] }).rows;
}

const resultColumns = Object.entries(getTableColumns(warmupResults)).map(([property, column]) => [property, column.name] as const);

/** A warmup_results row read by column name, as the property names Drizzle gives it. */
export function resultRowOf(raw: Record<string, unknown>): ResultRow {
  const row: Record<string, unknown> = {};
  for (const [property, column] of resultColumns) row[property] = raw[column];
  // Both drivers return timestamptz as Date for raw rows; a string would come from a custom type parser.
  for (const key of ['Warmup_date', 'started_at'] as const) {
    if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
  }
  return row as ResultRow;
}
