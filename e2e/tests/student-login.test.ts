import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  clickSignIn,
  demoStudent,
  fill,
  heading,
  pathOf,
  signInAsStudent,
  useBrowser,
  visit,
  waitForPath,
} from '../support';

describe('student sign-in', () => {
  const ui = useBrowser();

  it('asks for both fields', async () => {
    const { page } = ui;
    await visit(page, '/student');
    await page.getByRole('link', { name: 'Forgot Password' }).waitFor();
    await clickSignIn(page);
    await page.getByRole('dialog').getByText('Please Fillout All Fields').waitFor();
    await checkA11y(page, 'missing fields popup');
  });

  it('says "Check your email and password" for a wrong password', async () => {
    const { page } = ui;
    await visit(page, '/student');
    await fill(page, 'Email', demoStudent(0).email);
    await fill(page, 'Password', 'wrong-password');
    await clickSignIn(page);
    await page.getByRole('dialog').getByText('Check your email and password').waitFor();
    await checkA11y(page, 'wrong password popup');
  });

  it('signs in to the dashboard and logs out to /', async () => {
    const { page } = ui;
    await signInAsStudent(page, demoStudent(1));
    expect(await heading(page)).toBe('Student Dashboard');
    await page.getByText(`Welcome, ${demoStudent(1).firstName}!`).waitFor();
    const nav = page.getByRole('navigation', { name: 'Student' });
    await nav.getByRole('link', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await visit(page, '/student/dashboard');
    expect(pathOf(page)).toBe('/');
  });

  it('says "Invalid token" for a bad ?token=', async () => {
    const { page } = ui;
    await page.goto('/student?token=not-a-real-token');
    await page.getByRole('dialog').getByText('Invalid token').waitFor();
    await checkA11y(page, 'invalid token popup');
    expect(pathOf(page)).toBe('/student?token=not-a-real-token');
  });
});
