// The LTI settings the launch reads. LTI_ALLOW_LOCAL_PLATFORMS lifts the request-forgery guard (fetch.ts)
// for tests and local trials: read here only, so it moves to the app's config in one place.
import type { FastifyInstance } from 'fastify';

/** Whether the tool may reach an LMS over http or on a loopback or private address. */
export function allowLocalPlatforms(_app: FastifyInstance): boolean {
  return process.env.LTI_ALLOW_LOCAL_PLATFORMS === 'true';
}
