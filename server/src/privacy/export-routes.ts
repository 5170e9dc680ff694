import { idParams } from '@prep/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentFacts, teacherFacts } from '../access/facts';
import { notFound } from '../plugins/errors';
import { type ExportZip, studentExport, teacherExport } from './export';

const params = idParams('id');
const zip = { content: { 'application/zip': { schema: z.string() } } };

function sendZip(reply: FastifyReply, exported: ExportZip | undefined) {
  // Gone between the access check and the snapshot (erased meanwhile): as if never found.
  if (!exported) throw notFound();
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${exported.filename}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(exported.body.buffer, exported.body.byteOffset, exported.body.byteLength));
}

/**
 * The privacy exports (issue 28): everything held about one person as a zip of JSON and CSV files. Each
 * is an audit event of its own (an export of personal data), written in the export's transaction.
 */
export default async function privacyExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/student/:id/export/',
    {
      config: { access: 'student.export', audit: 'student.exported' },
      schema: {
        params,
        tags: ['students', 'privacy'],
        description:
          'Everything held about the student (the right of access): a zip of student, sittings, warmups, classes, ' +
          'progress, sign_ins and audit, each as .json and .csv. Never the password hash or the sign-in token.',
        response: { 200: zip },
      },
    },
    async (request, reply) => {
      const scope = await request.authorize(studentFacts(app.db, request.params.id));
      return sendZip(reply, await studentExport(app.db, scope, app.storage));
    },
  );

  app.get(
    '/api/teacher/:id/export/',
    {
      config: { access: 'teacher.export', audit: 'teacher.exported' },
      schema: {
        params,
        tags: ['teachers', 'privacy'],
        description:
          'Everything held about the teacher: a zip of teacher, classes, sign_ins and audit (events about them ' +
          'and by them), each as .json and .csv. Never the password hash or a two-factor secret.',
        response: { 200: zip },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      // The teacher's own `self` reach asks whose profile this is.
      await request.authorize(teacherFacts(app.db, id).then((facts) => facts && { ...facts, teacher: id }));
      return sendZip(reply, await teacherExport(app.db, id));
    },
  );
}
