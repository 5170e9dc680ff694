// docs/privacy.md names every column that holds or points at a person (issue 28): a column added later to
// such a table, or a new table that points at a person, fails here until the page says why it is held, who
// reads it, how long it is kept and what export and erasure do with it. The rule is the page's last section.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../access/visibility';
import { startTestApp, type TestApp } from '../test/harness';

const doc = readFileSync(new URL('../../../docs/privacy.md', import.meta.url), 'utf8');

/** The tables of people and their contacts. */
const PEOPLE = ['students', 'teachers', 'client_admins', 'super_admins', 'clients'];
/** Columns that name a person without a foreign key (the sign-in tables' role and user, the audit log's). */
const PERSON_COLUMNS = ['user_id', 'student_id', 'teacher_id', 'staff_id', 'actor_id'];

let t: TestApp;
let columns: Map<string, string[]>;
let personal: string[];
beforeAll(async () => {
  t = await startTestApp();
  columns = new Map();
  const found = await t.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`);
  for (const { table_name, column_name } of rowsOf<{ table_name: string; column_name: string }>(found)) {
    columns.set(table_name, [...(columns.get(table_name) ?? []), column_name]);
  }
  const keys = await t.db.execute(sql`
    select distinct source.relname as table_name
    from pg_constraint c
    join pg_class source on source.oid = c.conrelid
    join pg_class target on target.oid = c.confrelid
    where c.contype = 'f' and target.relname in (${sql.join(
      PEOPLE.filter((table) => table !== 'clients').map((table) => sql`${table}`),
      sql`, `,
    )})`);
  const pointing = rowsOf<{ table_name: string }>(keys).map((row) => row.table_name);
  const naming = [...columns]
    .filter(([, names]) => names.some((n) => PERSON_COLUMNS.includes(n)))
    .map(([table]) => table);
  personal = [...new Set([...PEOPLE, ...pointing, ...naming])].sort();
});
afterAll(() => t.close());

it('names every column of every table that holds or points at a person', () => {
  // The rule finds the tables the page is about (a sanity check that it reads the schema at all).
  expect(personal).toEqual(
    expect.arrayContaining(['students', 'master_sittings', 'warmup_results', 'classroom_students', 'sign_ins']),
  );
  expect(personal).toEqual(expect.arrayContaining(['audit_events', 'refresh_tokens', 'staff_totp']));
  const missing = personal.flatMap((table) =>
    (columns.get(table) ?? []).map((column) => `${table}.${column}`).filter((name) => !doc.includes(`\`${name}\``)),
  );
  expect(missing, 'add a line for each to docs/privacy.md').toEqual([]);
});

it('names no column that is not there', () => {
  const named = [...doc.matchAll(/`([a-z_]+)\.([a-z_0-9]+)`/g)].filter(
    // A file of the export zip (`warmups.json`) is no column.
    ([, table, column]) => columns.has(table!) && !['json', 'csv'].includes(column!),
  );
  const gone = named.filter(([, table, column]) => !columns.get(table!)!.includes(column!)).map(([name]) => name);
  expect(gone).toEqual([]);
});
