import type { FastifyInstance } from 'fastify';
import apiTokenRoutes from './api-tokens/routes';
import authRoutes from './auth/routes';
import clientAdminRoutes from './client-admins/routes';
import clientRoutes from './clients/routes';
import contactRoutes from './contact/routes';
import conversionRoutes from './conversion/routes';
import courseRoutes from './courses/routes';
import healthRoutes from './health/routes';
import mail from './mail/plugin';
import masterRoutes from './master/routes';
import mediaRoutes from './media/routes';
import passwordResetRoutes from './password-reset/routes';
import preparationRoutes from './preparation/routes';
import rosterRoutes from './roster/routes';
import sittingRoutes from './sittings/routes';
import studentRoutes from './students/routes';
import teacherRoutes from './teachers/routes';
import grantRoutes from './grants/routes';
import questionFileRoutes from './question-files/routes';
import questionImportRoutes from './question-import/routes';
import questionRoutes from './questions/routes';
import stepVideoRoutes from './step-videos/routes';
import videoFileRoutes from './video-files/routes';
import quizRoutes from './quizzes/routes';
import warmupResultRoutes from './warmup-results/routes';
import warmupRoutes from './warmups/routes';

/** Every feature's routes, one plugin a feature folder. */
export default async function routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(courseRoutes);
  await app.register(clientRoutes);
  // The mailer is decorated here so every feature registered after it can send mail.
  await app.register(mail);
  await app.register(mediaRoutes);
  await app.register(clientAdminRoutes);
  await app.register(masterRoutes);
  await app.register(apiTokenRoutes);
  await app.register(contactRoutes);
  await app.register(passwordResetRoutes);
  await app.register(teacherRoutes);
  await app.register(studentRoutes);
  await app.register(rosterRoutes);
  await app.register(quizRoutes);
  await app.register(questionRoutes);
  await app.register(stepVideoRoutes);
  await app.register(videoFileRoutes);
  await app.register(questionImportRoutes);
  await app.register(questionFileRoutes);
  await app.register(conversionRoutes);
  await app.register(warmupRoutes);
  await app.register(grantRoutes);
  await app.register(warmupResultRoutes);
  await app.register(sittingRoutes);
  await app.register(preparationRoutes);
}
