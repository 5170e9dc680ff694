import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set: a PostgreSQL server. Unset: embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  superAdminEmail: string | undefined;
  superAdminPassword: string | undefined;
  demoData: boolean;
  /** Sign-in attempts allowed per minute for one address and email. */
  loginRateLimit: number;
  /** Folder of the built web app; served when it exists. */
  webDist: string;
  logLevel: string;
  /** Seconds a timed warm-up's answers are still taken after its time is up (network and auto-submit delay). */
  warmupGraceSeconds: number;
  /** Set: mail goes out through this SMTP server (smtp://user:pass@host:587, smtps://…). Unset: written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Sender of every mail the platform sends. */
  mailFrom: string;
  /** Origin of links in mails (password reset), without a trailing slash. */
  publicUrl: string;
  /** Where Contact Us messages go when no recipient of the caller's own organisation is named. */
  contactEmail: string;
  /** Reset-link requests and contact messages allowed per address in ten minutes, for each of those routes. */
  mailRateLimit: number;
  /** Largest body an import of teachers or students may send (JSON or CSV), in bytes. */
  importMaxBytes: number;
  /** Most records one import of teachers or students may hold. */
  importMaxRows: number;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['false', '0', 'no', 'off'].includes(value.toLowerCase());

/** The JWT secret comes from JWT_SECRET, else is generated once and kept in DATA_DIR so restarts keep sessions. */
function jwtSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecretFrom(env, dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS || 30 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS || 7 * 24 * 3600),
    superAdminEmail: env.SUPERADMIN_EMAIL || undefined,
    superAdminPassword: env.SUPERADMIN_PASSWORD || undefined,
    demoData: flag(env.DEMO_DATA, true),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT || 10),
    webDist: resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL || 'info',
    warmupGraceSeconds: Number(env.WARMUP_GRACE_SECONDS || 15),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Test Prep Platform <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${Number(env.PORT || 3000)}`).replace(/\/+$/, ''),
    contactEmail: (env.CONTACT_EMAIL || env.SUPERADMIN_EMAIL || 'contact@localhost').toLowerCase(),
    mailRateLimit: Number(env.MAIL_RATE_LIMIT || 5),
    importMaxBytes: Number(env.IMPORT_MAX_BYTES || 2 * 1024 * 1024),
    importMaxRows: Number(env.IMPORT_MAX_ROWS || 2000),
  };
}
