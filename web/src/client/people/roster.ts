/** Query keys of the roster loads (GET /api/corresponding-teacher|corresponding-student|teacherandstudent/{clientid}). */
export const ROSTER_KEY = ['roster'] as const;
export const rosterKey = (kind: 'teachers' | 'students', clientId: number | null) =>
  [...ROSTER_KEY, kind, clientId] as const;
