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
  };
}
