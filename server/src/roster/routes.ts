import {
  correspondingStudentsSchema,
  correspondingTeachersSchema,
  idParams,
  teachersAndStudentsSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientFacts } from '../access/facts';
import { studentsWithTheme, teachersAndStudents, teachersWithTheme } from './service';

const tags = ['roster'];
const params = idParams('clientid');

/** What the Teacher Profile and Student Profile screens load: the client's people and its theme. */
export default async function rosterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/corresponding-teacher/:clientid',
    { config: { access: 'teacher.list' }, schema: { params, tags, response: { 200: correspondingTeachersSchema } } },
    async (request) => {
      const scope = await request.authorize(clientFacts(app.db, request.params.clientid));
      return teachersWithTheme(app.db, scope);
    },
  );

  app.get(
    '/api/corresponding-student/:clientid',
    { config: { access: 'student.list' }, schema: { params, tags, response: { 200: correspondingStudentsSchema } } },
    async (request) => {
      const scope = await request.authorize(clientFacts(app.db, request.params.clientid));
      return studentsWithTheme(app.db, scope);
    },
  );

  // The Student Profile screen's load: its students, and the teachers Assign_Teachers may name.
  app.get(
    '/api/teacherandstudent/:clientid',
    { config: { access: 'student.list' }, schema: { params, tags, response: { 200: teachersAndStudentsSchema } } },
    async (request) => {
      const scope = await request.authorize(clientFacts(app.db, request.params.clientid));
      return teachersAndStudents(app.db, scope);
    },
  );
}
