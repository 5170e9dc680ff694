import {
  answerSavedSchema,
  answerUpdateSchema,
  idParams,
  questionAnswersSavedSchema,
  questionAnswersSchema,
  questionDeletedSchema,
  questionListQuerySchema,
  questionSavedSchema,
  questionViewSchema,
  stepsSavedSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerFacts, questionFacts, quizFacts, stepsFacts } from '../access/facts';
import { IMAGE_RULE, readLimitedForm } from '../question-images/images';
import { changeAnswer, saveQuestionAnswers } from './answers';
import { oneQuestion, questionsOfTest, visibleQuestions } from './reads';
import { changeQuestion, createQuestion, removeQuestion } from './service';
import { changeSteps, createSteps, STEP_IMAGE_RULES } from './steps';

const tags = ['questions'];
const params = idParams('id');
const QUESTION_FILES = { question_image: IMAGE_RULE };
const QUESTION_FORM =
  'multipart/form-data: master_qnsbank, question_number (1-200, unique in the test), question_complexity, ' +
  'question_type, question_header, question_text (each under 500 characters), and an optional image ' +
  '`question_image` (png, jpeg, gif or webp by its content, at most 1,000,000 bytes).';
const STEPS_FORM =
  'multipart/form-data: question, master_qnsbank, section_code, step1_text to step5_text (each under 500 ' +
  'characters), optional images step1_image to step4_image (png, jpeg, gif or webp, at most 1,000,000 bytes).';

/** The Data Tool's questions, their answer options and key, and their steps. */
export default async function questionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const media = app.media;

  app.get(
    '/quiz/question/',
    {
      config: { access: 'question.list' },
      schema: { querystring: questionListQuerySchema, tags, response: { 200: z.array(questionViewSchema) } },
    },
    async (request) => {
      const test = request.query.master_qnsbank;
      if (test === undefined) return visibleQuestions(app.db, await request.authorize({}));
      return questionsOfTest(app.db, await request.authorize(quizFacts(app.db, request.user, test)), test);
    },
  );

  app.get(
    '/quiz/question/:id/',
    { config: { access: 'question.read' }, schema: { params, tags, response: { 200: questionViewSchema } } },
    async (request) => {
      const scope = await request.authorize(questionFacts(app.db, request.user, request.params.id));
      return oneQuestion(app.db, scope, request.params.id);
    },
  );

  app.post(
    '/quiz/question/',
    {
      config: { access: 'question.create', audit: 'question.created' },
      schema: { tags, description: `Adds a question. Body: ${QUESTION_FORM}`, response: { 201: questionSavedSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createQuestion(app.db, media, await readLimitedForm(request, QUESTION_FILES))),
  );

  app.put(
    '/quiz/question/:id/',
    {
      config: { access: 'question.update', audit: 'question.updated' },
      schema: {
        params,
        tags,
        description: `Changes a question: any of the fields of ${QUESTION_FORM} \`remove_image=true\` clears the image.`,
        response: { 200: questionSavedSchema },
      },
    },
    async (request) => {
      await request.authorize(questionFacts(app.db, request.user, request.params.id));
      return changeQuestion(app.db, media, request.params.id, await readLimitedForm(request, QUESTION_FILES));
    },
  );

  app.delete(
    '/quiz/question/:id/',
    {
      config: { access: 'question.delete', audit: 'question.deleted' },
      schema: { params, tags, response: { 200: questionDeletedSchema } },
    },
    async (request) => {
      await request.authorize(questionFacts(app.db, request.user, request.params.id));
      return removeQuestion(app.db, media, request.params.id);
    },
  );

  app.put(
    '/quiz/question/:id/answers/',
    {
      config: { access: 'answer.update', audit: ['question.options_updated', 'question.key_changed'] },
      schema: {
        params,
        body: questionAnswersSchema,
        tags,
        description:
          'Every option of the question and its key, replaced in one transaction. key: the right option (1 to 5); ' +
          'for a check-box question a list of them ([1, 3] or "1,3"); a multiple-choice question takes exactly one (400 otherwise). ' +
          "An html question's options are sanitised as they are saved.",
        response: { 200: questionAnswersSavedSchema },
      },
    },
    async (request) => {
      await request.authorize(questionFacts(app.db, request.user, request.params.id));
      return saveQuestionAnswers(app.db, request.params.id, request.body);
    },
  );

  app.put(
    '/quiz/answers/:id/',
    {
      config: { access: 'answer.update', audit: ['answer.updated', 'question.key_changed'] },
      schema: { params, body: answerUpdateSchema, tags, response: { 200: answerSavedSchema } },
    },
    async (request) => {
      await request.authorize(answerFacts(app.db, request.user, request.params.id));
      return changeAnswer(app.db, request.params.id, request.body);
    },
  );

  app.post(
    '/quiz/steps/',
    {
      config: { access: 'steps.create', audit: 'steps.created' },
      schema: {
        tags,
        description: `Adds a question's steps. Body: ${STEPS_FORM}`,
        response: { 201: stepsSavedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSteps(app.db, media, await readLimitedForm(request, STEP_IMAGE_RULES))),
  );

  app.put(
    '/quiz/steps/:id/',
    {
      config: { access: 'steps.update', audit: 'steps.updated' },
      schema: {
        params,
        tags,
        description: `Changes steps: any of the fields of ${STEPS_FORM} \`remove_stepN_image=true\` clears an image.`,
        response: { 200: stepsSavedSchema },
      },
    },
    async (request) => {
      await request.authorize(stepsFacts(app.db, request.user, request.params.id));
      return changeSteps(app.db, media, request.params.id, await readLimitedForm(request, STEP_IMAGE_RULES));
    },
  );
}
