import {
  idParams,
  messageSchema,
  totpCodeSchema,
  totpConfirmedSchema,
  totpEnrolmentSchema,
  totpSignInAnswerSchema,
  totpSignInSchema,
  totpStatusSchema,
} from '@prep/domain';
import type { AccessClaims } from '@prep/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAdminFacts, teacherFacts } from '../access/facts';
import { staffOf } from '../access/principal';
import { forbidden } from '../plugins/errors';
import { seenOf } from './sign-in-history';
import { enrolmentOf } from './two-factor-store';
import { confirmTotp, resetTotp, signInWithSecondFactor, startTotp, stopTotp } from './two-factor';

const tags = ['account'];
const params = idParams('id');

/** The signed-in staff member, authorised on their own account; anyone else (a student, an API key) is refused. */
async function ownStaff(request: FastifyRequest) {
  const user = request.user as AccessClaims;
  const staff = staffOf(user);
  if (!staff) throw forbidden();
  await request.authorize({ client: user.client_id ?? undefined });
  return { staff, client: user.client_id };
}

/** Two-factor sign-in (issue 28): a staff member's own, its second sign-in step, and an admin's reset. */
export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/account/totp/',
    {
      config: { access: 'account.totp' },
      schema: {
        tags,
        description: 'Whether the signed-in staff member has two-factor sign-in on (a pending set-up is not on).',
        response: { 200: totpStatusSchema },
      },
    },
    async (request) => {
      const { staff } = await ownStaff(request);
      return { enabled: Boolean((await enrolmentOf(app.db, staff))?.confirmedAt) };
    },
  );

  app.post(
    '/api/account/totp/',
    {
      config: { access: 'account.totp', audit: 'account.two_factor_started' },
      schema: {
        tags,
        description:
          'Starts setting up two-factor sign-in: a new secret (as text and as an otpauth:// address for a QR code) ' +
          'and ten one-time recovery codes. Pending until a code is confirmed.',
        response: { 200: totpEnrolmentSchema },
      },
    },
    async (request, reply) => {
      const { staff } = await ownStaff(request);
      reply.header('cache-control', 'no-store');
      return startTotp(app, staff);
    },
  );

  app.post(
    '/api/account/totp/confirm/',
    {
      config: { access: 'account.totp', audit: 'account.two_factor_enabled' },
      schema: {
        body: totpCodeSchema,
        tags,
        description: 'A code of the new secret turns two-factor sign-in on; answers a new full session.',
        response: { 200: totpConfirmedSchema },
      },
    },
    async (request) => {
      const { staff, client } = await ownStaff(request);
      return confirmTotp(app, staff, client, request.body.code);
    },
  );

  app.delete(
    '/api/account/totp/',
    {
      config: { access: 'account.totp', audit: 'account.two_factor_disabled' },
      schema: {
        body: totpCodeSchema,
        tags,
        description: 'A code of the app turns two-factor sign-in off.',
        response: { 200: messageSchema },
      },
    },
    async (request) => stopTotp(app, (await ownStaff(request)).staff, request.body.code),
  );

  app.post(
    '/auth/totp/',
    {
      // Counted as sign-ins: a wrong code is a failed sign-in of the challenge's account.
      config: { access: 'public', limit: 'signIn', audit: { none: 'a sign-in: kept in the sign-in history' } },
      schema: {
        body: totpSignInSchema,
        tags: ['auth'],
        description:
          'The second step of a two-factor sign-in: the challenge a right password answered (once, within 5 minutes) ' +
          'with the code the app shows or one of the recovery codes. Answers what the password alone would have.',
        response: { 200: totpSignInAnswerSchema },
      },
    },
    async (request) => signInWithSecondFactor(app, request.body, seenOf(request)),
  );

  app.delete(
    '/api/teacher/:id/totp/',
    {
      config: { access: 'teacher.totpReset', audit: 'teacher.two_factor_reset' },
      schema: {
        params,
        tags: ['teachers'],
        description: 'Resets a teacher’s two-factor sign-in (a lost authenticator and codes).',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await request.authorize(teacherFacts(app.db, request.params.id));
      return resetTotp(app, { role: 'teacher', id: request.params.id });
    },
  );

  app.delete(
    '/api/clientadmin/:id/totp/',
    {
      config: { access: 'clientAdmin.totpReset', audit: 'clientadmin.two_factor_reset' },
      schema: {
        params,
        tags: ['clientadmins'],
        description: 'Resets a client admin’s two-factor sign-in (a lost authenticator and codes).',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await request.authorize(clientAdminFacts(app.db, request.params.id));
      return resetTotp(app, { role: 'clientadmin', id: request.params.id });
    },
  );
}
