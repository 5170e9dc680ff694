import { idParams, messageSchema, msg, signInHistorySchema } from '@prep/domain';
import type { AccessClaims } from '@prep/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAdminFacts, studentFacts, teacherFacts } from '../access/facts';
import { personOf, studentIdOf } from '../access/principal';
import { accountEvent, accountPerson } from '../audit/people';
import { audit } from '../audit/record';
import { revokeSessions } from './revoke';
import { forbidden } from '../plugins/errors';
import { signInHistory } from './sign-in-history';

const tags = ['account'];
const params = idParams('id');

/** The signed-in person, authorised on their own account; an API key (no person) is refused. */
async function ownPerson(request: FastifyRequest) {
  const user = request.user as AccessClaims;
  const person = personOf(user);
  if (!person) throw forbidden();
  await request.authorize({ client: user.client_id ?? undefined, student: studentIdOf(user) });
  return person;
}

const history = { response: { 200: signInHistorySchema } };

/** The sign-in history (one's own, and an admin's view of their client's people) and sign out everywhere. */
export default async function signInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/account/sign-ins/',
    {
      config: { access: 'account.signIns' },
      schema: { tags, description: 'The signed-in person’s last 100 sign-ins, right or wrong.', ...history },
    },
    async (request) => {
      const person = await ownPerson(request);
      return signInHistory(app.db, person.role, person.id);
    },
  );

  app.post(
    '/api/account/sign-out-everywhere/',
    {
      config: { access: 'account.signOut', audit: 'account.signed_out_everywhere' },
      schema: {
        tags,
        description:
          'Ends every session of the signed-in person, this one too: refresh tokens revoked, access tokens refused ' +
          'on every instance from now on.',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const person = await ownPerson(request);
      await app.db.transaction(async (tx) => {
        await revokeSessions(tx, person.role, [person.id]);
        await audit(tx, accountEvent('account.signed_out_everywhere', await accountPerson(tx, person.role, person.id)));
      });
      return { message: msg('You are signed out everywhere.') };
    },
  );

  app.get(
    '/api/teacher/:id/sign-ins/',
    { config: { access: 'teacher.signIns' }, schema: { params, tags: ['teachers'], ...history } },
    async (request) => {
      await request.authorize(teacherFacts(app.db, request.params.id));
      return signInHistory(app.db, 'teacher', request.params.id);
    },
  );

  app.get(
    '/api/student/:id/sign-ins/',
    { config: { access: 'student.signIns' }, schema: { params, tags: ['students'], ...history } },
    async (request) => {
      await request.authorize(studentFacts(app.db, request.params.id));
      return signInHistory(app.db, 'student', request.params.id);
    },
  );

  app.get(
    '/api/clientadmin/:id/sign-ins/',
    { config: { access: 'clientAdmin.signIns' }, schema: { params, tags: ['clientadmins'], ...history } },
    async (request) => {
      await request.authorize(clientAdminFacts(app.db, request.params.id));
      return signInHistory(app.db, 'clientadmin', request.params.id);
    },
  );
}
