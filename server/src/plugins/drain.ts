// A body refused before it has all arrived (a video part whose first bytes are not a video, a file over its
// limit, a form refused at a field) must not hold its connection (issue 16). Node discards an unread body
// after the answer only when nothing ever started reading it; a body read in part and then left (a pipeline
// or the multipart parser stopped by the refusal) stays paused, the client cannot finish sending it, and its
// next request on that kept-alive connection waits until the connection resets. So as the answer goes out,
// whatever is left of the body is read and thrown away, up to a bound past which the connection is closed
// instead (reading gigabytes to keep one connection is not worth it).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The most of a refused body read away; beyond it the connection is closed. Above every route's own limit. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

export default fp(async function drain(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded) return payload;
    const declared = Number(raw.headers['content-length']);
    if (raw.destroyed || declared > DRAIN_MAX_BYTES) {
      // Said before the answer, so the client knows not to send its next request on this connection.
      reply.header('connection', 'close');
      if (raw.destroyed) return payload;
    }
    // Whatever was reading the body (a parser, a pipeline) has stopped: detach it and let the rest flow away.
    raw.unpipe();
    raw.removeAllListeners('data');
    let drained = 0;
    raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_MAX_BYTES) raw.socket?.destroy();
    });
    raw.resume();
    return payload;
  });
});
