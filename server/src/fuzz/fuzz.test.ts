// Every route of the OpenAPI document, as every role that may call it (and as nobody): a valid request
// and malformed ones made by fast-check, seeded and bounded. No answer may be a 5xx, and a refused
// request (4xx) must leave everything stored as it was. A new route is covered by being in the document.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  type ApiErrorBody,
  BODY_NOT_OBJECT,
  LIBRARY_DEFAULT_MESSAGE,
  type Message,
  messageKeys,
  render,
} from '@prep/domain';
import en from '@prep/domain/locales/en.json';
import ta from '@prep/domain/locales/ta.json';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../access/visibility';
import { classrooms, classroomStudents, classroomTeachers, clients } from '../db/schema/index';
import {
  bearer,
  createTeacher,
  createTest,
  createWarmupResult,
  createWarmupSet,
  grantToClient,
  superAdminHeaders,
  tenant,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { type Draft, encode, malformed, type Operation, operationsOf, oversized, validDraft } from './requests';

const SEED = Number(process.env.FUZZ_SEED ?? 13_2026);
/** Malformed requests per route and role; with the valid and oversized ones, about 2,500 requests. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 14);

let t: TestApp;
let dataDir: string;
let callers: Record<string, Record<string, string>>;
let tables: string[];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prep-fuzz-'));
  t = await startTestApp({ DATA_DIR: dataDir, MAIL_RATE_LIMIT: '1000000' });
  // Records with the small ids valid requests name: two clients with an admin, a student and a
  // teacher each, a test and a warm-up set granted to the first, a warm-up assigned to its student.
  const a = await tenant(t.app, t.db);
  const b = await tenant(t.app, t.db);
  const teacher = await createTeacher(t.db, a.client.client_id);
  await createTeacher(t.db, b.client.client_id);
  // The first client has classes on, with a class its teacher teaches holding its student.
  await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, a.client.client_id));
  const [classroom] = await t.db
    .insert(classrooms)
    .values({ client: a.client.client_id, class_name: 'Period 1', program: 'SAT' })
    .returning();
  await t.db.insert(classroomTeachers).values({ classroom: classroom!.id, teacher: teacher.id });
  await t.db.insert(classroomStudents).values({ classroom: classroom!.id, student: a.student.student_id });
  const test = await createTest(t.db, { questionCount: 2 });
  const { set, warmups } = await createWarmupSet(t.db);
  await grantToClient(t.db, a.client.client_id, a.admin.email, {
    quizzes: [test.master_qnsbank_id],
    warmups: [set.master_qnsbank_id],
  });
  await createWarmupResult(
    t.db,
    a.student.student_id,
    set,
    warmups.map((w) => w.warmup_id),
  );
  callers = {
    anonymous: {},
    superadmin: superAdminHeaders(t.app),
    clientadmin: a.adminHeaders,
    student: a.studentHeaders,
    teacher: bearer(tokenFor(t.app, 'teacher', teacher.id, a.client.client_id)),
  };
  tables = rowsOf<{ name: string }>(
    await t.db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  ).map((r) => r.name);
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Everything stored: a digest of every table's rows, and the stored files. */
async function storedState(): Promise<string> {
  const digests = tables.map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(name)} x`,
  );
  const rows = rowsOf<{ name: string; digest: string }>(await t.db.execute(sql.join(digests, sql` union all `)));
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, 'files'), { recursive: true }).map(String).sort();
  } catch {
    // No uploads yet.
  }
  return JSON.stringify({ rows, files });
}

const english = en as Record<string, string>;
const tamil = ta as Record<string, string>;
/** A key of a catalogue: a text, or a counted template's plural forms (`_one`, `_other`). */
const inCatalogue = (catalogue: Record<string, string>, key: string) =>
  Boolean(catalogue[key]) || Boolean(catalogue[`${key}_other`] && catalogue[`${key}_one`]);

/** What is wrong with a message given as data: no key, values not an object, a key either catalogue lacks. */
function unwrittenData(key: unknown, values: unknown, text: unknown): string[] {
  if (typeof key !== 'string' || typeof values !== 'object' || values === null || Array.isArray(values))
    return [`no message_key and message_values for ${String(text).slice(0, 80)}`];
  const message = { key, values: values as Message['values'] };
  if (render(message) !== text) return [`${key} renders as ${render(message)}, not ${String(text)}`];
  return messageKeys(message)
    .filter((k) => !inCatalogue(english, k) || !inCatalogue(tamil, k))
    .map((k) => `key in no catalogue: ${k.slice(0, 120)}`);
}

/**
 * The messages of a refusal that are not written for a person in both languages: a library's own English
 * ("Invalid input: expected object, received array"; domain/src/validation-messages.ts), a body without its
 * message as data (`message_key`, `message_values`, and `field_keys` beside `fields`), or a key (a nested one
 * too) that either catalogue lacks (docs/decisions/0107-messages-as-data.md).
 */
function unwrittenMessages(res: LightMyRequestResponse): string[] {
  if (res.statusCode < 400 || res.statusCode >= 500) return [];
  // The Conversion Tool's error log is a text file the spec has downloaded as it is (decision 0090).
  if (!String(res.headers['content-type']).startsWith('application/json')) return [];
  let body: ApiErrorBody;
  try {
    body = res.json();
  } catch {
    return [`not JSON: ${res.body.slice(0, 80)}`];
  }
  const defaults = [body.message, ...Object.values(body.fields ?? {}).flat()]
    .filter((m) => typeof m !== 'string' || LIBRARY_DEFAULT_MESSAGE.test(m))
    .map((m) => String(m).slice(0, 120));
  const problems = [...defaults, ...unwrittenData(body.message_key, body.message_values, body.message)];
  for (const [field, messages] of Object.entries(body.fields ?? {})) {
    const data = body.field_keys?.[field] ?? [];
    if (data.length !== messages.length) problems.push(`field_keys.${field} does not match fields.${field}`);
    messages.forEach((m, i) => {
      problems.push(...unwrittenData(data[i]?.key, data[i]?.values, m));
    });
  }
  return problems;
}

const rolesOf = (op: Operation) => [
  'anonymous',
  ...(op.roles ?? ['superadmin', 'clientadmin', 'student']).filter((role) => role in callers),
];

// Deleting comes last, so the records the other routes name are still there for them.
const order = (op: Operation) => (op.method === 'DELETE' ? 1 : 0);

it('answers every route, role and malformed request without a 5xx or a library message, and a refused request changes nothing', async () => {
  const operations = operationsOf(t.app.swagger())
    .filter((op) => !op.path.startsWith('/api/docs'))
    .sort((x, y) => order(x) - order(y));
  expect(operations.length).toBeGreaterThan(50);
  const failures: string[] = [];
  let sent = 0;
  let before = await storedState();
  const started = Date.now();

  async function send(role: string, options: InjectOptions) {
    sent++;
    const res = await t.app.inject(options);
    const label = `${options.method} ${String(options.url).slice(0, 120)} as ${role}`;
    if (res.statusCode >= 500) {
      failures.push(
        `${label}: ${res.statusCode} ${res.body.slice(0, 200)}\n  body: ${String(options.payload ?? '').slice(0, 200)}`,
      );
    }
    const defaults = unwrittenMessages(res);
    if (defaults.length > 0) {
      failures.push(
        `${label}: ${res.statusCode} with a message not written for a person: ${defaults.join(' | ')}\n  body: ${String(options.payload ?? '').slice(0, 200)}`,
      );
    }
    const after = await storedState();
    if (res.statusCode >= 400 && after !== before) {
      failures.push(`${label}: refused with ${res.statusCode} but changed what is stored`);
    }
    before = after;
  }

  for (const [index, op] of operations.entries()) {
    const roles = rolesOf(op);
    for (const [r, role] of roles.entries()) {
      const seed = SEED + index * 31 + r;
      const [draft] = fc.sample(validDraft(op), { seed, numRuns: 1 }) as [Draft];
      const valid = encode(op, draft, callers[role]!);
      // The anonymous caller gets the valid request only: the access check answers it before the body counts.
      if (role !== 'anonymous') {
        for (const mutate of fc.sample(malformed(op), { seed, numRuns: RUNS })) await send(role, mutate(draft, valid));
        if (r === 1 && op.method !== 'GET' && op.method !== 'DELETE') await send(role, oversized(draft, valid));
      }
      await send(role, valid);
    }
  }
  console.log(`fuzz: ${sent} requests to ${operations.length} operations in ${Date.now() - started} ms (seed ${SEED})`);
  expect(failures).toEqual([]);
}, 170_000);

// Every route that reads a body, as every role, sent a body that is no object: `null`, an array, a number.
// Each is refused with a message written for a person (the domain's "The request must be a JSON object"
// where the route's schema answers), never zod's "Invalid input: expected object, received array".
it('answers a body that is no JSON object with a message written for a person, on every route', async () => {
  const operations = operationsOf(t.app.swagger()).filter((op) => ['POST', 'PUT', 'PATCH'].includes(op.method));
  expect(operations.length).toBeGreaterThan(30);
  const failures: string[] = [];
  let refusedAsBody = 0;
  for (const [index, op] of operations.entries()) {
    for (const role of rolesOf(op).filter((r) => r !== 'anonymous')) {
      const [draft] = fc.sample(validDraft(op), { seed: SEED + index, numRuns: 1 }) as [Draft];
      for (const payload of ['null', '[]', '[{}]', '7']) {
        const options = encode(op, { ...draft, body: undefined }, callers[role]!);
        const res = await t.app.inject({
          ...options,
          payload,
          headers: { ...options.headers, 'content-type': 'application/json' },
        });
        const label = `${op.method} ${op.path} as ${role} with ${payload}`;
        if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode}`);
        const defaults = unwrittenMessages(res);
        if (defaults.length > 0) failures.push(`${label}: ${res.statusCode} ${defaults.join(' | ')}`);
        if (res.statusCode === 400 && res.body.includes(BODY_NOT_OBJECT)) refusedAsBody++;
      }
    }
  }
  expect(failures).toEqual([]);
  // The routes whose schema reads the body answer the body's own message (not a field's, not zod's).
  expect(refusedAsBody).toBeGreaterThan(50);
}, 120_000);
