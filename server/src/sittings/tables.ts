// The sitting kind → table mapping, once: a master sitting (a real test) is a row of master_sittings,
// a personalized preparation test one of personalized_sittings. The tables share every column the
// taking, grading and release read and write (queries.ts's SittingChanges); what differs is named here.
import { masterSittings, personalizedSittings } from '../db/schema/index';

export type SittingKind = 'master' | 'personalized';

export const SITTING_TABLES = {
  master: {
    table: masterSittings,
    id: masterSittings.master_sitting_id,
    /** Names as stored, for the named statements (constants: never from a request). */
    sql: { table: 'master_sittings', id: 'master_sitting_id', date: 'master_sitting_date' },
    /** The test's questions a sitting holds, as a condition on the question alias qq: all of them. */
    ownQuestions: '',
  },
  personalized: {
    table: personalizedSittings,
    id: personalizedSittings.personalized_id,
    sql: { table: 'personalized_sittings', id: 'personalized_id', date: 'personalized_sitting_date' },
    /** A preparation test holds only the questions it was made of. */
    ownQuestions: 'and s.question_numbers @> to_jsonb(qq.question_number)',
  },
} as const;
