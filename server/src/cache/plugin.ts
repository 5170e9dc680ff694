// The instance's content cache (content.ts), listening to the database's announcements of changes.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { isSuperAdmin } from '../access/principal';
import { listenerOf } from '../db/notify';
import { ContentCache } from './content';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentCache;
  }
}

/** The channel the content triggers notify on (drizzle/0005_content_notify.sql). */
export const CONTENT_CHANNEL = 'prep_content';

export default fp(async function contentCache(app: FastifyInstance) {
  const cache = new ContentCache(async (payload) => {
    await app.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${payload})`);
  });
  app.decorate('content', cache);
  const listen = listenerOf(app.db);
  // A handle not opened by openDatabase cannot be listened on: then nothing is cached.
  if (!listen) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await listen(CONTENT_CHANNEL, {
      notify: (table) => cache.changed(table),
      up: () => cache.setLive(true),
      down: () => cache.setLive(false),
    });
  });
  app.addHook('onClose', async () => {
    cache.setLive(false);
    await stop?.();
  });
  // Content is written by the super admin only: after such a write this instance forgets at once,
  // without waiting for its own announcement to come back, so the author reads what they wrote.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && isSuperAdmin(request.user)) cache.clear();
    return payload;
  });
});
