import {
  clientAdminSignInAnswerSchema,
  clientAdminLoginSchema,
  refreshResponseSchema,
  refreshSchema,
  studentLoginResponseSchema,
  studentLoginSchema,
  superAdminSignInAnswerSchema,
  superAdminLoginSchema,
  teacherSignInAnswerSchema,
  teacherLoginSchema,
  tokenLoginSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { seenOf } from './sign-in-history';
import { refresh, signInClientAdmin, signInStudent, signInSuperAdmin, signInTeacher, signInWithToken } from './service';

const tags = ['auth'];
// A sign-in changes no one's data: it is kept in the sign-in history, not the audit log.
const SIGN_IN = { none: 'a sign-in: kept in the sign-in history' };

/** Sign-in for each role, and the refresh of a session. Open to anyone. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Attempts are counted per account and per address (plugins/limits.ts).
  const limited = { access: 'public' as const, limit: 'signIn' as const, audit: SIGN_IN };

  app.post(
    '/auth/superadmin/',
    {
      config: limited,
      schema: { body: superAdminLoginSchema, tags, response: { 200: superAdminSignInAnswerSchema } },
    },
    async (request) => signInSuperAdmin(app, request.body, seenOf(request)),
  );

  app.post(
    '/auth/clientadmin/',
    {
      config: limited,
      schema: { body: clientAdminLoginSchema, tags, response: { 200: clientAdminSignInAnswerSchema } },
    },
    async (request) => signInClientAdmin(app, request.body, seenOf(request)),
  );

  app.post(
    '/auth/teacher/',
    { config: limited, schema: { body: teacherLoginSchema, tags, response: { 200: teacherSignInAnswerSchema } } },
    async (request) => signInTeacher(app, request.body, seenOf(request)),
  );

  app.post(
    '/auth/student/',
    { config: limited, schema: { body: studentLoginSchema, tags, response: { 200: studentLoginResponseSchema } } },
    async (request) => signInStudent(app, request.body, seenOf(request)),
  );

  app.post(
    '/auth/api_token_auth/',
    { config: limited, schema: { body: tokenLoginSchema, tags, response: { 200: studentLoginResponseSchema } } },
    async (request) => signInWithToken(app, request.body.token, seenOf(request)),
  );

  app.post(
    '/auth/token/refresh/',
    {
      config: { access: 'public', audit: SIGN_IN },
      schema: { body: refreshSchema, tags, response: { 200: refreshResponseSchema } },
    },
    async (request) => refresh(app, request.body.refresh, seenOf(request)),
  );
}
