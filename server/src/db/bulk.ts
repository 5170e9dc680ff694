// Set-based writes: a whole import is one statement per table. The rows travel as one JSON parameter
// that jsonb_to_recordset turns into a table, so 2,000 rows are one statement with one parameter (far
// below PostgreSQL's 65,535) rather than 2,000 statements.
import { type Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

type Writer = Db | Tx;
type Values = Record<string, unknown>;

/** The type a column takes in the record set (a serial key is a plain integer there). */
const recordType = (column: Column) => (column.getSQLType() === 'serial' ? 'integer' : column.getSQLType());

/** The columns to write: those any row gives a value, plus (`withGenerated`) those filled in by the ORM. */
function columnsOf(table: PgTable, rows: readonly Values[], withGenerated: boolean): Array<[string, Column]> {
  return Object.entries(getTableColumns(table) as Record<string, Column>).filter(
    ([key, column]) => (withGenerated && column.defaultFn !== undefined) || rows.some((row) => row[key] !== undefined),
  );
}

/** `as x("a" integer, "b" text, …)`: the shape of the record set. */
const recordShape = (columns: Array<[string, Column]>, extra: SQL[] = []) =>
  sql.join([...columns.map(([, c]) => sql`${sql.identifier(c.name)} ${sql.raw(recordType(c))}`), ...extra], sql`, `);

/** A row as JSON keyed by column name; a missing value takes the column's default (ORM-side, or null). */
function recordOf(row: Values, columns: Array<[string, Column]>, fillDefaults: boolean): Values {
  const record: Values = {};
  for (const [key, column] of columns) {
    let value = row[key];
    if (value === undefined && fillDefaults) {
      value = column.defaultFn ? column.defaultFn() : column.default;
      if (value === undefined && !column.notNull) value = null;
      if (value === undefined) throw new Error(`bulk insert: no value for ${column.name} and no default`);
    }
    // A default written in SQL (now()) cannot travel in the JSON: such a column must be given a value.
    if (is(value, SQL)) throw new Error(`bulk write: ${column.name} has an SQL default; give it a value`);
    record[column.name] = value;
  }
  return record;
}

/**
 * Inserts the rows in one statement, in their order; a value left out takes the column's default.
 * Returns the values of `returning` (the new ids), in the rows' order.
 */
export async function insertRecords(
  db: Writer,
  table: PgTable,
  rows: readonly Values[],
  returning?: Column,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = columnsOf(table, rows, true);
  const records = rows.map((row, index) => ({ ...recordOf(row, columns, true), _row: index }));
  const names = sql.join(
    columns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  const result = await db.execute<{ id: number }>(sql`
    insert into ${table} (${names})
    select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as x(${recordShape(columns, [sql`_row integer`])})
    order by _row
    ${returning ? sql`returning ${sql.identifier(returning.name)} as id` : sql``}`);
  // Serial ids are drawn in the order the rows are inserted, which is the file's.
  return rowsOf<{ id: number }>(result)
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

/**
 * Updates each row's record, named by `key`, in one statement. A value left out (undefined) keeps the
 * stored one, so null cannot be written this way (a nullable column may be, with values only). Returns how
 * many records were updated.
 */
export async function updateRecords(db: Writer, table: PgTable, key: Column, rows: readonly Values[]): Promise<number> {
  if (rows.length === 0) return 0;
  const keyName = Object.entries(getTableColumns(table)).find(([, c]) => c === key)?.[0];
  if (keyName === undefined) throw new Error(`bulk update: ${key.name} is not a column of the table`);
  const columns = columnsOf(table, rows, false).filter(([name]) => name !== keyName);
  const nulled = columns.find(([name]) => rows.some((row) => row[name] === null));
  if (nulled) throw new Error(`bulk update: ${nulled[1].name} cannot be set to null (it reads as left out)`);
  if (columns.length === 0) return 0;
  // Rows naming the same record are applied in their order, as one update each would be: later values win.
  const merged = new Map<unknown, Values>();
  for (const row of rows) {
    const given = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
    merged.set(row[keyName], { ...merged.get(row[keyName]), ...given });
  }
  const records = [...merged.values()].map((row) => recordOf(row, [[keyName, key], ...columns], false));
  const assignments = sql.join(
    columns.map(([, c]) => sql`${sql.identifier(c.name)} = coalesce(x.${sql.identifier(c.name)}, ${c})`),
    sql`, `,
  );
  const result = await db.execute<{ id: number }>(sql`
    update ${table} set ${assignments}
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(${recordShape([[keyName, key], ...columns])})
    where ${key} = x.${sql.identifier(key.name)}
    returning ${key} as id`);
  return rowsOf(result).length;
}

/** Rows of a raw query on either driver (node-postgres and PGlite both answer with `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
