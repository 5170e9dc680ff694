import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverPath } from './paths';
import { ensureDataDir, StartupError } from './data-dir';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set: a PostgreSQL server. Unset: embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Seals the LTI tool's private keys (issue 29): LTI_KEY_SECRET, else the file LTI_KEY_SECRET_FILE names, else generated once into DATA_DIR. */
  ltiKeySecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  superAdminEmail: string | undefined;
  superAdminPassword: string | undefined;
  demoData: boolean;
  /** Failed sign-ins per minute for one account (email or token), whatever the address, before it is locked. */
  loginRateLimit: number;
  /** Failed sign-ins per minute from one address, whatever the accounts, before it is held back. */
  loginAddressRateLimit: number;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false trusts none, so the
   * client's address is the connection's; or a list of proxy addresses or CIDRs.
   */
  trustProxy: boolean | string;
  /** Set: rate-limit counts live in this Redis, shared by every instance. Unset: in each process. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key this app writes. */
  redisPrefix: string;
  /** Folder of the built web app; served when it exists. */
  webDist: string;
  logLevel: string;
  /**
   * Seconds a timed sitting's answers (a warm-up's or a real test's) are still taken after its time is
   * up: the network's and the browser's auto-submit delay. Past it, the answers saved in time are graded.
   */
  graceSeconds: number;
  /** Set: mail goes out through this SMTP server (smtp://user:pass@host:587, smtps://…). Unset: written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Sender of every mail the platform sends. */
  mailFrom: string;
  /** Origin of links in mails (password reset), without a trailing slash. */
  publicUrl: string;
  /**
   * LTI_ALLOW_LOCAL_PLATFORMS: an LMS's endpoints may be plain http and local or private addresses. For tests
   * and local trials only: otherwise the tool reaches only https addresses outside private networks.
   */
  ltiAllowLocalPlatforms: boolean;
  /** Where Contact Us messages go when no recipient of the caller's own organisation is named. */
  contactEmail: string;
  /** Reset-link requests and contact messages allowed in ten minutes per address, and per account, for each of those routes. */
  mailRateLimit: number;
  /** Largest body an import of teachers or students may send (JSON or CSV), in bytes. */
  importMaxBytes: number;
  /** Most records one import of teachers or students may hold. */
  importMaxRows: number;
  /** Most rows a OneRoster export may hold, in all its files together (issue 29). */
  onerosterMaxRows: number;
  /** Most bytes a OneRoster export may unpack to (and the largest zip taken), in bytes. */
  onerosterMaxBytes: number;
  /** Audit events older than this many days are deleted by the daily retention sweep (issue 28). */
  auditRetentionDays: number;
  /** Scanned answer sheets' page images older than this many days are deleted by the sweep (issue 30). */
  scanImageRetentionDays: number;
  /** Tests only: every successful write must have written its audit event, or it answers 500 (audit/plugin.ts). */
  auditCheck: boolean;
  /** Largest PDF the Conversion Tool converts to text, in bytes. */
  pdfMaxBytes: number;
  /** Most pages of a PDF the Conversion Tool converts. */
  pdfMaxPages: number;
  /** Largest upload of scanned answer sheets (all its files together), in bytes (issue 30). */
  scanMaxBytes: number;
  /** Most pages of one scan that are read; past them one page says the rest were not. */
  scanMaxPages: number;
  /** The resolution a scanned PDF's pages are drawn at to be read, in dots an inch. */
  scanDpi: number;
  /** Set: every stored file (logos, images, videos) lives in this S3-compatible bucket. Unset: under DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** Largest step video accepted, in bytes. */
  videoMaxBytes: number;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers want; else bucket.host. */
  forcePathStyle: boolean;
}

/** S3 storage is on when all four of its required settings are set; a partial set is an error, not a silent fallback. */
export function s3From(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const set = required.filter((name) => env[name]);
  if (set.length === 0) return undefined;
  if (set.length < required.length) {
    const missing = required.filter((name) => !env[name]).join(', ');
    throw new StartupError(`S3 storage needs ${required.join(', ')}; missing: ${missing}`);
  }
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
  };
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['false', '0', 'no', 'off'].includes(value.toLowerCase());

/** A secret kept in DATA_DIR under `name`: generated the first time, so restarts keep what it protects. */
function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The JWT secret comes from JWT_SECRET, else is generated once and kept in DATA_DIR so restarts keep sessions. */
const jwtSecretFrom = (env: NodeJS.ProcessEnv, dataDir: string): string =>
  env.JWT_SECRET || keptSecret(dataDir, 'jwt-secret');

/**
 * The secret sealing the LTI tool's private keys: LTI_KEY_SECRET, else the file LTI_KEY_SECRET_FILE names
 * (a mounted secret of a container platform), else generated once into DATA_DIR. A missing file is an error.
 */
function ltiKeySecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.LTI_KEY_SECRET) return env.LTI_KEY_SECRET;
  const named = env.LTI_KEY_SECRET_FILE;
  if (named) {
    if (!existsSync(named)) throw new StartupError(`LTI_KEY_SECRET_FILE names ${named}, which does not exist`);
    const secret = readFileSync(named, 'utf8').trim();
    if (!secret) throw new StartupError(`LTI_KEY_SECRET_FILE names ${named}, which is empty`);
    return secret;
  }
  return keptSecret(dataDir, 'lti-key-secret');
}

/**
 * TRUST_PROXY: unset, '' or 'false' believes no proxy; 'true' believes every hop (only when nothing can
 * reach the app but the proxy); anything else is a comma-separated list of proxy addresses or CIDRs
 * ('127.0.0.1', '10.0.0.0/8', 'loopback'). Fastify refuses hop counts (it cannot check the nearest peer).
 */
export function trustProxyFrom(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  return text;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  ensureDataDir(dataDir);
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecretFrom(env, dataDir),
    ltiKeySecret: ltiKeySecretFrom(env, dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS || 30 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS || 7 * 24 * 3600),
    superAdminEmail: env.SUPERADMIN_EMAIL || undefined,
    superAdminPassword: env.SUPERADMIN_PASSWORD || undefined,
    demoData: flag(env.DEMO_DATA, true),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT || 10),
    loginAddressRateLimit: Number(env.LOGIN_ADDRESS_RATE_LIMIT || 60),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'prep:',
    webDist: resolve(env.WEB_DIST || serverPath('../web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    // WARMUP_GRACE_SECONDS is the setting's first name, from when only warm-ups were timed.
    graceSeconds: Number(env.GRACE_SECONDS || env.WARMUP_GRACE_SECONDS || 15),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Test Prep Platform <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${Number(env.PORT || 3000)}`).replace(/\/+$/, ''),
    ltiAllowLocalPlatforms: env.LTI_ALLOW_LOCAL_PLATFORMS === 'true',
    contactEmail: (env.CONTACT_EMAIL || env.SUPERADMIN_EMAIL || 'contact@localhost').toLowerCase(),
    mailRateLimit: Number(env.MAIL_RATE_LIMIT || 5),
    importMaxBytes: Number(env.IMPORT_MAX_BYTES || 2 * 1024 * 1024),
    importMaxRows: Number(env.IMPORT_MAX_ROWS || 2000),
    onerosterMaxRows: Number(env.ONEROSTER_MAX_ROWS || 50_000),
    onerosterMaxBytes: Number(env.ONEROSTER_MAX_BYTES || 50 * 1024 * 1024),
    auditRetentionDays: Number(env.AUDIT_RETENTION_DAYS || 400),
    scanImageRetentionDays: Number(env.SCAN_IMAGE_RETENTION_DAYS || 365),
    auditCheck: env.AUDIT_CHECK === 'true',
    pdfMaxBytes: Number(env.PDF_MAX_BYTES || 20_000_000),
    pdfMaxPages: Number(env.PDF_MAX_PAGES || 500),
    scanMaxBytes: Number(env.SCAN_MAX_BYTES || 200 * 1024 * 1024),
    scanMaxPages: Number(env.SCAN_MAX_PAGES || 300),
    scanDpi: Number(env.SCAN_DPI || 200),
    s3: s3From(env),
    videoMaxBytes: Number(env.VIDEO_MAX_BYTES || 2 * 1024 ** 3),
  };
}
