import type { Message, PaperPageState, PaperReadAnswer } from '@prep/domain';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, teachers } from './people';
import { masterSittings } from './sittings';

/**
 * An upload of scanned answer sheets (issue 30): one or more files (a scanner's PDF, phone photos), read
 * in the background as a job kept here: `lease_until` is when an instance's claim on it lapses, so a scan
 * left half read by a stopped instance is taken up by another, and each page is read once. The uploader is
 * in the audit log; `teacher` is kept so a teacher sees the scans they uploaded (an admin sees the client's).
 */
export const paperScans = pgTable(
  'paper_scans',
  {
    id: serial('id').primaryKey(),
    client: integer('client_id')
      .notNull()
      .references(() => clients.client_id, { onDelete: 'cascade' }),
    teacher: integer('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    status: text('status').$type<'reading' | 'done'>().notNull().default('reading'),
    lease_until: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('paper_scans_client_idx').on(t.client), index('paper_scans_status_idx').on(t.status)],
);

/** A file of a scan as uploaded, kept in the storage until its pages are read (then removed). */
export const paperScanFiles = pgTable(
  'paper_scan_files',
  {
    id: serial('id').primaryKey(),
    scan: integer('scan_id')
      .notNull()
      .references(() => paperScans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    /** Its pages (a PDF's once opened; 1 for a photo); null until read. */
    pages: integer('pages'),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('paper_scan_files_position_idx').on(t.scan, t.position)],
);

/**
 * A page of a scan and what was read from it. `page` numbers the scan's pages in order (files in upload
 * order, then their pages). `answers` are keyed by the number printed on the sheet; `image_key` is the page
 * as stored for review (straightened when its marks were found). A file that is no scan at all is one
 * unreadable page with its problem and no image.
 */
export const paperScanPages = pgTable(
  'paper_scan_pages',
  {
    id: serial('id').primaryKey(),
    scan: integer('scan_id')
      .notNull()
      .references(() => paperScans.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    file: integer('file_id').references(() => paperScanFiles.id, { onDelete: 'set null' }),
    /** The page's index in its file (0-based). */
    file_page: integer('file_page').notNull().default(0),
    state: text('state').$type<PaperPageState>().notNull(),
    master_sitting: integer('master_sitting_id').references(() => masterSittings.master_sitting_id, {
      onDelete: 'set null',
    }),
    sheet_page: integer('sheet_page'),
    answers: jsonb('answers').$type<PaperReadAnswer[]>().notNull().default([]),
    /** Each option's darkness as read, by question number then label (for review and for measuring the rule). */
    darkness: jsonb('darkness').$type<Record<string, Record<string, number>>>().notNull().default({}),
    /** Whether `image_key` holds the page straightened to the sheet's layout (2 pixels a point). */
    straightened: boolean('straightened').notNull().default(false),
    image_key: text('image_key'),
    problem: jsonb('problem').$type<Message | null>(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('paper_scan_pages_page_idx').on(t.scan, t.page),
    uniqueIndex('paper_scan_pages_file_page_idx').on(t.file, t.file_page),
    index('paper_scan_pages_sitting_idx').on(t.master_sitting),
  ],
);
