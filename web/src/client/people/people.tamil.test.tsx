import {
  IMPORT_MESSAGES,
  rowIssue,
  STUDENT_MESSAGES,
  said,
  type Teacher,
  TEACHER_MESSAGES,
  type Text,
} from '@prep/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inTamil } from '../../test/language';
import { chooseCsv, clientAdminSignedIn, notice } from '../../test/clientAdminSession';
import { renderAt } from '../../test/render';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const maria: Teacher = {
  id: 6,
  client: 1,
  Select_Teacher: '',
  Prefix: 'Ms',
  First_Name: 'Maria',
  Middle_Name: '',
  Last_Name: 'Lopez',
  Email: 'maria@x.org',
  Mobile: '555-123-4567',
  Emergency_Contact_Person1: '',
  Emergency_Mobile1: '',
  Relationship_1: '',
  Emergency_Contact_Person2: '',
  Emergency_Mobile2: '',
  Relationship_2: '',
  Address: '',
  City: '',
  State: '',
  Zip_Code: '',
  Country: 'USA',
  School_District: '',
  Currently_Teaching: 'true',
  Ap_Classess: '',
  Notes_Comments: '',
  High_Degree_Completed: 'master',
  Grade_Level: 'junior',
  Speciality: 'math',
};

/** A refused import's 400, as server/src/imports/import.ts answers it. */
const refusal = (rows: ReturnType<typeof rowIssue>[]) => ({
  statusCode: 400,
  error: 'Bad Request',
  code: 'import_refused',
  ...said(IMPORT_MESSAGES.refused(rows)),
  rows,
});

/** Client 1's people, and the answers of the calls these tests make, by method and URL. */
function serve(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const answer = answers[`${method} ${url}`];
    if (answer) return reply(answer.body, answer.status);
    if (url === '/api/corresponding-teacher/1') return reply({ teachers: [maria] });
    if (url === '/api/teacherandstudent/1') return reply({ students: [], teachers: [maria], colors: {} });
    if (url === '/api/client/1/') return reply({ ClientName: 'Demo Academy', assign_test_for_class: false });
    return reply([]);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

clientAdminSignedIn(5);

/** The refused file's report: its sentence and the message of each row. */
async function report() {
  const dialog = await screen.findByRole('dialog', { name: 'இறக்குமதி மறுக்கப்பட்டது' });
  const [, ...rows] = within(dialog).getAllByRole('row');
  return {
    sentence: within(dialog).getByRole('alert').textContent,
    messages: rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent),
  };
}

const rowOf = (row: number, field: string, message: Text) => rowIssue(row, field, message, row + 1);

// Whole screens drawn in Tamil on a busy machine: more than the default 5 s.
describe('the people screens in Tamil', { timeout: 20_000 }, () => {
  inTamil();

  it("shows a refused teacher CSV's report in Tamil: counted, each row's message with its values", async () => {
    const rows = [
      rowOf(1, 'Email', 'Email is not valid!'),
      rowOf(2, 'Email', IMPORT_MESSAGES.duplicateInFile('ana@x.org', 3, [1, 2, 3, 4])),
    ];
    const calls = serve({ 'POST /api/import-teacher/': { status: 400, body: refusal(rows) } });
    renderAt('/client/teachers');
    await screen.findByRole('heading', { name: 'ஆசிரியரைத் திருத்தவும்' }, { timeout: 5000 });
    chooseCsv(
      'First_Name,Last_Name,Email\nAna,Ruiz,not-an-email\nAna,Ruiz,ana@x.org\nAna,Ruiz,ana@x.org\n',
      'people.csv',
    );
    const { sentence, messages } = await report();
    // Two rows: the plural form (வரிசைகளில்).
    expect(sentence).toBe(
      'எதுவும் இறக்குமதி செய்யப்படவில்லை: 2 வரிசைகளில் பிழைகள் உள்ளன. முதலாவது: வரி 2, Email: மின்னஞ்சல் சரியாக இல்லை!',
    );
    expect(messages).toEqual(['மின்னஞ்சல் சரியாக இல்லை!', 'ana@x.org வரி 4 இலும் வருகிறது']);
    expect(calls).toContain('POST /api/import-teacher/');
  });

  it("shows a refused student CSV's report in Tamil: one row, the singular form, the teacher's name as sent", async () => {
    const rows = [rowOf(1, 'Assign_Teachers', STUDENT_MESSAGES.unknownTeacher('Zed'))];
    const calls = serve({ 'POST /api/import-student/': { status: 400, body: refusal(rows) } });
    renderAt('/client/students');
    await screen.findByRole('heading', { name: 'புதிய மாணவர்' }, { timeout: 10_000 });
    chooseCsv('Student_First_Name,Student_Last_Name,email,Assign_Teachers\nAsha,Rao,asha@x.org,Zed\n', 'people.csv');
    const { sentence, messages } = await report();
    expect(sentence).toBe(
      'எதுவும் இறக்குமதி செய்யப்படவில்லை: 1 வரிசையில் பிழைகள் உள்ளன. முதலாவது: வரி 2, Assign_Teachers: இந்த நிறுவனத்தில் Zed என்ற பெயரில் ஆசிரியர் இல்லை',
    );
    expect(messages).toEqual(['இந்த நிறுவனத்தில் Zed என்ற பெயரில் ஆசிரியர் இல்லை']);
    expect(calls).toContain('POST /api/import-student/');
  });

  it('says in Tamil, with the name the server gave, that a teacher was updated', async () => {
    const saved = { ...said(TEACHER_MESSAGES.updated('Maria')), teacher: maria };
    const calls = serve({ 'PUT /api/teacher/6/': { status: 200, body: saved } });
    renderAt('/client/teachers');
    await screen.findByRole('heading', { name: 'ஆசிரியரைத் திருத்தவும்' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'புதுப்பிக்கவும்' }));
    await waitFor(() => expect(calls).toContain('PUT /api/teacher/6/'));
    expect((await notice()).textContent).toBe('ஆசிரியர் Maria விவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது');
  });
  it('says in Tamil, with the name the server gave, that a teacher was added', async () => {
    const saved = { ...said(TEACHER_MESSAGES.added('Kavya')), teacher: { ...maria, id: 7, First_Name: 'Kavya' } };
    const calls = serve({ 'POST /api/teacher/': { status: 201, body: saved } });
    renderAt('/client/teachers');
    await screen.findByRole('heading', { name: 'ஆசிரியரைத் திருத்தவும்' }, { timeout: 5000 });
    fireEvent.change(screen.getByRole('combobox', { name: 'ஆசிரியரைத் தேர்ந்தெடுக்கவும்' }), { target: { value: 'new' } });
    await screen.findByRole('heading', { name: 'புதிய ஆசிரியர்' });
    const fields: Array<[RegExp, string]> = [
      [/^முதல் பெயர்/, 'Kavya'],
      [/^குடும்பப் பெயர்/, 'Iyer'],
      [/^மின்னஞ்சல்/, 'kavya@x.org'],
      [/^கைப்பேசி/, '555-987-6543'],
    ];
    for (const [name, value] of fields) fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    for (const name of ['முதுநிலைப் பட்டம்', '11ஆம் வகுப்பு', 'கணிதம்'])
      fireEvent.click(screen.getByRole('checkbox', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'சேர்க்கவும்' }));
    await waitFor(() => expect(calls).toContain('POST /api/teacher/'));
    expect((await notice()).textContent).toBe('ஆசிரியர் Kavya வெற்றிகரமாகச் சேர்க்கப்பட்டார்');
  });
});
