// The erasure requests (issue 28): POST /api/student/{id}/erase/ and /api/teacher/{id}/erase/, each asking
// the person's email (or full name where there is none) typed back, then the one erasure of erase.ts. The
// DELETE routes of students and teachers run the same erasure without the typed confirmation.
import { ERASURE_MESSAGES, erasureRequestSchema, idParams, messageSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentFacts, teacherFacts } from '../access/facts';
import { eraseStudent, eraseTeacher } from './erase';
import { confirmedErasure } from './erase-confirm';

export default async function erasureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/student/:student_id/erase/',
    {
      config: { access: 'student.erase', audit: 'student.erased' },
      schema: {
        params: idParams('student_id'),
        body: erasureRequestSchema,
        tags: ['students', 'privacy'],
        description:
          'Erases the student: profile, sign-in, tokens, sign-in history, class places and every record naming ' +
          "them; their answers kept as anonymous rows (deleted too when the client's erase_answers is on); their " +
          'audit events pseudonymised. `confirm` is their email (their full name where there is none).',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const scope = await request.authorize(studentFacts(app.db, request.params.student_id));
      const id = await confirmedErasure(app.db, scope, 'student', request.params.student_id, request.body.confirm);
      await eraseStudent(app.db, id, { reason: 'request', ledger: app.storage });
      return { message: ERASURE_MESSAGES.studentErased };
    },
  );

  app.post(
    '/api/teacher/:id/erase/',
    {
      config: { access: 'teacher.erase', audit: 'teacher.erased' },
      schema: {
        params: idParams('id'),
        body: erasureRequestSchema,
        tags: ['teachers', 'privacy'],
        description:
          'Erases the teacher: profile, sign-in, tokens, sign-in history and class places (the classes stay); ' +
          'their audit events pseudonymised. `confirm` is their email.',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const scope = await request.authorize(teacherFacts(app.db, request.params.id));
      const id = await confirmedErasure(app.db, scope, 'teacher', request.params.id, request.body.confirm);
      await eraseTeacher(app.db, id, { reason: 'request', ledger: app.storage });
      return { message: ERASURE_MESSAGES.teacherErased };
    },
  );
}
