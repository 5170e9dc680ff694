// The scans' reader threads (issue 30): at most two (fewer on a machine of one core), each a worker thread
// (read-worker.mjs) bounded in memory, each request bounded in time: a thread past its time is ended and
// another started, and the page it was on is unreadable. The server's event loop only passes messages.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { serverUrl } from '../../config/paths';
import type { WorkerRequest, WorkerResponse } from './worker-messages';

const WORKER = serverUrl('src/paper/scans/read-worker.mjs');
const WORKER_MEMORY_MB = 768;
/** A page drawn, located, read and encoded takes about a second; a minute is a hostile file. */
const REQUEST_MS = 60_000;

/** Requests without their id (the pool numbers them). */
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

export class ReadFailed extends Error {
  constructor(readonly reason: 'password' | 'broken' | 'timeout' | 'memory') {
    super(reason);
  }
}

interface Pending {
  resolve(response: WorkerResponse): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One thread and its requests under way. */
class Thread {
  private worker: Worker;
  private pending = new Map<number, Pending>();
  private closed = false;
  private static next = 1;

  constructor() {
    this.worker = this.start();
  }

  private start(): Worker {
    const worker = new Worker(WORKER, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
      stdout: true,
      stderr: true,
    });
    worker.on('message', (response: WorkerResponse) => {
      const waiting = this.pending.get(response.id);
      if (!waiting) return;
      this.pending.delete(response.id);
      clearTimeout(waiting.timer);
      if ('error' in response) waiting.reject(new ReadFailed(response.error));
      else waiting.resolve(response);
    });
    worker.on('error', (error) =>
      this.restart((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'broken'),
    );
    worker.on('exit', () => this.restart('broken'));
    return worker;
  }

  /** Fails every request under way. */
  private fail(reason: ReadFailed['reason']) {
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(new ReadFailed(reason));
    }
    this.pending.clear();
  }

  /**
   * Ends the thread (a request past its time, out of memory, gone) and starts another: what the old one
   * held is gone, its requests fail, the next page is read by the new one.
   */
  private restart(reason: ReadFailed['reason']): void {
    if (this.closed) return;
    const old = this.worker;
    old.removeAllListeners();
    this.fail(reason);
    this.worker = this.start();
    void old.terminate();
  }

  ask(request: Request): { id: number; answer: Promise<WorkerResponse> } {
    const id = Thread.next++;
    const answer = new Promise<WorkerResponse>((resolve, reject) => {
      const timer = setTimeout(() => this.restart('timeout'), REQUEST_MS);
      this.pending.set(id, { resolve, reject, timer });
    });
    const bytes = 'bytes' in request && request.bytes ? request.bytes : undefined;
    // The bytes are copied (a file's bytes go to each thread that draws its pages).
    this.worker.postMessage({ ...request, id, ...(bytes && { bytes }) });
    return { id, answer };
  }

  close(): Promise<number> {
    this.closed = true;
    this.worker.removeAllListeners();
    this.fail('broken');
    return this.worker.terminate();
  }
}

/** How many threads read at once: two at most, one on a machine of one core. */
export const threadCount = () => Math.max(1, Math.min(2, availableParallelism()));

/** The threads of one run of the reader, ended when it ends. */
export class ReaderPool {
  readonly threads: Thread[];

  constructor(size = threadCount()) {
    this.threads = Array.from({ length: size }, () => new Thread());
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
export type { Thread };
