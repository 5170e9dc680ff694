/** The record action whose call is in flight, for `RecordActions`' spinner. */
export type PendingAction = 'add' | 'update' | 'delete' | null;

/**
 * Which button waits: the save's (add when it creates, id null; update otherwise) or delete's. `save` and
 * `remove` are TanStack mutations, the save's variables carrying the record's id.
 */
export function pendingAction(
  save: { isPending: boolean; variables?: { id: number | null } | undefined },
  remove: { isPending: boolean },
): PendingAction {
  if (save.isPending) return save.variables?.id === null ? 'add' : 'update';
  return remove.isPending ? 'delete' : null;
}
