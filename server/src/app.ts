import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import auth from './plugins/auth';
import database from './plugins/db';
import errors from './plugins/errors';
import web from './plugins/web';
import routes from './routes';

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
  const app = Fastify({
    logger,
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errors);
  await app.register(database, { db });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Client logos and step images may be absolute URLs elsewhere; videos may stream from object storage.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20 } });
  await app.register(auth, { secret: config.jwtSecret, accessTtlSeconds: config.accessTokenTtlSeconds });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Test preparation platform API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(routes);
  await app.register(web, { root: config.webDist });
  return app;
}
