// The LTI settings the launch reads. LTI_ALLOW_LOCAL_PLATFORMS lifts the request-forgery guard (fetch.ts)
// for tests and local trials: the app's config (ltiAllowLocalPlatforms), read here only.
import type { FastifyInstance } from 'fastify';

/** Whether the tool may reach an LMS over http or on a loopback or private address. */
export function allowLocalPlatforms(app: FastifyInstance): boolean {
  return app.config.ltiAllowLocalPlatforms;
}
