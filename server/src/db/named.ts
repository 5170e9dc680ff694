// Named prepared statements for the hot paths (the warm-up test screen's read and the submission).
// Measured on PostgreSQL: building a Drizzle query per request and sending it unnamed costs several
// times the query itself (the server re-plans it, the builder re-renders it). These statements are
// rendered once at start and sent by name, so PostgreSQL parses and plans each once per connection.
// A name always carries the same SQL text: only placeholders vary.
//
// Only public APIs run them: on the pool, node-postgres's named queries ({name, text, values}) or
// PGlite's query; inside a transaction (whose connection Drizzle does not hand out), Drizzle's
// `execute`, unnamed. Every path reads dates, timestamps and intervals as the text PostgreSQL sends,
// as Drizzle's own raw queries do, so a row reads the same whichever path ran it.
import type { PGlite } from '@electric-sql/pglite';
import { types as pgliteTypes } from '@electric-sql/pglite';
import { fillPlaceholders, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client';

export interface NamedStatement {
  name: string;
  text: string;
  /** The rendered parameters: values and placeholders, filled per call. */
  params: unknown[];
  /** The text split at its parameters: text, parameter index, text, … (the transaction path). */
  pieces: Array<string | number>;
}

const dialect = new PgDialect();

/** Renders the statement once; use sql.placeholder('x') for what varies per call. */
export function namedStatement(name: string, query: SQL): NamedStatement {
  const rendered = dialect.sqlToQuery(query);
  const pieces = rendered.sql.split(/\$(\d+)/).map((piece, i) => (i % 2 === 1 ? Number(piece) - 1 : piece));
  return { name, text: rendered.sql, params: rendered.params, pieces };
}

type Rows = Record<string, unknown>[];
/** How a database (not a transaction) runs a named statement with its filled parameters. */
type Runner = (statement: NamedStatement, values: unknown[]) => Promise<Rows>;
const runners = new WeakMap<object, Runner>();

// The types node-postgres and PGlite would turn into Date (or parse further): kept as text.
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text')) as never,
};
const pgliteParsers = Object.fromEntries(
  [pgliteTypes.DATE, pgliteTypes.TIMESTAMP, pgliteTypes.TIMESTAMPTZ, pgliteTypes.INTERVAL].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

/** Named statements on a node-postgres pool; `sent` counts each (the query counter). */
export function runOnPool(db: Db, pool: pg.Pool, sent: () => void) {
  runners.set(db, async ({ name, text }, values) => {
    sent();
    return (await pool.query({ name, text, values, types: pgTypes })).rows;
  });
}

/** Statements on PGlite (one connection, so a name buys nothing); `sent` counts each. */
export function runOnPglite(db: Db, client: PGlite, sent: () => void) {
  runners.set(db, async ({ text }, values) => {
    sent();
    return (await client.query<Record<string, unknown>>(text, values, { parsers: pgliteParsers })).rows;
  });
}

/** Runs a named statement on the pool or inside a transaction; rows come keyed by column name, as stored. */
export async function runNamed<T = Record<string, unknown>>(
  db: Db | Tx,
  statement: NamedStatement,
  values: Record<string, unknown> = {},
): Promise<T[]> {
  const filled = fillPlaceholders(statement.params, values);
  const runner = runners.get(db);
  if (runner) return (await runner(statement, filled)) as T[];
  const query = sql.join(
    statement.pieces.map((piece) => (typeof piece === 'number' ? sql`${filled[piece]}` : sql.raw(piece))),
  );
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
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
      // Timestamps arrive as PostgreSQL's text (see AS_TEXT): Drizzle's rows hold Dates.
      row[property] = isDate && typeof value === 'string' ? new Date(value) : value;
    }
    return row as T['$inferSelect'];
  };
}
