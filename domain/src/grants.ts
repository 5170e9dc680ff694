// Grant Test Access: the tests and warm-up sets a client may use (admin-and-authoring §2, §5, §9).
import { z } from 'zod';

export const SELECT_CLIENT = 'Please select the client!';
export const SELECT_TEST_TYPE = 'Please select Test type!';
export const SELECT_A_TEST = 'Please select a test!';
export const GRANT_EXISTS = 'Test access is already granted to this client: use Update';
export const quizAssignedMessage = (adminName: string) => `Quiz Assigned To Admin ${adminName} Successfully`;

/** Lists of ids travel as JSON text ("[3,7]"), as assignedquiz always has; a plain list is taken too. */
const idList = (field: string) => {
  const message = `${field} must be a JSON list of test ids`;
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value.trim() || '[]');
      } catch {
        return value;
      }
    },
    z.array(z.number({ error: message }).int({ error: message }).positive({ error: message }), { error: message }),
  );
};

/** The form on the Grant Test Access screen. */
export const grantAccessFormSchema = z.object({
  clientname: z.string({ error: SELECT_CLIENT }).trim().min(1, { error: SELECT_CLIENT }),
  test_type: z.string({ error: SELECT_TEST_TYPE }).trim().min(1, { error: SELECT_TEST_TYPE }),
  tests: z.array(z.number().int().positive(), { error: SELECT_A_TEST }).min(1, { error: SELECT_A_TEST }),
});
export type GrantAccessForm = z.input<typeof grantAccessFormSchema>;

/** Body of POST /api/assignquiztoclient/. Both lists are returned de-duplicated. */
export const assignQuizToClientSchema = z
  .object({
    /** The client admin's email. */
    clientname: z.string({ error: SELECT_CLIENT }).trim().min(1, { error: SELECT_CLIENT }).transform((e) => e.toLowerCase()),
    assignedquiz: idList('assignedquiz').default([]),
    assigned_warmup: idList('assigned_warmup').default([]),
  })
  .transform((body) => ({ ...body, assignedquiz: [...new Set(body.assignedquiz)], assigned_warmup: [...new Set(body.assigned_warmup)] }))
  .refine((body) => body.assignedquiz.length + body.assigned_warmup.length > 0, { error: SELECT_A_TEST, path: ['assignedquiz'] });
export type AssignQuizToClientInput = z.input<typeof assignQuizToClientSchema>;

/** Body of PUT /api/assignquiztoclient/{id}/: each list sent replaces the stored one. */
export const updateQuizGrantSchema = z.object({
  clientname: z.string().trim().min(1, { error: SELECT_CLIENT }).transform((e) => e.toLowerCase()).optional(),
  assignedquiz: idList('assignedquiz').transform((l) => [...new Set(l)]).optional(),
  assigned_warmup: idList('assigned_warmup').transform((l) => [...new Set(l)]).optional(),
});
export type UpdateQuizGrantInput = z.input<typeof updateQuizGrantSchema>;

export const offeredTestsQuerySchema = z.object({
  test_type: z.string({ error: SELECT_TEST_TYPE }).trim().min(1, { error: SELECT_TEST_TYPE }),
});

/** An entry of GET /api/assignquiztoclient/. assignedquiz stays JSON text, as the API has always sent it. */
export interface QuizGrant {
  id: number;
  client: number;
  clientname: string;
  assignedquiz: string;
  assigned_warmup: number[];
}

/** An entry of GET /api/assignquiztoclient/offered/. */
export interface OfferedTest {
  master_qnsbank_id: number;
  test_name: string;
  test_type: string;
  test_level: string;
  grade_level: string;
  test_booklet_year: string;
  /** Questions of a test, or warm-ups of a warm-up set. */
  question_count: number;
}
