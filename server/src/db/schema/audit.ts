import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One field's value before and after a change; absent fields did not change. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * Who did what with whose data (issue 28): one row for each change made through the API, written in the
 * change's own transaction. Rows are never updated or deleted by the app, except by the retention sweep and
 * an erasure's pseudonymisation: a trigger refuses both otherwise (docs/decisions/0111-audit-log.md).
 * No foreign keys: an event outlives the person, client and record it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** superadmin, clientadmin, teacher, student, api_key (a client's API key), system (a job of the server). */
    actorRole: text('actor_role').notNull(),
    actorId: integer('actor_id'),
    /** The actor's name as it was when they acted. */
    actorName: text('actor_name').notNull().default(''),
    clientId: integer('client_id'),
    /** `area.verb`: student.updated, sitting.released, class.assigned, question.deleted, grant.created, … */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id'),
    subjectLabel: text('subject_label').notNull().default(''),
    /** The student the record belongs to (their profile, a sitting of theirs): their History and export. */
    studentId: integer('student_id'),
    /** The staff member the record is (a teacher or client admin): their export. */
    staffRole: text('staff_role'),
    staffId: integer('staff_id'),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default(sql`'{}'::jsonb`),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
  },
  // Each filter of GET /api/audit/ walks one index newest first (id order is time order; with a time filter,
  // the time index): docs/decisions/0112-audit-read.md.
  (t) => [
    index('audit_events_client_idx').on(t.clientId, t.id),
    // A client admin's every query names their client: an action within it walks this one.
    index('audit_events_client_action_idx').on(t.clientId, t.action, t.id),
    // …and a time range within it walks this one (with from/to the page is in time order).
    index('audit_events_client_at_idx').on(t.clientId, t.at),
    index('audit_events_student_idx').on(t.studentId, t.id),
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('audit_events_actor_idx').on(t.actorRole, t.actorId, t.id),
    index('audit_events_action_idx').on(t.action, t.id),
    index('audit_events_staff_idx').on(t.staffRole, t.staffId, t.id),
    index('audit_events_at_idx').on(t.at),
    index('audit_events_request_idx').on(t.requestId),
  ],
);
