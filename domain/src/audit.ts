// The audit log as the API carries it (issue 28): GET /api/audit/'s filters and its page of events.
import { z } from 'zod';
import { msg } from './i18n';
import { requiredId } from './fields';

/** Who acted: a person (by role and id), a client's API key, or the server itself (a job). */
export const AUDIT_ACTOR_ROLES = ['superadmin', 'clientadmin', 'teacher', 'student', 'api_key', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

export const auditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ id: z.number().nullable(), role: z.enum(AUDIT_ACTOR_ROLES), name: z.string() }),
  client: z.number().nullable(),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.number().nullable(), label: z.string() }),
  /** Each field that changed: [before, after]; a created record has no before (null), a deleted one no after. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  address: z.string(),
  user_agent: z.string(),
  request_id: z.string(),
});
export type AuditEventRecord = z.infer<typeof auditEventSchema>;

/** A page of events, newest first; `count` is exact up to 10,000 and the planner's estimate beyond. */
export const auditPageSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(auditEventSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_PAGE_SIZE = 50;

const BAD_ID = msg('Enter a valid id');
const BAD_DATE = msg('Enter a valid date and time');
const optionalId = requiredId(BAD_ID).optional();
// The union's own message: zod answers a failed union with its generic one, not its members'.
const optionalWhen = z
  .union([z.iso.datetime({ offset: true, error: BAD_DATE }), z.iso.date({ error: BAD_DATE })], { error: BAD_DATE })
  .optional();
const optionalName = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z_]+(\.[a-z_]+)?$/, { error: msg('Enter a valid name') })
  .optional();

/**
 * GET /api/audit/'s query: `actor` is a person's id (with `actor_role` to say which kind of person),
 * `student` the student whose records the events are about, `from`/`to` ISO 8601 dates or times.
 */
export const auditQuerySchema = z.object({
  client: optionalId,
  actor: optionalId,
  actor_role: z.enum(AUDIT_ACTOR_ROLES, { error: msg('Enter a valid name') }).optional(),
  student: optionalId,
  action: optionalName,
  subject_type: optionalName,
  subject_id: optionalId,
  from: optionalWhen,
  to: optionalWhen,
  page: requiredId(BAD_ID).optional(),
  format: z.enum(['json', 'csv'], { error: msg('Enter a valid name') }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
