// LTI 1.3 (issue 29): the tool's keys, the platforms a client registered, and what a launch links to ours:
// the LMS's people (by platform and `sub`), its courses (contexts, our classes), its resource links (a
// test or warm-up set, with the gradebook column scores go back to), and the outbox of those scores.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classrooms } from './classrooms';
import { quizzes } from './content';
import { clients, students, teachers } from './people';

/**
 * The tool's RSA signing keys (RS256). The private key is sealed with LTI_KEY_SECRET; the newest key not
 * yet retiring signs; every key not yet retired is published at /lti/jwks (a rotation keeps the old one a
 * day, so what it signed still verifies).
 */
export const ltiKeys = pgTable('lti_keys', {
  kid: text('kid').primaryKey(),
  public_jwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  private_key: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when a newer key replaced it: published until then, never used to sign again. */
  retires_at: timestamp('retires_at', { withTimezone: true }),
});

/** An LMS a client registered: found by issuer and its client id together (Canvas Cloud shares one issuer). */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: serial('id').primaryKey(),
    client: integer('client_id')
      .notNull()
      .references(() => clients.client_id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    issuer: text('issuer').notNull(),
    /** The client id the platform gave this tool (the API's `client_id`). */
    platform_client_id: text('platform_client_id').notNull(),
    auth_login_url: text('auth_login_url').notNull(),
    auth_token_url: text('auth_token_url').notNull(),
    keyset_url: text('keyset_url').notNull(),
    /** The program its launched classes and students get. */
    program: text('program').notNull(),
    /**
     * Where the LMS's own pages are, learnt from its signed launches (their return URLs): a Canvas course
     * is on the school's domain, not the issuer's, and must be allowed to frame the tool's pages.
     */
    frame_origins: text('frame_origins').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lti_platforms_issuer_client_idx').on(t.issuer, t.platform_client_id),
    index('lti_platforms_client_idx').on(t.client),
  ],
);

/** A deployment of the tool on a platform: it belongs to the platform's client. */
export const ltiDeployments = pgTable(
  'lti_deployments',
  {
    platform: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    deployment_id: text('deployment_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.deployment_id] })],
);

/**
 * The OpenID Connect login step's state and nonce, until the launch consumes them (once, within minutes).
 * The browser's cookie carries only the state; it is stored hashed.
 */
export const ltiLaunchStates = pgTable('lti_launch_states', {
  state_hash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  platform: integer('platform_id')
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  target_link_uri: text('target_link_uri').notNull().default(''),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A person of the LMS, by the platform and their `sub`: a student or a teacher of the platform's client. */
export const ltiUsers = pgTable(
  'lti_users',
  {
    id: serial('id').primaryKey(),
    platform: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    student: integer('student_id').references(() => students.student_id, { onDelete: 'cascade' }),
    teacher: integer('teacher_id').references(() => teachers.id, { onDelete: 'cascade' }),
    /** The names and email of the last launch's claims, as the LMS gave them. */
    given_name: text('given_name').notNull().default(''),
    family_name: text('family_name').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lti_users_platform_sub_idx').on(t.platform, t.sub),
    index('lti_users_student_idx').on(t.student),
    index('lti_users_teacher_idx').on(t.teacher),
    check('lti_users_one_person', sql`(${t.student} is null) <> (${t.teacher} is null)`),
  ],
);

/** A course of the LMS (an LTI context): one of our classes, created on its first launch. */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    id: serial('id').primaryKey(),
    platform: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    context_id: text('context_id').notNull(),
    classroom: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    /** NRPS: where the course's memberships are read (the last launch's claim); null without the service. */
    memberships_url: text('memberships_url'),
  },
  (t) => [
    uniqueIndex('lti_contexts_platform_context_idx').on(t.platform, t.context_id),
    uniqueIndex('lti_contexts_classroom_idx').on(t.classroom),
  ],
);

/** A resource link of the LMS: the test or warm-up set it was deep-linked to, and its gradebook column. */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    id: serial('id').primaryKey(),
    platform: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    resource_link_id: text('resource_link_id').notNull(),
    context: integer('context_id').references(() => ltiContexts.id, { onDelete: 'cascade' }),
    /** The test or warm-up set; null for a link to nothing of ours (the launch lands on the dashboard). */
    quiz: integer('quiz_id').references(() => quizzes.master_qnsbank_id, { onDelete: 'set null' }),
    /** AGS: the line item scores are posted to (the last launch's claim); null without one. */
    lineitem_url: text('lineitem_url'),
    title: text('title').notNull().default(''),
  },
  (t) => [uniqueIndex('lti_resource_links_platform_link_idx').on(t.platform, t.resource_link_id)],
);

/** Which sitting or warm-up result a student launched from which resource link: its score goes back there. */
export const ltiWork = pgTable(
  'lti_work',
  {
    kind: text('kind').$type<'master' | 'warmup'>().notNull(),
    work_id: integer('work_id').notNull(),
    resource_link: integer('resource_link_id')
      .notNull()
      .references(() => ltiResourceLinks.id, { onDelete: 'cascade' }),
    lti_user: integer('lti_user_id')
      .notNull()
      .references(() => ltiUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.work_id] }), index('lti_work_user_idx').on(t.lti_user)],
);

/** AGS outbox: the latest released score of a launched sitting or result, until the LMS has it. */
export const ltiScores = pgTable(
  'lti_scores',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'master' | 'warmup'>().notNull(),
    work_id: integer('work_id').notNull(),
    lti_user: integer('lti_user_id')
      .notNull()
      .references(() => ltiUsers.id, { onDelete: 'cascade' }),
    platform: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    lineitem_url: text('lineitem_url').notNull(),
    score_given: doublePrecision('score_given').notNull(),
    score_maximum: doublePrecision('score_maximum').notNull(),
    /** When the score was released: the `timestamp` sent. */
    scored_at: timestamp('scored_at', { withTimezone: true }).notNull(),
    state: text('state').$type<'waiting' | 'sent' | 'refused'>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The platform's words when it refused, or the last failure while waiting. */
    last_error: text('last_error').notNull().default(''),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lti_scores_work_idx').on(t.kind, t.work_id),
    index('lti_scores_due_idx').on(t.next_attempt_at).where(sql`${t.state} = 'waiting'`),
    index('lti_scores_user_idx').on(t.lti_user),
  ],
);

/** An instructor's deep-linking request, kept while they choose in the picker (minutes). */
export const ltiDeepLinks = pgTable('lti_deep_links', {
  id: text('id').primaryKey(),
  platform: integer('platform_id')
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  deployment_id: text('deployment_id').notNull(),
  return_url: text('return_url').notNull(),
  /** The request's opaque `data`, sent back as it came. */
  data: text('data'),
  teacher: integer('teacher_id')
    .notNull()
    .references(() => teachers.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
