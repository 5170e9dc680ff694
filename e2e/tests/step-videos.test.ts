// The Data Tool's VIDEOS view (Add Step Videos) in Chromium: a small video uploaded with its progress bar
// reaching 100%, saved, listed and playable; a recording made with Chromium's fake camera, downloaded and
// saved; a video deleted after the confirmation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { heading, signInViaApi, useBrowser, visit } from '../support';
import { apiAs, chooseFile, chooseQuiz, createTestViaApi, openPart, uniqueTestName } from '../support/authoring';
import { DATA_TOOL_PATH, notification } from '../support/warmupAuthoring';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const listed = (page: Page) => page.getByTestId('step-video');

/** A test with one question, made through the API. */
async function testWithQuestion(page: Page): Promise<string> {
  const name = uniqueTestName('Videos');
  const quiz = await createTestViaApi(page, name);
  const api = await apiAs(page, 'superadmin');
  const res = await api.postMultipart('/quiz/question/', {
    master_qnsbank: String(quiz),
    question_number: '1',
    question_complexity: '1',
    question_type: 'multiple choice',
    question_header: 'Solve',
    question_text: 'What is 2 + 2?',
  });
  if (res.status() !== 201) throw new Error(`Could not add the question: ${res.status()} ${await res.text()}`);
  return name;
}

/** A short real WebM, recorded in the page from a canvas: a video Chromium plays. */
async function smallWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(100);
    for (let frame = 0; frame < 8; frame++) {
      context.fillStyle = `hsl(${frame * 40}, 80%, 50%)`;
      context.fillRect(0, 0, 160, 120);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** Whether a listed video's player loads its picture (its frames decoded from the served file). */
const playable = (page: Page, index: number) =>
  listed(page)
    .nth(index)
    .locator('video')
    .evaluate(
      (video: HTMLVideoElement) =>
        new Promise<boolean>((resolve) => {
          const done = () => resolve(video.videoWidth > 0 && !video.error);
          if (video.readyState >= 2) return done();
          video.addEventListener('loadeddata', done, { once: true });
          video.addEventListener('error', () => resolve(false), { once: true });
          video.load();
        }),
    );

/** The progress bar of an upload reaches 100% and says so in KB. */
async function uploadFinished(page: Page) {
  const bar = page.getByRole('progressbar', { name: 'Upload progress' }).last();
  await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
  // The amounts are Intl numbers, grouped from a thousand on (1,234 KB).
  const status = await page
    .getByRole('status')
    .filter({ hasText: /^Uploaded [\d,]+ KB of [\d,]+ KB$/ })
    .last()
    .innerText();
  const [, sent, total] = /Uploaded ([\d,]+) KB of ([\d,]+) KB/.exec(status) ?? [];
  expect(sent).toBe(total);
}

describe('super admin: step videos in the Data Tool', () => {
  const ui = useBrowser({ fakeCamera: true });

  it('uploads, records with the webcam, downloads, saves, plays and deletes step videos', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin', DATA_TOOL_PATH);
    const testName = await testWithQuestion(page);
    await visit(page, DATA_TOOL_PATH);
    await openPart(page, 'META DATA');
    await chooseQuiz(page, testName);
    await openPart(page, 'QUESTIONS');
    await page
      .getByRole('region', { name: 'Questions' })
      .getByRole('button', { name: /^# 1\b/ })
      .click();
    await openPart(page, 'VIDEOS');
    await expect.poll(() => heading(page)).toBe('Add Step Videos');
    expect(await button(page, 'Save').isDisabled()).toBe(true);

    // A file: uploaded at once, its bar reaching 100%; Save attaches it; it is listed and plays.
    const webm = await smallWebm(page);
    await chooseFile(page, 'Video 1', { name: 'lesson.webm', content: webm, mimeType: 'video/webm' });
    await uploadFinished(page);
    await button(page, 'Save').click();
    await notification(page, 'Videos Added Successfully').waitFor();
    await expect.poll(() => listed(page).count()).toBe(1);
    expect(await playable(page, 0)).toBe(true);
    // The plus button adds another file input.
    await page.getByRole('button', { name: 'Add another video' }).click();
    await page.getByLabel('Video 2', { exact: true }).waitFor();

    // The webcam: Start shows 'Recording...' and is disabled; Stop; Retake; record again; Download; Save.
    await button(page, 'Record with webcam').click();
    const dialog = page.getByRole('dialog', { name: 'Record a video' });
    await dialog.waitFor();
    const inDialog = (name: string) => dialog.getByRole('button', { name, exact: true });
    await expect.poll(() => inDialog('Start').isEnabled()).toBe(true);
    await inDialog('Start').click();
    expect(await inDialog('Recording...').isDisabled()).toBe(true);
    await page.waitForTimeout(700);
    await inDialog('Stop').click();
    const done = 'Recording has been completed click Download to download the video';
    await dialog.getByText(done).waitFor();
    await inDialog('Retake').click();
    await inDialog('Start').click();
    await page.waitForTimeout(700);
    await inDialog('Stop').click();
    await dialog.getByText(done).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), inDialog('Download').click()]);
    expect(download.suggestedFilename()).toMatch(/^\d+\.(mp4|webm)$/);
    await inDialog('Save').click();
    await dialog.waitFor({ state: 'hidden' });
    await uploadFinished(page);
    await button(page, 'Save').click();
    await expect.poll(() => listed(page).count()).toBe(2);
    expect(await playable(page, 1)).toBe(true);

    // Delete, after the confirmation: the record goes, and its file with it.
    const firstSrc = await listed(page).first().locator('video').getAttribute('src');
    await listed(page).first().getByRole('button', { name: 'Delete video' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText("You won't be able to revert this!").waitFor();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await notification(page, 'Video Deleted Successfully').waitFor();
    await expect.poll(() => listed(page).count()).toBe(1);
    expect((await page.request.get(firstSrc!)).status()).toBe(404);
  }, 60_000);
});
