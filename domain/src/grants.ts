// Grant Test Access: the tests and warm-up sets a client may use (admin-and-authoring §2, §5, §9).
import { z } from 'zod';
import { idNumber } from './fields';
import { msg } from './i18n';
import { fill, schemaMessage } from './message';
import { saidMessageShape } from './message-schema';

export const SELECT_CLIENT = msg('Please select the client!');
export const SELECT_TEST_TYPE = msg('Please select Test type!');
export const SELECT_A_TEST = msg('Please select a test!');
export const GRANT_EXISTS = msg('Test access is already granted to this client: use Update');
export const quizAssignedMessage = (name: string) =>
  fill(msg('Quiz Assigned To Admin {{name}} Successfully'), { name });

/** Lists of ids travel as JSON text ("[3,7]"), as assignedquiz always has; a plain list is taken too. */
const idList = (field: string) => {
  const message = schemaMessage(fill(msg('{{field}} must be a JSON list of test ids'), { field }));
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value.trim() || '[]');
      } catch {
        return value;
      }
    },
    z.array(idNumber(message), { error: message }),
  );
};

/** The form on the Grant Test Access screen. */
export const grantAccessFormSchema = z.object({
  clientname: z.string({ error: SELECT_CLIENT }).trim().min(1, { error: SELECT_CLIENT }),
  test_type: z.string({ error: SELECT_TEST_TYPE }).trim().min(1, { error: SELECT_TEST_TYPE }),
  tests: z.array(idNumber(), { error: SELECT_A_TEST }).min(1, { error: SELECT_A_TEST }),
});

/** Body of POST /api/assignquiztoclient/. Both lists are returned de-duplicated. */
export const assignQuizToClientSchema = z
  .object({
    /** The client admin's email. */
    clientname: z
      .string({ error: SELECT_CLIENT })
      .trim()
      .min(1, { error: SELECT_CLIENT })
      .transform((e) => e.toLowerCase()),
    assignedquiz: idList('assignedquiz').default([]),
    assigned_warmup: idList('assigned_warmup').default([]),
  })
  .transform((body) => ({
    ...body,
    assignedquiz: [...new Set(body.assignedquiz)],
    assigned_warmup: [...new Set(body.assigned_warmup)],
  }))
  .refine((body) => body.assignedquiz.length + body.assigned_warmup.length > 0, {
    error: SELECT_A_TEST,
    path: ['assignedquiz'],
  });
export type AssignQuizToClientInput = z.input<typeof assignQuizToClientSchema>;
export type AssignQuizToClient = z.output<typeof assignQuizToClientSchema>;

/** Body of PUT /api/assignquiztoclient/{id}/: each list sent replaces the stored one. */
export const updateQuizGrantSchema = z.object({
  clientname: z
    .string()
    .trim()
    .min(1, { error: SELECT_CLIENT })
    .transform((e) => e.toLowerCase())
    .optional(),
  assignedquiz: idList('assignedquiz')
    .transform((l) => [...new Set(l)])
    .optional(),
  assigned_warmup: idList('assigned_warmup')
    .transform((l) => [...new Set(l)])
    .optional(),
});
export type UpdateQuizGrantInput = z.input<typeof updateQuizGrantSchema>;
export type UpdateQuizGrant = z.output<typeof updateQuizGrantSchema>;

export const offeredTestsQuerySchema = z.object({
  test_type: z.string({ error: SELECT_TEST_TYPE }).trim().min(1, { error: SELECT_TEST_TYPE }),
});

/** An entry of GET /api/assignquiztoclient/. assignedquiz stays JSON text, as the API has always sent it. */
export const quizGrantSchema = z.object({
  id: z.number(),
  client: z.number(),
  clientname: z.string(),
  assignedquiz: z.string(),
  assigned_warmup: z.array(z.number()),
});
export type QuizGrant = z.infer<typeof quizGrantSchema>;

/** The answer to a grant's creation or update: the grant and 'Quiz Assigned To Admin … Successfully'. */
export const quizGrantSavedSchema = quizGrantSchema.extend(saidMessageShape);
export type QuizGrantSaved = z.infer<typeof quizGrantSavedSchema>;

/** An entry of GET /api/assignquiztoclient/offered/. */
export const offeredTestSchema = z.object({
  master_qnsbank_id: z.number(),
  test_name: z.string(),
  test_type: z.string(),
  test_level: z.string(),
  grade_level: z.string(),
  test_booklet_year: z.string(),
  /** 'English' or 'Tamil' as stored (issue 21: shown in the test lists). */
  test_lang_type: z.string(),
  /** Questions of a test, or warm-ups of a warm-up set. */
  question_count: z.number(),
});
export type OfferedTest = z.infer<typeof offeredTestSchema>;
