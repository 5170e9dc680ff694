import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type RosterRead, readOneRoster } from './oneroster-read';

const LIMITS = { maxRows: 1000, maxBytes: 100_000 };

/** A zip of these files, as a SIS writes it. */
const zipOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

const MANIFEST = 'propertyName,value\nmanifest.version,1.0\noneroster.version,1.1\nfile.users,bulk\n';
const ORGS = 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\nsch1,,,North High,school,,\n';
const CLASSES = 'sourcedId,title,grades,courseSourcedId,schoolSourcedId\nc1,Algebra,"09,10",k1,sch1\n';
const ENROLLMENTS = 'sourcedId,classSourcedId,schoolSourcedId,userSourcedId,role\ne1,c1,sch1,u1,student\n';
const USERS = [
  'sourcedId,status,role,givenName,familyName,email,orgSourcedIds',
  'u1,active,student,Asha,Rao,Asha@School.org,sch1', // line 2
  'u2,,student,Ben,,not-an-email,sch1', // line 3: a bad email
  'u1,,teacher,Cara,Lee,,sch1', // line 4: u1 again
  'u3,,teacher,,Kim,,sch1', // line 5: no givenName
  'u4,gone,student,Dev,Nair,,sch1', // line 6: an unknown status
  'u5,tobedeleted,student,Eli,Shah,,"sch1,sch2"', // line 7
].join('\n');

const ok = (read: RosterRead) => {
  if (!read.ok) throw new Error(`refused: ${read.message}`);
  return read.roster;
};

describe('reading a OneRoster export', () => {
  it('reads each file into records, and names each row it leaves out by file and line', () => {
    const roster = ok(
      readOneRoster(
        zipOf({
          'manifest.csv': MANIFEST,
          'orgs.csv': ORGS,
          'users.csv': USERS,
          'classes.csv': CLASSES,
          // In a folder, with a byte order mark and CRLF line ends: found and read all the same.
          'export/enrollments.csv': `\uFEFF${ENROLLMENTS.replace(/\n/g, '\r\n')}`,
          'courses.csv': 'sourcedId,title\nk1,SAT\n',
        }),
        LIMITS,
      ),
    );
    expect(roster.modes).toEqual({ users: 'bulk', classes: 'bulk', enrollments: 'bulk' });
    expect(roster.orgs).toEqual([{ sourcedId: 'sch1', name: 'North High', type: 'school', parent: '', line: 2 }]);
    expect(roster.users.map((u) => [u.sourcedId, u.status, u.email, u.orgs, u.line])).toEqual([
      ['u1', 'active', 'asha@school.org', ['sch1'], 2],
      ['u5', 'tobedeleted', '', ['sch1', 'sch2'], 7],
    ]);
    expect(roster.users[0]?.middleName).toBeUndefined();
    expect(roster.classes).toEqual([
      {
        sourcedId: 'c1',
        status: 'active',
        title: 'Algebra',
        school: 'sch1',
        course: 'k1',
        grades: ['09', '10'],
        line: 2,
      },
    ]);
    expect(roster.enrollments).toEqual([
      { status: 'active', classSourcedId: 'c1', userSourcedId: 'u1', role: 'student', line: 2 },
    ]);
    expect(roster.courses).toEqual(new Map([['k1', 'SAT']]));
    expect(roster.problems.map((p) => [p.file, p.line, p.field, p.message])).toEqual([
      ['users.csv', 4, 'sourcedId', 'u1 also appears on line 2'],
      ['users.csv', 5, 'givenName', 'givenName is empty'],
      ['users.csv', 6, 'status', 'Unknown status "gone": active or tobedeleted'],
      ['users.csv', 3, 'email', 'not-an-email is not a valid email'],
    ]);
  });

  it('reads the manifest’s delta files', () => {
    const manifest = 'propertyName,value\nfile.users,delta\nfile.enrollments,DELTA\nfile.classes,bulk\n';
    const roster = ok(
      readOneRoster(
        zipOf({
          'manifest.csv': manifest,
          'orgs.csv': ORGS,
          'users.csv': USERS,
          'classes.csv': CLASSES,
          'enrollments.csv': ENROLLMENTS,
        }),
        LIMITS,
      ),
    );
    expect(roster.modes).toEqual({ users: 'delta', classes: 'bulk', enrollments: 'delta' });
  });

  const files = {
    'manifest.csv': MANIFEST,
    'orgs.csv': ORGS,
    'users.csv': USERS,
    'classes.csv': CLASSES,
    'enrollments.csv': ENROLLMENTS,
  };

  it('refuses what is not a zip', () => {
    const read = readOneRoster(strToU8('sourcedId,name\n'), LIMITS);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/^The file is not a zip file/);
  });

  it('refuses an export without a required file, naming it', () => {
    const { 'enrollments.csv': _gone, ...rest } = files;
    const read = readOneRoster(zipOf(rest), LIMITS);
    expect(read).toMatchObject({ ok: false, message: 'The export has no enrollments.csv', tooLarge: false });
  });

  it('refuses a file without a required column, or with broken quoting, by file and line', () => {
    const noRole = readOneRoster(
      zipOf({ ...files, 'users.csv': 'sourcedId,givenName,familyName,orgSourcedIds\n' }),
      LIMITS,
    );
    expect(noRole.ok).toBe(false);
    if (!noRole.ok)
      expect(noRole.problems.map((p) => [p.file, p.line, p.field, p.message])).toEqual([
        ['users.csv', 1, 'role', 'The file has no role column'],
      ]);
    const broken = readOneRoster(zipOf({ ...files, 'classes.csv': `${CLASSES}c2,"Geometry,10,k1,sch1\n` }), LIMITS);
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.problems[0]).toMatchObject({ file: 'classes.csv', line: 3, field: 'row' });
  });

  it('refuses an export past its limits: rows in all files, bytes unzipped', () => {
    // The manifest's 3 rows, then 1 org, 6 users (the refused ones count), 1 class, 1 enrollment: 12.
    const rows = readOneRoster(zipOf(files), { ...LIMITS, maxRows: 11 });
    expect(rows).toMatchObject({ ok: false, tooLarge: true, message: 'The export holds more than 11 rows in all' });
    expect(readOneRoster(zipOf(files), { ...LIMITS, maxRows: 12 }).ok).toBe(true);
    const bytes = readOneRoster(zipOf(files), { ...LIMITS, maxBytes: 200 });
    expect(bytes).toMatchObject({ ok: false, tooLarge: true, message: 'The export unpacks to more than 200 bytes' });
  });
});
