import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Two-factor sign-in of a super admin, client admin or teacher (issue 28): the authenticator's secret,
 * sealed under a key derived from the server's secret (auth/two-factor.ts); pending until `confirmed_at`.
 * `last_step` is the time step of the last code accepted: a code works once. The recovery codes are
 * kept as SHA-256 hashes, each removed when used.
 */
export const staffTotp = pgTable(
  'staff_totp',
  {
    role: text('role').notNull(),
    userId: integer('user_id').notNull(),
    secret: text('secret').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastStep: integer('last_step').notNull().default(0),
    recoveryCodes: text('recovery_codes').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.userId] })],
);

/**
 * A right password of a person with two-factor sign-in on: the challenge the code is sent with, stored
 * hashed, working once and for five minutes. `answer` is the sign-in's answer without its tokens, sealed
 * under a key derived from the challenge (the table alone signs no one in).
 */
export const totpChallenges = pgTable('totp_challenges', {
  challengeHash: text('challenge_hash').primaryKey(),
  role: text('role').notNull(),
  userId: integer('user_id').notNull(),
  clientId: integer('client_id'),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Each sign-in of a person, right or wrong (issue 28): by password, token (a refresh, or a student's
 * dashboard link), code (the second factor), later LTI. The person reads their last 100; their admins too.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    role: text('role').notNull(),
    userId: integer('user_id').notNull(),
    clientId: integer('client_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    ok: boolean('ok').notNull(),
    method: text('method').notNull(),
  },
  (t) => [index('sign_ins_person_idx').on(t.role, t.userId, t.at)],
);

/**
 * Per person, the moment before which their access tokens are void (sign out everywhere, a password
 * changed or reset). Every instance keeps these in memory and reloads them when told (LISTEN/NOTIFY).
 */
export const sessionCutoffs = pgTable(
  'session_cutoffs',
  {
    role: text('role').notNull(),
    userId: integer('user_id').notNull(),
    cutoff: timestamp('cutoff', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.userId] }), index('session_cutoffs_cutoff_idx').on(t.cutoff)],
);
