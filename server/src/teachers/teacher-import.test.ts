import { count, eq } from 'drizzle-orm';
import { parseTeachersCsv } from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../db/schema/index';
import { createTeacher, superAdminHeaders, teacherPayload, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

const MAX_ROWS = 20;
const MAX_BYTES = 60_000;

let t: TestApp;
let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
beforeAll(async () => {
  t = await startTestApp({ IMPORT_MAX_ROWS: String(MAX_ROWS), IMPORT_MAX_BYTES: String(MAX_BYTES) });
  a = await tenant(t.app, t.db);
  b = await tenant(t.app, t.db);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT', headers: Headers, payload: unknown, url = '/api/import-teacher/') =>
  t.app.inject({ method, url, headers, payload: payload as object });
const sendCsv = (method: 'POST' | 'PUT', headers: Headers, csv: string, url = '/api/import-teacher/') =>
  t.app.inject({ method, url, headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });
const total = async () => (await t.db.select({ n: count() }).from(teachers))[0]!.n;
const ofClient = (clientId: number) => t.db.select().from(teachers).where(eq(teachers.client, clientId));

describe('POST /api/import-teacher/ (JSON)', () => {
  it("adds every teacher to the admin's client", async () => {
    const rows = [
      teacherPayload({ First_Name: 'Ivy' }),
      teacherPayload({ First_Name: 'Jon', client: a.client.client_id }),
    ];
    const res = await send('POST', a.adminHeaders, { teachers: rows });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Teacher Imported Successfully', count: 2 });
    const names = (await ofClient(a.client.client_id)).map((x) => x.First_Name);
    expect(names).toEqual(expect.arrayContaining(['Ivy', 'Jon']));
  });

  it('saves nothing when one row is wrong, and reports every problem by row and field', async () => {
    const before = await total();
    const res = await send('POST', a.adminHeaders, {
      teachers: [
        teacherPayload(),
        teacherPayload({ Email: 'not-an-email', Mobile: '123' }),
        { ...teacherPayload(), Speciality: '{}' },
        42,
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'import_refused',
      message: 'Nothing was imported: 3 rows have errors. First: record 2, Email: Email is not valid!',
      rows: [
        { row: 2, field: 'Email', message: 'Email is not valid!' },
        { row: 2, field: 'Mobile', message: 'Mobile number is not Valid!' },
        { row: 3, field: 'Speciality', message: 'Please Fillout Speciality!' },
        { row: 4, field: 'row', message: 'Each teacher must be an object' },
      ],
    });
    expect(await total()).toBe(before);
  });

  it('reports emails repeated in the file or already taken, naming them', async () => {
    await createTeacher(t.db, b.client.client_id, { Email: 'already.here@school.org' });
    const before = await total();
    const res = await send('POST', a.adminHeaders, {
      teachers: [
        teacherPayload({ Email: 'twice@school.org' }),
        teacherPayload({ Email: 'TWICE@school.org' }),
        teacherPayload({ Email: 'Already.Here@school.org' }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 2, field: 'Email', message: 'twice@school.org also appears in record 1' },
      { row: 3, field: 'Email', message: 'A teacher with email already.here@school.org already exists' },
    ]);
    expect(await total()).toBe(before);
  });

  it('refuses the whole file (403) when a row names another client', async () => {
    const before = await total();
    const res = await send('POST', a.adminHeaders, {
      teachers: [teacherPayload(), teacherPayload({ client: String(b.client.client_id) })],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().rows).toEqual([
      { row: 2, field: 'client', message: 'Rows can only be imported into your own client' },
    ]);
    expect(await total()).toBe(before);
    expect(
      (
        await send(
          'POST',
          a.adminHeaders,
          { teachers: [teacherPayload()] },
          `/api/import-teacher/?client=${b.client.client_id}`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('has the super admin give each row a client, in the row or in ?client=', async () => {
    const none = await send('POST', superAdminHeaders(t.app), {
      teachers: [teacherPayload(), teacherPayload({ client: 999999 })],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().rows).toEqual([
      { row: 1, field: 'client', message: 'Please Select the Client' },
      { row: 2, field: 'client', message: 'No such client' },
    ]);
    const row = teacherPayload({ First_Name: 'Quinn' });
    const ok = await send(
      'POST',
      superAdminHeaders(t.app),
      { teachers: [row] },
      `/api/import-teacher/?client=${b.client.client_id}`,
    );
    expect(ok.statusCode).toBe(201);
    expect((await ofClient(b.client.client_id)).some((x) => x.Email === row.Email)).toBe(true);
  });

  it('refuses bodies that are not a teachers list, nothing saved', async () => {
    const before = await total();
    const cases: Array<[unknown, string]> = [
      [{}, 'The file must hold a "teachers" list'],
      [{ teachers: 'Maria' }, 'The file must hold a "teachers" list'],
      [[teacherPayload()], 'The file must hold a "teachers" list'],
      [{ teachers: [] }, 'The file holds no records'],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', a.adminHeaders, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/import-teacher/',
      headers: { ...a.adminHeaders, 'content-type': 'application/json' },
      payload: '{"teachers": [',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Malformed JSON in request body');
    // A JSON string is not CSV: only a text/csv body is read as CSV.
    const jsonText = await t.app.inject({
      method: 'POST',
      url: '/api/import-teacher/',
      headers: { ...a.adminHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify('First_Name\nMaria'),
    });
    expect(jsonText.statusCode).toBe(400);
    expect(jsonText.json().message).toBe('The file must hold a "teachers" list');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/import-teacher/',
      headers: { ...a.adminHeaders, 'content-type': 'application/xml' },
      payload: '<teachers/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(await total()).toBe(before);
  });

  it('refuses oversized bodies and too many rows with 413, nothing saved', async () => {
    const before = await total();
    const big = await send('POST', a.adminHeaders, {
      teachers: [teacherPayload({ Notes_Comments: 'x'.repeat(MAX_BYTES) })],
    });
    expect(big.statusCode).toBe(413);
    const many = await send('POST', a.adminHeaders, {
      teachers: Array.from({ length: MAX_ROWS + 1 }, () => teacherPayload()),
    });
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe(`At most ${MAX_ROWS} records can be imported at once`);
    expect(await total()).toBe(before);
  });

  it('refuses students', async () => {
    expect((await send('POST', a.studentHeaders, { teachers: [teacherPayload()] })).statusCode).toBe(403);
  });
});

describe('PUT /api/import-teacher/ (JSON)', () => {
  it('updates teachers named by id or by email', async () => {
    const first = await createTeacher(t.db, a.client.client_id, { First_Name: 'Old1' });
    const second = await createTeacher(t.db, a.client.client_id, { First_Name: 'Old2' });
    const res = await send('PUT', a.adminHeaders, {
      teachers: [
        teacherPayload({ id: first.id, First_Name: 'New1', Email: 'renamed.first@school.org' }),
        teacherPayload({ First_Name: 'New2', Email: second.Email.toUpperCase() }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Teacher Imported Successfully', count: 2 });
    const rows = await ofClient(a.client.client_id);
    expect(rows.find((x) => x.id === first.id)).toMatchObject({
      First_Name: 'New1',
      Email: 'renamed.first@school.org',
    });
    expect(rows.find((x) => x.id === second.id)).toMatchObject({ First_Name: 'New2' });
  });

  it("reports rows naming no teacher of the client (another client's included), repeats and taken emails; saves nothing", async () => {
    const mine = await createTeacher(t.db, a.client.client_id, { First_Name: 'Keep' });
    const other = await createTeacher(t.db, a.client.client_id);
    const theirs = await createTeacher(t.db, b.client.client_id, { First_Name: 'Theirs' });
    const res = await send('PUT', a.adminHeaders, {
      teachers: [
        teacherPayload({ id: mine.id, First_Name: 'Changed', Email: mine.Email }),
        teacherPayload({ id: theirs.id, Email: theirs.Email }),
        teacherPayload({ Email: 'nobody.here@school.org' }),
        teacherPayload({ id: mine.id, Email: 'fresh.address@school.org' }),
        teacherPayload({ id: other.id, Email: theirs.Email }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 2, field: 'id', message: `No teacher with id ${theirs.id} in this client` },
      { row: 3, field: 'Email', message: 'No teacher with email nobody.here@school.org in this client' },
      { row: 4, field: 'id', message: 'This teacher also appears in record 1' },
      { row: 5, field: 'Email', message: `${theirs.Email} also appears in record 2` },
      { row: 5, field: 'Email', message: `A teacher with email ${theirs.Email} already exists` },
    ]);
    expect((await ofClient(a.client.client_id)).find((x) => x.id === mine.id)!.First_Name).toBe('Keep');
    expect((await ofClient(b.client.client_id)).find((x) => x.id === theirs.id)!.First_Name).toBe('Theirs');
  });
});

describe('CSV', () => {
  it("exports the admin's own teachers as a spreadsheet file", async () => {
    const mine = await createTeacher(t.db, a.client.client_id, { First_Name: 'Csv', Address: '1 Elm St, Apt 2' });
    const theirs = await createTeacher(t.db, b.client.client_id);
    const res = await t.app.inject({ method: 'GET', url: '/api/teacher/export.csv', headers: a.adminHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="teachers.csv"');
    expect(res.body.startsWith('\ufeffid,client,Select_Teacher,Prefix,First_Name,')).toBe(true);
    expect(res.body).toContain('"1 Elm St, Apt 2"');
    expect(res.body).toContain(mine.Email);
    expect(res.body).not.toContain(theirs.Email);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/teacher/export.csv?client=${b.client.client_id}`,
          headers: a.adminHeaders,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/teacher/export.csv', headers: a.studentHeaders })).statusCode,
    ).toBe(403);
  });

  it('round trip: export, delete, import the file back: the same teachers', async () => {
    const client = await tenant(t.app, t.db);
    for (const first of ['Ana', 'Ben']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/teacher/',
        headers: client.adminHeaders,
        payload: teacherPayload({
          First_Name: first,
          Notes_Comments: '=HYPERLINK("x")',
          Address: 'Line 1\nLine 2',
          Relationship_1: 'mother',
        }),
      });
      expect(res.statusCode).toBe(201);
    }
    const strip = (rows: Array<Record<string, unknown>>) =>
      rows.map(({ id: _id, ...rest }) => rest).sort((x, y) => String(x.Email).localeCompare(String(y.Email)));
    const before = strip(await ofClient(client.client.client_id));
    const csv = (await t.app.inject({ method: 'GET', url: '/api/teacher/export.csv', headers: client.adminHeaders }))
      .body;
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    await t.db.delete(teachers).where(eq(teachers.client, client.client.client_id));

    const res = await sendCsv('POST', client.adminHeaders, csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Teacher Imported Successfully', count: 2 });
    expect(strip(await ofClient(client.client.client_id))).toEqual(before);
  });

  it('round trip for updates: export, edit a cell, import with PUT', async () => {
    const teacher = await createTeacher(t.db, a.client.client_id, {
      First_Name: 'Edit',
      Mobile: '555-000-1111',
      High_Degree_Completed: '{"master":true}',
      Grade_Level: '{"senior":true}',
      Speciality: '{"math":true}',
    });
    const csv = (await t.app.inject({ method: 'GET', url: '/api/teacher/export.csv', headers: a.adminHeaders })).body;
    const line = csv.split('\r\n').find((l) => l.startsWith(`${teacher.id},`))!;
    const edited = `${csv.split('\r\n')[0]}\r\n${line.replace('555-000-1111', '555-222-3333')}`;
    const res = await sendCsv('PUT', a.adminHeaders, edited);
    expect(res.statusCode).toBe(200);
    expect((await ofClient(a.client.client_id)).find((x) => x.id === teacher.id)!.Mobile).toBe('555-222-3333');
  });

  it('reports header and row problems of a CSV file, nothing saved', async () => {
    const before = await total();
    const header = await sendCsv('POST', a.adminHeaders, 'First_Name,Emial\nMaria,m@s.org\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().rows).toEqual([{ row: 0, line: 1, field: 'Emial', message: 'Unknown column "Emial"' }]);

    const rows = await sendCsv(
      'POST',
      a.adminHeaders,
      'First_Name,Last_Name,Email,Mobile,High_Degree_Completed,Grade_Level,Speciality\n' +
        'Maria,Lopez,maria.csv@school.org,555-010-2001,master,senior,math\n' +
        'James,,james.csv@school,555-010-2002,master,senior,\n',
    );
    expect(rows.statusCode).toBe(400);
    expect(rows.json().rows).toEqual([
      { row: 2, line: 3, field: 'Last_Name', message: 'Please Fillout Last_Name!' },
      { row: 2, line: 3, field: 'Email', message: 'Email is not valid!' },
      { row: 2, line: 3, field: 'Speciality', message: 'Please Fillout Speciality!' },
    ]);
    expect(await total()).toBe(before);
  });

  it('takes lists of ticked boxes in CSV cells', async () => {
    const res = await sendCsv(
      'POST',
      a.adminHeaders,
      'First_Name;Last_Name;Email;Mobile;High_Degree_Completed;Grade_Level;Speciality\n' +
        'Semi;Colon;semi.colon@school.org;555-010-2009;master;"junior, senior";math\n',
    );
    expect(res.statusCode).toBe(201);
    const [row] = parseTeachersCsv(
      (await t.app.inject({ method: 'GET', url: '/api/teacher/export.csv', headers: a.adminHeaders })).body,
    ).rows.filter((r) => r.Email === 'semi.colon@school.org');
    expect(JSON.parse(row!.Grade_Level!)).toMatchObject({ junior: true, senior: true, freshman: false });
  });
});
