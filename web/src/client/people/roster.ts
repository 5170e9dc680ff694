import { peopleKeys } from '../../api/people';

/** The roster's key, under which the Admin Dashboard's student list reloads with the roster. */
// TODO(lead): the Admin Dashboard (client/dashboard/queries.ts) takes peopleKeys.dashboardStudents and this file goes.
export const ROSTER_KEY = peopleKeys.roster;
