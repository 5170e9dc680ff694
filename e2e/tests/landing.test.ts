import { describe, expect, it } from 'vitest';
import { checkA11y, heading, pathOf, useBrowser, visit } from '../support';

const STEPS = [
  'Take your test',
  'Review the results',
  'Analyze the mistakes',
  'Improve your skills and tests',
  'Take a new test',
];

describe('landing page', () => {
  const ui = useBrowser();

  it('shows the slogan, its five steps and the entry buttons', async () => {
    const { page } = ui;
    await visit(page, '/');
    expect(await heading(page)).toBe('Helping Students in their Test Preparation');
    const steps = await page.locator('main ol li').allInnerTexts();
    expect(steps.map((s) => s.replace(/^\d+\s*/, '').trim())).toEqual(STEPS);

    for (const [name, href] of [
      ['ADMIN', '/superadmin'],
      ['CLIENT', '/client'],
      ['TEACHER', '/teacher'],
      ['STUDENT', '/student'],
      ['API DEMO', '/api-demo'],
    ] as const) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['HOME', 'ABOUT', 'CONTACT']) await nav.getByRole('link', { name, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Try the free solver' }).getAttribute('rel')).toContain('noopener');
  });

  it('switches between TRAIN and WARMUPS', async () => {
    const { page } = ui;
    await visit(page, '/home');
    await page.getByText('WARMUPS', { exact: true }).click();
    await page.getByText(/Timed arithmetic warm-ups/).waitFor();
    await checkA11y(page, 'WARMUPS');
    await page.getByText('TRAIN', { exact: true }).click();
    await page.getByText(/Practice real ACT, SAT/).waitFor();
  });

  it('goes to each sign-in page from its button', async () => {
    const { page } = ui;
    await visit(page, '/home');
    await page.getByRole('link', { name: 'CLIENT', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Client Login' }).waitFor();
    expect(pathOf(page)).toBe('/client');
  });

  it('has About, Demo and API Demo pages', async () => {
    const { page } = ui;
    for (const [path, title] of [
      ['/about', 'About'],
      ['/demo', 'Demo'],
      ['/api-demo', 'API Demo'],
    ] as const) {
      await visit(page, path);
      expect(await heading(page)).toBe(title);
    }
  });

  it('turns compact below 1000 px: a burger opens the links', async () => {
    const { page } = ui;
    await page.setViewportSize({ width: 800, height: 900 });
    await visit(page, '/');
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.waitFor({ state: 'visible' });
    expect(await page.getByRole('link', { name: 'ABOUT', exact: true }).isVisible()).toBe(false);
    await burger.click();
    await page.getByRole('link', { name: 'ABOUT', exact: true }).waitFor({ state: 'visible' });
    await checkA11y(page, 'compact menu');
    await page.getByRole('link', { name: 'ABOUT', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'About' }).waitFor();
  });
});
