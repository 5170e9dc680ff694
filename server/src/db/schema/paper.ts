import type { PaperPageSize } from '@prep/domain';
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { classrooms } from './classrooms';
import { quizzes } from './content';
import { clients } from './people';

/**
 * One print of a real test on paper (issue 30): the answer sheets of its paper sittings, which point
 * back at it (master_sittings.paper_batch_id). It holds no person: who printed it is in the audit log
 * (the sittings' `sitting.assigned` events), which an erasure already pseudonymises.
 */
export const paperBatches = pgTable(
  'paper_batches',
  {
    id: serial('id').primaryKey(),
    client: integer('client_id')
      .notNull()
      .references(() => clients.client_id, { onDelete: 'cascade' }),
    master_qnsbank: integer('master_qnsbank_id')
      .notNull()
      .references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
    /** The class it was printed for; null when for chosen students (or the class was deleted since). */
    classroom: integer('classroom_id').references(() => classrooms.id, { onDelete: 'set null' }),
    page_size: text('page_size').$type<PaperPageSize>().notNull().default('A4'),
    /** How many booklet versions were printed (1, or 2 with the second's questions in another order). */
    versions: smallint('versions').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('paper_batches_client_idx').on(t.client)],
);
