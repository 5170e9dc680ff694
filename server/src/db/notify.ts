// LISTEN/NOTIFY for the content cache (src/cache): the database's triggers announce every change of
// content (migration 0005), and each server instance listens on a connection of its own. PGlite, one
// process, delivers its notifications in-process; PostgreSQL to every instance on the database.
import pg from 'pg';
import type { Db } from './client';

export interface ListenHandlers {
  /** A notification's payload (the changed table's name). */
  notify(payload: string): void;
  /** Listening (again): notifications from now on arrive. */
  up(): void;
  /** No longer listening (the connection dropped): changes may go unannounced until `up`. */
  down(): void;
}

/** Starts listening on a channel; resolves to a function that stops. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

const listeners = new WeakMap<object, Listen>();

/** Records how to listen on the database behind a Drizzle handle (openDatabase does, for both kinds). */
export function registerListener(db: Db, listen: Listen) {
  listeners.set(db, listen);
}

/** How to listen on the database behind this handle; undefined for a handle not opened by openDatabase. */
export const listenerOf = (db: Db): Listen | undefined => listeners.get(db);

const RETRY_MS = 1000;

/**
 * A dedicated connection that LISTENs, reconnecting after a loss (every second) and saying `down`
 * meanwhile, since notifications sent while no one listens are lost.
 */
export function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (!stopped) retry = setTimeout(() => void connect(), RETRY_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      client = undefined;
      if (stopped) return;
      handlers.down();
      void next.end().catch(() => {});
      schedule();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    next.on('error', lose);
    next.on('end', lose);
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch {
      lose();
      return;
    }
    if (stopped) {
      lost = true;
      await next.end().catch(() => {});
      return;
    }
    client = next;
    handlers.up();
  };

  return connect().then(() => async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    if (open) await open.end().catch(() => {});
  });
}
