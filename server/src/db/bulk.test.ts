import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTeacher } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { insertRecords, updateRecords } from './bulk';
import { clients, students, teachers } from './schema/index';

let t: TestApp;
let clientId: number;

beforeAll(async () => {
  t = await startTestApp();
  clientId = (await createClient(t.db)).client_id;
});
afterAll(() => t.close());

const teacherRow = (n: number, extra: Record<string, unknown> = {}) => ({
  client: clientId,
  First_Name: `T${n}`,
  Email: `t${n}@bulk.test`,
  ...extra,
});

describe('insertRecords', () => {
  it('inserts every row in one statement, in order, with the defaults of the fields left out', async () => {
    const rows = [teacherRow(1, { City: 'Austin' }), teacherRow(2), teacherRow(3, { Country: 'CANADA' })];
    const ids = await insertRecords(t.db, teachers, rows, teachers.id);
    expect(ids).toHaveLength(3);
    const saved = await t.db.select().from(teachers).where(eq(teachers.client, clientId)).orderBy(asc(teachers.id));
    expect(saved.map((s) => s.id)).toEqual(ids);
    expect(saved.map((s) => [s.First_Name, s.City, s.Country, s.Grade_Level])).toEqual([
      ['T1', 'Austin', 'USA', '{}'],
      ['T2', '', 'USA', '{}'],
      ['T3', '', 'CANADA', '{}'],
    ]);
  });

  it("runs a column's generated default once a row (each student its own sign-in token)", async () => {
    const rows = [1, 2].map((n) => ({
      client: clientId,
      Student_First_Name: `S${n}`,
      email: `s${n}@bulk.test`,
      passwordHash: '!',
    }));
    await insertRecords(t.db, students, rows);
    const saved = await t.db.select().from(students).where(eq(students.client, clientId));
    expect(saved).toHaveLength(2);
    expect(saved[0]!.api_token).toMatch(/^[0-9a-f]{48}$/);
    expect(saved[0]!.api_token).not.toBe(saved[1]!.api_token);
  });

  it('saves nothing when one row is refused', async () => {
    const before = await t.db.select().from(teachers);
    const rows = [teacherRow(10), teacherRow(11, { Email: 't1@bulk.test' })];
    await expect(insertRecords(t.db, teachers, rows)).rejects.toThrow();
    expect(await t.db.select().from(teachers)).toHaveLength(before.length);
  });

  it('writes nothing for no rows', async () => {
    expect(await insertRecords(t.db, teachers, [], teachers.id)).toEqual([]);
  });
});

describe('updateRecords', () => {
  it('writes what each row gives and keeps what it leaves out', async () => {
    const a = await createTeacher(t.db, clientId, { First_Name: 'Ann', City: 'Boston', Mobile: '555-000-0001' });
    const b = await createTeacher(t.db, clientId, { First_Name: 'Ben', City: 'Denver', Mobile: '555-000-0002' });
    const count = await updateRecords(t.db, teachers, teachers.id, [
      { id: a.id, City: 'Salem' },
      { id: b.id, First_Name: 'Benjamin', City: undefined, Mobile: '' },
      { id: 999_999, City: 'Nowhere' },
    ]);
    expect(count).toBe(2);
    const [ann] = await t.db.select().from(teachers).where(eq(teachers.id, a.id));
    const [ben] = await t.db.select().from(teachers).where(eq(teachers.id, b.id));
    expect([ann!.First_Name, ann!.City, ann!.Mobile]).toEqual(['Ann', 'Salem', '555-000-0001']);
    expect([ben!.First_Name, ben!.City, ben!.Mobile]).toEqual(['Benjamin', 'Denver', '']);
  });

  it('applies rows naming the same record in their order, later values winning', async () => {
    const c = await createTeacher(t.db, clientId, { First_Name: 'Cal', City: 'Boston', Mobile: '555-000-0003' });
    const count = await updateRecords(t.db, teachers, teachers.id, [
      { id: c.id, City: 'Salem', Mobile: '555-000-0004' },
      { id: c.id, City: 'Lowell' },
    ]);
    expect(count).toBe(1);
    const [cal] = await t.db.select().from(teachers).where(eq(teachers.id, c.id));
    expect([cal!.City, cal!.Mobile]).toEqual(['Lowell', '555-000-0004']);
  });

  it('writes values to a column that may be null, and refuses a null that could not be told from a value left out', async () => {
    await updateRecords(t.db, clients, clients.client_id, [{ client_id: clientId, logo: 'logo-1.png' }]);
    const [client] = await t.db.select().from(clients).where(eq(clients.client_id, clientId));
    expect(client!.logo).toBe('logo-1.png');
    await expect(
      updateRecords(t.db, clients, clients.client_id, [{ client_id: clientId, logo: null }]),
    ).rejects.toThrow(/cannot be set to null/);
  });
});
