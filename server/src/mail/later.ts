import type { FastifyBaseLogger } from 'fastify';

export interface Later {
  /** Runs `work` once the answer is on its way; its failure is logged, never answered. */
  run(work: () => Promise<void>, log: FastifyBaseLogger): void;
  /** Resolves when everything started has finished (the app waits for it when it closes). */
  drain(): Promise<void>;
}

/** Work for after the answer: started on the next turn of the event loop, since the embedded database works on this thread. */
export function afterAnswer(): Later {
  const pending = new Set<Promise<void>>();
  return {
    run(work, log) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err) => log.error({ err }, 'work after the answer failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
