// Assigning says what happened, and class set-up without tricks (issue 26): a teacher assigns a warm-up
// set from My Classes to a class whose students already have it open. The dialog's timer is on by
// default at the set's own duration; the answer says "0 assigned, 2 skipped" with each student and why;
// the class's row counts the work its students have ("0 of 2"), not "0 of 0". On Assign to Classrooms,
// "New class" gives a blank form beside the class open on arrival, and adding it leaves that class as it was.
// The class and its two students are made here: the demo students' rows belong to other files.
import { request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, settled, signInAsClientAdmin, signInAsTeacher, useBrowser, waitForPath } from '../support';
import { asClientAdmin, createStudent, ok } from '../support/adminApi';
import { uniqueSetName } from '../support/warmupAuthoring';
import { dialog, notification } from '../support/warmupTaking';

const RUN = Date.now().toString(36);
const CLASS_NAME = uniqueSetName('E2E Feedback Class');
const NEW_CLASS = uniqueSetName('E2E New Class');
/** Teaches SAT Evening in the demo data; here also the new class (demo password, see server/src/seed/demo.ts). */
const TEACHER = { email: 'teacher2@demoacademy.com', password: 'teacher123', firstName: 'Victor' };
/** A set of the demo content, timed at five minutes (server/src/seed/demo-content.ts). */
const SET_NAME = 'Warmup Set 1';
const SET_DURATION = '00:05:00';
const STUDENTS = ['Ines', 'Jonas'].map((first) => ({
  first: `${first}${RUN.replace(/\d/g, '')}`,
  last: 'Feedback',
  email: `${first.toLowerCase()}.${RUN}@demoacademy.com`,
}));
const ALREADY = 'This warm-up is already assigned to the student and not taken yet';

describe('assigning says what happened', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    const admin = await asClientAdmin(api);
    const ids: number[] = [];
    for (const s of STUDENTS) {
      ids.push(
        await createStudent(admin, { ...s, password: 'feedback42', programs: ['SAT'], teacher: TEACHER.firstName }),
      );
    }
    const sets = await ok<Array<{ master_qnsbank_id: number; test_name: string }>>(
      admin('GET', '/quiz/quiz/?test_type=Warmup'),
    );
    const set = sets.find((q) => q.test_name === SET_NAME);
    if (!set) throw new Error(`${SET_NAME} is not in the demo data`);
    // Each student was given the set on their own (Admin Dashboard) before the class was.
    for (const student of ids)
      await ok(admin('POST', '/api/warmup-result/', { student, warmup_set_no: set.master_qnsbank_id }));
    // The teacher of SAT Evening in the demo data.
    const classes = await ok<Array<{ class_name: string; teachers: number[] }>>(admin('GET', '/api/classroom/'));
    const teacher = classes.find((c) => c.class_name === 'SAT Evening')?.teachers[0];
    if (teacher === undefined) throw new Error('SAT Evening has no teacher in the demo data');
    await ok(
      admin('POST', '/api/classroom/', {
        class_name: CLASS_NAME,
        program: 'SAT',
        grade_level: 'Grade 10',
        students: ids,
        teachers: [teacher],
      }),
    );
    await api.dispose();
  });

  it('a teacher assigns a warm-up its students already have: timed by default, "0 assigned, 2 skipped", not "0 of 0"', async () => {
    const { page } = browser;
    await signInAsTeacher(page, TEACHER);
    const listed = page.locator('[data-teacher-classes]').getByRole('row').filter({ hasText: CLASS_NAME });
    await listed.getByRole('button', { name: CLASS_NAME }).click();
    // The grade in the spec's own form.
    expect(await listed.innerText()).toContain('Grade 10');
    const work = page.getByRole('region', { name: `Work of ${CLASS_NAME}` });
    await work.getByRole('button', { name: 'Assign to Class' }).click();
    const assign = dialog(page, `Assign to ${CLASS_NAME}`);
    await assign.locator('label', { hasText: 'Warm-up set' }).click();
    await assign.getByLabel('Available Warm-up', { exact: true }).selectOption({ label: SET_NAME });
    // The timer is on by default, counting the set's own duration.
    await expect
      .poll(() => assign.locator('[data-timer-choice]').innerText())
      .toBe(`${SET_DURATION} (section duration)`);
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();

    const report = dialog(page, 'Assign to Class');
    await report.getByRole('status').getByText('0 assigned, 2 skipped').waitFor();
    const skipped = report.getByRole('list', { name: 'Skipped students' });
    for (const s of STUDENTS) await skipped.getByText(`${s.first} ${s.last}`).waitFor();
    expect((await skipped.innerText()).split(ALREADY).length - 1).toBe(2);
    await checkA11y(page, 'Assign to Class report, every student skipped');
    await report.getByRole('button', { name: 'OK' }).click();
    await report.waitFor({ state: 'hidden' });

    // The class's row counts the warm-ups its students already have.
    const row = page.locator('[data-class-assignments]').getByRole('row').filter({ hasText: SET_NAME });
    await expect.poll(() => row.innerText()).toContain('0 of 2, 0 released');
    expect(await page.locator('[data-class-assignments]').innerText()).not.toContain('0 of 0');
  }, 60_000);

  it('the admin adds a class with "New class" while another is open, which stays as it was', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    await page
      .getByRole('navigation', { name: 'Client admin' })
      .getByRole('link', { name: 'Assign to Classrooms' })
      .click();
    await waitForPath(page, '/client/adminclassroom');
    await settled(page);
    // A class is open on arrival.
    await page.getByRole('heading', { name: 'Edit class' }).waitFor();
    const opened = await page.getByLabel('Class name', { exact: true }).inputValue();
    expect(opened).not.toBe('');

    await page.getByRole('button', { name: 'New class' }).click();
    await page.getByRole('heading', { name: 'New class' }).waitFor();
    expect(await page.getByLabel('Class name', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Class name', { exact: true }).fill(NEW_CLASS);
    await page.getByLabel('Program', { exact: true }).selectOption('SAT');
    await page.getByLabel('Grade level', { exact: true }).selectOption({ label: 'Grade 9' });
    const add = page.getByRole('button', { name: 'add', exact: true });
    expect(await add.isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Update', exact: true }).isEnabled()).toBe(false);
    await add.click();
    await notification(page, 'Class Added Successfully').waitFor();

    const classes = page.getByRole('region', { name: 'Classes' });
    await classes.getByRole('button', { name: NEW_CLASS }).waitFor();
    // The class open before keeps its name: nothing was renamed.
    await classes.getByRole('button', { name: opened, exact: true }).waitFor();
  }, 60_000);
});
