import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM } from './paths';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 900 };

/** Chromium's fake camera and microphone, granted without a prompt (the webcam recording's test). */
export const FAKE_CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface BrowserHarness {
  /** The page of the running test: a fresh context (so empty storage) for every test. */
  readonly page: Page;
  readonly context: BrowserContext;
  readonly baseUrl: string;
}

/**
 * Call once at the top of a test file: one Chromium for the file, a fresh context and page per
 * test, and a failure if the page threw an uncaught error during the test.
 */
export function useBrowser(
  options: {
    viewport?: { width: number; height: number };
    fakeCamera?: boolean;
    /** A phone: touch events and the mobile viewport (no hover, a coarse pointer). */
    phone?: boolean;
  } = {},
): BrowserHarness {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(options.fakeCamera ? FAKE_CAMERA_ARGS : []);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? DESKTOP,
      ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
      // The app honours it (no transitions), which keeps screens steady for checks.
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    // Well under the test's own timeout, so a missing element fails with its selector named.
    page.setDefaultTimeout(10_000);
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  });
  afterEach(async () => {
    await context?.close();
    if (pageErrors.length) throw new Error(`The page threw:\n${pageErrors.join('\n\n')}`);
  });

  return {
    get page() {
      if (!page) throw new Error('useBrowser(): no page outside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('useBrowser(): no context outside a test');
      return context;
    },
    baseUrl,
  };
}
