// Small answers shared by many routes. Kept apart from messages.ts, which the web's first page imports:
// a message needs no zod, and the landing page should not download it.
import { z } from 'zod';

/** The answer of a route that has nothing to return but what it did ("Student Record Deleted!"). */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

/** GET /health, for a load balancer: 200 while the database answers, 503 when it does not. */
export const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['up', 'down']) });
