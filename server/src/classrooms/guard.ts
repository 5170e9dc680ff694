// Every route about one class: the access policy on the class's facts (its client, whether the teacher
// teaches it), then the client's switch. One statement.
import { CLASSROOM_MESSAGES } from '@prep/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ClassRecord, classroomFacts } from '../access/facts';
import type { Scope } from '../access/scope';
import { forbidden } from '../plugins/errors';

export interface AuthorisedClass {
  scope: Scope;
  id: number;
  client: number;
  /** Its name, as its audit events label it. */
  name: string;
  /** The class as the access check read it (a change's before). */
  record: ClassRecord;
}

export async function authorizeClass(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<AuthorisedClass> {
  const { scope, record } = await request.authorize(classroomFacts(app.db, request.user, id), (facts) => facts);
  if (!record.enabled) throw forbidden(CLASSROOM_MESSAGES.switchOff);
  return { scope, id, client: record.client, name: record.name, record: record.record };
}
