// The audit events of classes (issue 28): a class's own fields with their before and after, and one event
// per student who joins or leaves it (with `student` set, so it is on their History), all in one insert.
import type { AuditEvent } from '../audit/record';
import type { AuditChanges } from '../db/schema/audit';

export interface ClassRef {
  id: number;
  client: number;
  class_name: string;
}

export const classEvent = (action: string, c: ClassRef, changes?: AuditEvent['changes']): AuditEvent => ({
  action,
  client: c.client,
  subject: { type: 'class', id: c.id, label: c.class_name },
  changes,
});

/** One event per student added to or removed from the class; `names` holds each student's name. */
export function membershipEvents(
  c: ClassRef,
  change: { added: number[]; removed: number[] },
  names: Map<number, string>,
): AuditEvent[] {
  const event = (action: string, student: number, changes: AuditEvent['changes']) => ({
    ...classEvent(action, c, changes),
    student,
  });
  return [
    ...change.added.map((id) => event('class.student_added', id, { student: [null, names.get(id) ?? ''] })),
    ...change.removed.map((id) => event('class.student_removed', id, { student: [names.get(id) ?? '', null] })),
  ];
}

/** The teachers of the class before and after a change, from who was added and who removed. */
export function teacherChanges(after: number[], change: { added: number[]; removed: number[] }): AuditChanges {
  const now = [...new Set(after)].sort((a, b) => a - b);
  const before = [...now.filter((id) => !change.added.includes(id)), ...change.removed].sort((a, b) => a - b);
  return JSON.stringify(before) === JSON.stringify(now) ? {} : { teachers: [before, now] };
}
