// When scans are read (issue 30): kicked by an upload once its scan is committed, and by a timer in every
// instance for what a kick missed and for scans another instance left half read (their lease lapsed).
// One run at a time per app; a kick during a run makes it go round once more. Closing the app waits for
// the run under way, which stops at its next page (its scan is then another instance's, or the next start's).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readDueScans } from './job';
import { ReaderPool } from './pool';

interface Runner {
  kick(): void;
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** The reader's threads are kept this long after a run (starting them costs a second or more). */
const THREADS_KEPT_MS = 60_000;

const runners = new WeakMap<object, Runner>();

/** Keyed by the app's database: a route's plugin context and the app itself share it (and one runner). */
function runnerOf(app: FastifyInstance): Runner {
  const known = runners.get(app.db);
  if (known) return known;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let pool: ReaderPool | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  const endThreads = async () => {
    clearTimeout(idleTimer);
    const ending = pool;
    pool = undefined;
    await ending?.close();
  };
  const threads = () => {
    clearTimeout(idleTimer);
    pool ??= new ReaderPool();
    return pool;
  };
  const run = (): Promise<void> =>
    readDueScans(app, { stopped: () => stopped, pool: threads })
      .then(
        () => undefined,
        // The database away, say: the timer tries again (the lease lapses first); the server keeps serving.
        (error: Error) => app.log.error(`Paper scans: reading failed: ${error.message}`),
      )
      .then(() => {
        if (!again || stopped) return;
        again = false;
        return run();
      });
  const runner: Runner = {
    kick() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = undefined;
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => void endThreads(), THREADS_KEPT_MS);
        idleTimer.unref();
      });
    },
    idle: async () => {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      await runner.idle();
      await endThreads();
    },
  };
  runners.set(app.db, runner);
  return runner;
}

/** Starts reading the scans waiting (after an upload's transaction). */
export const kickScans = (app: FastifyInstance) => runnerOf(app).kick();

/** Waits for the app's run under way, if any (the tests, after an upload). */
export const scansIdle = (app: FastifyInstance) => runnerOf(app).idle();

/** On close: no new run, and the one under way stops at its next page and is waited for. */
export const scanReaderClose = fp(async (app: FastifyInstance) => {
  app.addHook('onClose', async () => runnerOf(app).stop());
});

export interface ScanTimer {
  stop(): Promise<void>;
}

/** The timer of a running server: every `everyMs`, the scans waiting or left by an instance that stopped. */
export function startScanTimer(app: FastifyInstance, { everyMs = 30_000 } = {}): ScanTimer {
  const timer = setInterval(() => runnerOf(app).kick(), everyMs);
  timer.unref();
  // What an earlier run of this or another instance left: taken up at start.
  runnerOf(app).kick();
  return {
    async stop() {
      clearInterval(timer);
      await runnerOf(app).stop();
    },
  };
}
