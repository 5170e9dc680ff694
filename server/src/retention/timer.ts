// The daily retention sweep of a running server: first a minute after it starts (an instance restarted
// every day still sweeps), then every 24 hours. Every instance runs it; the lock makes the others skip.
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';
import { describeSweep, sweep } from './sweep';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface RetentionTimer {
  /** Stops the timer and waits for a sweep under way (the database is closed next). */
  stop(): Promise<void>;
}

export function startRetentionTimer(
  db: Db,
  config: Pick<Config, 'auditRetentionDays' | 'scanImageRetentionDays'>,
  ledger: Storage,
  log: Log,
  { firstAfterMs = 60_000, everyMs = DAY_MS } = {},
): RetentionTimer {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = sweep(db, config, { ledger, warn: (message) => log.warn(message) })
      .then(
        (result) => log.info(describeSweep(result, config.auditRetentionDays)),
        // A database that is away today is tried again tomorrow; the server keeps serving.
        (error: Error) => log.error(`Retention: the sweep failed: ${error.message}`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, firstAfterMs);
  const daily = setInterval(run, everyMs);
  first.unref();
  daily.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(daily);
      await running;
    },
  };
}
