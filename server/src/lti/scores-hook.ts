// The release hook of the AGS outbox (issue 29): a sitting or warm-up result released through the taking
// path queues its score in the release's transaction (lms-outbox/queue.ts). Registered once per process
// (hooks are module-wide; the tests build many apps), as the audit hooks are.
import { queueScores } from '../lms-outbox/queue';
import { onTaking } from '../taking/events';

let registered = false;

/** Registers the release hook, once however many apps are built. */
export function registerScoreQueue(): void {
  if (registered) return;
  registered = true;
  onTaking('released', async ({ kind, id }, tx) => {
    // A preparation test is never launched from an LMS: it has no lti_work row.
    if (kind === 'master' || kind === 'warmup') await queueScores(tx, kind, [id]);
  });
}
