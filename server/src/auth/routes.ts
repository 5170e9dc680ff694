import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientAdminLoginSchema,
  INVALID_TOKEN,
  refreshSchema,
  studentLoginSchema,
  superAdminLoginSchema,
  tokenLoginSchema,
  WRONG_LOGIN,
  type ClientAdminLoginResponse,
  type RefreshResponse,
  type StudentLoginResponse,
  type SuperAdminLoginResponse,
} from '@prep/domain';
import { clientAdmins, students, superAdmins } from '../db/schema/index';
import { HttpError } from '../plugins/errors';
import { verifyPassword } from './passwords';
import { openSession, rotateSession } from './sessions';

const wrongLogin = (message: string) => new HttpError(401, message, { code: 'invalid_credentials' });

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Attempts are counted per address and email, after the body is parsed, so one user cannot lock out another.
  const limited = {
    rateLimit: {
      max: app.config.loginRateLimit,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: { ip: string; body?: unknown }) =>
        `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
    },
  };

  app.post(
    '/auth/superadmin/',
    { schema: { body: superAdminLoginSchema, tags: ['auth'] }, config: limited },
    async (request): Promise<SuperAdminLoginResponse> => {
      const { email, password } = request.body;
      const [admin] = await app.db.select().from(superAdmins).where(eq(superAdmins.email, email));
      if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) throw wrongLogin(WRONG_LOGIN.superadmin);
      const session = await openSession(app, 'superadmin', admin.id, null);
      return { ...session, superadmin_id: admin.id, email: admin.email };
    },
  );

  app.post(
    '/auth/clientadmin/',
    { schema: { body: clientAdminLoginSchema, tags: ['auth'] }, config: limited },
    async (request): Promise<ClientAdminLoginResponse> => {
      const { email, password, license_key } = request.body;
      const [admin] = await app.db.select().from(clientAdmins).where(eq(clientAdmins.email, email));
      const passwordOk = await verifyPassword(admin?.passwordHash, password);
      if (!admin || !passwordOk || admin.license_key.toUpperCase() !== license_key.toUpperCase()) {
        throw wrongLogin(WRONG_LOGIN.clientadmin);
      }
      const session = await openSession(app, 'clientadmin', admin.client_admin_id, admin.client);
      return { ...session, client_id: admin.client, client_admin_id: admin.client_admin_id };
    },
  );

  async function studentSession(student: typeof students.$inferSelect): Promise<StudentLoginResponse> {
    const session = await openSession(app, 'student', student.student_id, student.client);
    return {
      ...session,
      student_id: student.student_id,
      client: student.client,
      first_name: student.Student_First_Name,
      teacher_name: student.Assign_Teachers,
      email: student.email,
      enroll_program: student.Enroll_Program,
    };
  }

  app.post(
    '/auth/student/',
    { schema: { body: studentLoginSchema, tags: ['auth'] }, config: limited },
    async (request) => {
      const { email, password } = request.body;
      const [student] = await app.db.select().from(students).where(eq(students.email, email));
      if (!(await verifyPassword(student?.passwordHash, password)) || !student) throw wrongLogin(WRONG_LOGIN.student);
      return studentSession(student);
    },
  );

  app.post(
    '/auth/api_token_auth/',
    { schema: { body: tokenLoginSchema, tags: ['auth'] }, config: limited },
    async (request) => {
      const [student] = await app.db.select().from(students).where(eq(students.api_token, request.body.token));
      if (!student) throw wrongLogin(INVALID_TOKEN);
      return studentSession(student);
    },
  );

  app.post(
    '/auth/token/refresh/',
    { schema: { body: refreshSchema, tags: ['auth'] } },
    async (request): Promise<RefreshResponse> => {
      const session = await rotateSession(app, request.body.refresh);
      if (!session) throw new HttpError(401, 'Token is invalid or expired', { code: 'token_not_valid' });
      return { access: session.access_token, refresh: session.refresh };
    },
  );
}
