// When the AGS outbox is sent (issue 29): as the answer of a request whose release queued a score (the response
// is not held for the LMS), and by a timer in every instance for the retries and for what another instance
// left (a restart loses nothing: the outbox is in the database). One run at a time per app; a kick during a
// run makes it go round once more.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { takeQueued } from '../lms-outbox/queue';
import { sendDueScores } from './scores-send';

interface Log {
  error(message: string): void;
}

interface Runner {
  kick(): void;
  idle(): Promise<void>;
}

const runners = new WeakMap<object, Runner>();

function runnerOf(app: FastifyInstance): Runner {
  const known = runners.get(app);
  if (known) return known;
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> =>
    sendDueScores(app)
      .then(
        () => undefined,
        // The database away, say: the timer tries again; the server keeps serving.
        (error: Error) => (app.log as Log).error(`LTI scores: sending failed: ${error.message}`),
      )
      .then(() => {
        if (!again) return;
        again = false;
        return run();
      });
  const runner: Runner = {
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = undefined;
      });
    },
    idle: async () => {
      while (running) await running;
    },
  };
  runners.set(app, runner);
  return runner;
}

/** Waits for the app's run under way, if any (the tests, after a release). */
export const scoresIdle = (app: FastifyInstance) => runnerOf(app).idle();

/** The kick after an answer whose release queued a score, and the wait for a run under way on close. */
export const scoreKicks = fp(async (app: FastifyInstance) => {
  // onSend: the route's transaction has committed (its handler returned); the run starts and is not waited for.
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (takeQueued()) runnerOf(app).kick();
    return payload;
  });
  app.addHook('onClose', async () => scoresIdle(app));
});

export interface ScoreTimer {
  /** Stops the timer and waits for a run under way (the database is closed next). */
  stop(): Promise<void>;
}

/** The timer of a running server: every `everyMs`, the scores due (retries, and any a kick missed). */
export function startScoreTimer(app: FastifyInstance, { everyMs = 15_000 } = {}): ScoreTimer {
  const timer = setInterval(() => runnerOf(app).kick(), everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await scoresIdle(app);
    },
  };
}
