import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiErrorBodySchema, installValidationMessages } from '@prep/domain';
import { z } from 'zod';
import type { Config } from './config';
import type { Db } from './db/client';
import access from './access/plugin';
import auditLog from './audit/plugin';
import { registerTakingAudit } from './taking/audit-events';
import { registerScoreQueue } from './lti/scores-hook';
import { scoreKicks } from './lti/scores-timer';
import { scanReaderClose } from './paper/scans/reader-timer';
import contentCache from './cache/plugin';
import sessionCutoffs from './auth/cutoffs';
import auth from './plugins/auth';
import database from './plugins/db';
import drain from './plugins/drain';
import errors, { frameworkError } from './plugins/errors';
import limits from './plugins/limits';
import routeFiles from './plugins/route-files';
import text from './plugins/text';
import web, { inlineScriptSources } from './plugins/web';
import { lmsPageHeaders } from './lti/framing';
import routes from './routes';
import storage from './storage/plugin';
import mail from './mail/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, db, logger = false }: AppOptions) {
  // zod's defaults ("Invalid input: expected object, received array") replaced by the domain's messages.
  installValidationMessages();
  // The taking path's events are written by module-wide hooks: registered once however many apps run.
  registerTakingAudit();
  // A release of work launched from an LMS queues its score for the gradebook (issue 29), in the same way.
  registerScoreQueue();
  const app = Fastify({
    logger,
    bodyLimit: 5 * 1024 * 1024,
    // Only the proxies TRUST_PROXY names may say who the client is (X-Forwarded-For); by default none.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkError,
    // Unique across instances and restarts: an audit event names the request that made it.
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errors);
  await app.register(drain);
  await app.register(text);
  await app.register(database, { db });
  await app.register(storage);
  await app.register(contentCache);
  await app.register(sessionCutoffs);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Client logos and step images may be absolute URLs elsewhere; videos may stream from object storage.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'", ...inlineScriptSources(config.webDist)],
      },
    },
  });
  await app.register(limits);
  // Large API answers (a test with its questions, a roster) go compressed to browsers that ask; the web
  // app's files are compressed at build time instead (plugins/web.ts). Brotli at a quality cheap enough
  // to run per request.
  await app.register(compress, {
    threshold: 2048,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20 } });
  await app.register(auth, { secret: config.jwtSecret, accessTtlSeconds: config.accessTokenTtlSeconds });
  await app.register(routeFiles);
  await app.register(access);
  await app.register(auditLog);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Test preparation platform API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        // The one error body of every 4xx: its message in English and as data (docs/decisions/0107-messages-as-data.md).
        schemas: { ApiError: z.toJSONSchema(apiErrorBodySchema, { io: 'output' }) as Record<string, unknown> },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // On the app itself (not inside the routes): the mail work after an answer can be awaited by whoever holds the app.
  await app.register(mail);
  // The LMS scores a release queued are sent once its answer has gone (lti/scores-timer.ts).
  await app.register(scoreKicks);
  // The scans' reading under way is waited for on close (paper/scans/reader-timer.ts).
  await app.register(scanReaderClose);
  await app.register(routes);
  // An LMS launch lands on /lms/ inside the LMS's frame (issue 29): those pages only may be framed, by it.
  await app.register(web, {
    root: config.webDist,
    pageHeaders: (reply, address) => lmsPageHeaders(db, reply, address),
  });
  return app;
}
