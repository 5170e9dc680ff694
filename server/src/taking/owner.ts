// What every kind of record a student takes (a warm-up result, a real test, a preparation test) shares
// beside its clock: who owns it (the access policy's facts) and what the student may see of it before
// and after the release.
import type { Facts } from '../access/authorize';
import { releasedTo } from '../access/fields';
import type { Scope } from '../access/scope';

/** What the access policy needs of a loaded record: its student and the student's client. */
export const ownerFacts = (loaded: { client: number; row: { student: number } }): Facts => ({
  client: loaded.client,
  student: loaded.row.student,
});

/** Whether this viewer may see the scores and keys: admins always, the student once released. */
export const mayReveal = (scope: Scope, row: { analyse_test_results: boolean }) => releasedTo(scope, row);
