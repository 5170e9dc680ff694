import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './people';

/**
 * Refresh tokens are kept server-side (hashed) so they can be rotated and revoked,
 * and so that any instance sharing the database accepts them.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    role: text('role').notNull(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.role, t.userId)],
);

/**
 * One-time sign-in codes (issue 26): a sign-in's answer handed to the browser by a redirect, to be exchanged
 * once within a minute. Kept here, not in a process, so any instance can take the exchange. The code is
 * stored hashed and the answer encrypted with a key derived from it: the table alone signs no one in.
 * `browser_hash` binds the code to the browser that asked for it (a cookie), when there is one.
 */
export const signInCodes = pgTable('sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  answer: text('answer').notNull(),
  browserHash: text('browser_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Single-use password-reset tokens (hashed), valid for one hour. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  role: text('role').notNull(),
  userId: integer('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A client's key for its own systems: shown once, stored hashed, limited to that client's data. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    client: integer('client_id')
      .notNull()
      .references(() => clients.client_id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_client_idx').on(t.client)],
);
