// Content that changes rarely (a test's questions, a client's branding, its grants) read by every
// student on every screen: each server instance keeps it in memory. The database announces every
// change of those tables (LISTEN/NOTIFY, migration 0005), and every instance drops what the changed
// table feeds, so an author's change reaches every instance as soon as it is committed. What students
// and admins write themselves (answers, results, assignments) is never kept here.
//
// While the instance is not listening (starting, or its listening connection lost) nothing is kept:
// every read goes to the database, since a change could go unannounced.

/** What is kept, by the key's prefix. */
export type ContentKind = 'quiz' | 'client' | 'grants';

/** Which kinds a change of each table touches; a table not named here drops everything. */
const TOUCHES: Record<string, readonly ContentKind[]> = {
  quizzes: ['quiz'],
  questions: ['quiz'],
  answers: ['quiz'],
  steps: ['quiz'],
  step_videos: ['quiz'],
  warmups: ['quiz'],
  clients: ['client', 'grants'],
  assigned_quizzes: ['grants'],
};

const MAX_ENTRIES = 5000;
const SYNC_PREFIX = 'sync:';

export class ContentCache {
  #entries = new Map<string, unknown>();
  /** Loads under way: concurrent misses of one key (a class opening the same test) share one load. */
  #pending = new Map<string, Promise<unknown>>();
  /** Bumped by every change: a load that began before it is not kept (it may have read the old content). */
  #epoch = 0;
  #live = false;
  /** sync() calls waiting for their marker to come back through the channel. */
  #markers = new Map<string, () => void>();
  #nextMarker = 0;

  readonly #announce: (payload: string) => Promise<void>;

  /** `announce` sends a payload on the channel this cache listens to (used by sync). */
  constructor(announce: (payload: string) => Promise<void> = async () => {}) {
    this.#announce = announce;
  }

  /** The content under `kind:id`, loaded once and kept until a change of it is announced. */
  async get<T>(kind: ContentKind, id: number, load: () => Promise<T>): Promise<T> {
    if (!this.#live) return load();
    const key = `${kind}:${id}`;
    if (this.#entries.has(key)) return this.#entries.get(key) as T;
    const pending = this.#pending.get(key);
    if (pending) return pending as Promise<T>;
    const epoch = this.#epoch;
    const loading = load().finally(() => {
      if (this.#pending.get(key) === loading) this.#pending.delete(key);
    });
    this.#pending.set(key, loading);
    const value = await loading;
    if (this.#live && epoch === this.#epoch) this.#keep(key, value);
    return value;
  }

  /** A change of `table` was committed (by any instance), or a marker of sync() came back. */
  changed(table: string) {
    if (table.startsWith(SYNC_PREFIX)) return this.#markers.get(table)?.();
    this.#epoch++;
    const kinds = TOUCHES[table];
    if (!kinds) return this.clear();
    const prefixes = kinds.map((kind) => `${kind}:`);
    for (const key of [...this.#entries.keys(), ...this.#pending.keys()]) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) {
        this.#entries.delete(key);
        this.#pending.delete(key);
      }
    }
  }

  /**
   * Resolves once every change committed before the call has been applied here: announcements arrive
   * in commit order, so when a marker sent now comes back, those before it have come too. For a
   * process that writes the database directly (a test, a script) and then reads through the API.
   */
  async sync(timeoutMs = 5000): Promise<void> {
    if (!this.#live) return;
    const marker = `${SYNC_PREFIX}${process.pid}:${++this.#nextMarker}`;
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<void>((resolve, reject) => {
      this.#markers.set(marker, resolve);
      timer = setTimeout(() => reject(new Error('the content channel did not answer')), timeoutMs);
    });
    try {
      await this.#announce(marker);
      await back;
    } finally {
      clearTimeout(timer);
      this.#markers.delete(marker);
    }
  }

  /** Drops everything (a change this instance made itself, before its announcement comes back). */
  clear() {
    this.#epoch++;
    this.#entries.clear();
    this.#pending.clear();
  }

  /** Listening or not: while not, nothing is kept. */
  setLive(live: boolean) {
    this.clear();
    this.#live = live;
  }

  get size() {
    return this.#entries.size;
  }

  #keep(key: string, value: unknown) {
    this.#entries.set(key, value);
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
