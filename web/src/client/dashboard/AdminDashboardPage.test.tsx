import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NestedQuiz, QuizGrant, Student } from '@prep/domain';
import { sessionStore } from '../../session';
import { inTamil } from '../../test/language';
import { fakeAccessToken, renderAt } from '../../test/render';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const student = {
  student_id: 11,
  Student_First_Name: 'Kavya',
  Student_Last_Name: 'Raman',
  email: 'kavya@school.org',
  Enroll_Program: '["SAT"]',
  time_multiplier: '1',
} as unknown as Student;

const grant: QuizGrant = { id: 1, client: 1, clientname: 'Demo Academy', assignedquiz: '[41]', assigned_warmup: [] };

const question = {
  questionid: 500,
  master_qnsbank: 41,
  question_number: 1,
  question_complexity: '',
  question_type: '',
  text_format: 'plain' as const,
  question_header: '',
  question_text: 'Q1',
  question_image: null,
  section_code: 1,
  answers: [{ answersid: 1, name: '1', question: 500, master_qnsbank: 41, section_code: 1 }],
  steps: [],
  stepvideo: [],
};

const test: NestedQuiz = {
  master_qnsbank_id: 41,
  test_name: 'SAT Practice 1',
  test_description: '',
  section: '1',
  answer_type: 'A - H',
  test_type: 'SAT',
  course: null,
  subject_category: '',
  section_duration: '00:30:00',
  quiz_url: '',
  test_booklet_year: '2026',
  grade_level: '',
  test_level: 'Basic',
  test_lang_type: 'Tamil',
  is_practice_test: false,
  check_box_scoring: 'all or nothing',
  question: [question],
};

/** The server of the Admin Dashboard: client 1 with one student in SAT and one granted test, in Tamil. */
function fakeServer() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/client/1/')
      return reply({ ClientName: 'Demo Academy', assign_test_for_class: false, personzlized_warmup_count: 3 });
    if (url === '/api/student/') return reply([student]);
    if (url === '/api/assignquiztoclient/') return reply([grant]);
    if (url === '/quiz/quiz/?test_type=SAT') return reply([test]);
    // The student's sittings and warm-ups, and the warm-up sets: none yet.
    return reply([]);
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fakeServer());
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '5', role: 'clientadmin', client_id: 1 }), refresh: 'r' },
    { role: 'clientadmin', client_id: 1, client_admin_id: 5, email: 'admin@demoacademy.com' },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens the dashboard, chooses the student and waits for the granted test under Available Test. */
async function openOnStudent(labels: { selectStudent: string; availableTest: string; language: string }) {
  renderAt('/client/assigntest');
  const select = await screen.findByRole('combobox', { name: labels.selectStudent });
  await within(select).findByRole('option', { name: 'Kavya Raman' });
  fireEvent.change(select, { target: { value: '11' } });
  const available = screen.getByRole('combobox', { name: labels.availableTest });
  // Each test is named by its name alone, under its language's group.
  await within(available).findByRole('option', { name: 'SAT Practice 1' });
  expect(available.querySelector(`optgroup[label="${labels.language}"] option[value="41"]`)).toBeTruthy();
  return available;
}

describe('the Admin Dashboard', () => {
  it('lists each granted test under its language', async () => {
    const available = await openOnStudent({
      selectStudent: 'Select Student',
      availableTest: 'Available Test',
      language: 'Tamil',
    });
    fireEvent.change(available, { target: { value: '41' } });
    expect(await screen.findByText('Language: Tamil')).toBeTruthy();
  }, 20_000);
});

describe('the Admin Dashboard in Tamil', () => {
  inTamil();

  it('shows its words, the views and the test’s language in Tamil; names and the course stay as they are', async () => {
    const available = await openOnStudent({
      selectStudent: 'மாணவரைத் தேர்ந்தெடுக்கவும்',
      availableTest: 'கிடைக்கும் தேர்வு',
      language: 'தமிழ்',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'நிர்வாக முகப்புப் பலகை' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'முறையான தேர்வை ஒதுக்கவும்' })).toBeTruthy();
    const views = screen.getByRole('combobox', { name: 'காட்சி வகை' });
    expect(within(views).getByRole('option', { name: '3 பயிற்சிச் சுற்று' })).toBeTruthy();
    const program = screen.getByRole('combobox', { name: 'பாடத்திட்டத்தைத் தேர்ந்தெடுக்கவும்' });
    expect(within(program).getByRole('option', { name: 'SAT' })).toBeTruthy();

    fireEvent.change(available, { target: { value: '41' } });
    expect(await screen.findByText('மொழி: தமிழ்')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'தேர்வை ஒதுக்கவும்' })).toBeTruthy();
    expect(await screen.findByText('இங்கு காட்ட எதுவும் இல்லை.')).toBeTruthy();
    // Route chunks, four selectors and the student's lists: more than the default 5 s on a busy machine.
  }, 20_000);
});
