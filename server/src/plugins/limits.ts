// Rate limits, named by the routes that need them (`config: { limit: 'signIn' }`). Each limit counts
// by address and by account, so neither a new address (a botnet, or a forged X-Forwarded-For when no
// proxy is trusted) resets an account's count, nor do many accounts from one address escape it. With
// REDIS_URL the counts live in Redis and every instance shares them; otherwise each process counts.
// Sign-in counts failures only (plugins/failures.ts): a school's students all share one address.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { StartupError } from '../config/data-dir';
import { errorBody, HttpError } from './errors';
import { accountOfChallenge } from './challenge';
import { type FailureStore, memoryFailures, redisFailures, type Window } from './failures';
import { fill, msg, TOO_MANY_ATTEMPTS } from '@prep/domain';

export type LimitName = 'signIn' | 'passwordReset' | 'resetRequest' | 'contact';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate limit the route counts against (see plugins/limits.ts). */
    limit?: LimitName;
  }
}

interface Counter {
  by: 'address' | 'account';
  max: (config: Config) => number;
  windowMs: number;
  /** The account a request is about; undefined counts the request by address only. */
  account?: (request: FastifyRequest) => string | undefined;
}

const MINUTE = 60_000;
/** How long each sign-in from an address past its failure limit waits before its password is checked. */
const ADDRESS_SLOWDOWN_MS = 500;
const hash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
const textField = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
};

/**
 * The account tried: the email, for a token sign-in the token itself (hashed: keys are not secrets), and for
 * the second step of a two-factor sign-in the account its challenge was made for (a wrong code counts as a
 * wrong password, challenge.ts).
 */
const signInAccount = (request: FastifyRequest) => {
  const token = textField(request, 'token');
  return (
    textField(request, 'email') ??
    (token ? `token:${hash(token)}` : accountOfChallenge((request.body as Record<string, unknown>)?.challenge))
  );
};

/** The credential sent (a token or API key, hashed) when there is one, else the sender's email of a JSON body. */
const contactAccount = (request: FastifyRequest) => {
  const credential = request.headers.authorization;
  return credential ? `credential:${hash(credential)}` : textField(request, 'email');
};

/** Every attempt counts against these. */
export const LIMITS: Record<Exclude<LimitName, 'signIn'>, Counter[]> = {
  // The reset token is 256 random bits: guessing is hopeless, the limit only keeps the hashing cheap.
  passwordReset: [{ by: 'address', max: (c) => c.loginRateLimit, windowMs: MINUTE }],
  resetRequest: [
    { by: 'account', max: (c) => c.mailRateLimit, windowMs: 10 * MINUTE, account: (r) => textField(r, 'email') },
    { by: 'address', max: (c) => c.mailRateLimit, windowMs: 10 * MINUTE },
  ],
  contact: [
    { by: 'account', max: (c) => c.mailRateLimit, windowMs: 10 * MINUTE, account: contactAccount },
    { by: 'address', max: (c) => c.mailRateLimit, windowMs: 10 * MINUTE },
  ],
};

const TOO_MANY = (seconds: number) =>
  new HttpError(429, fill(TOO_MANY_ATTEMPTS, { count: seconds }), {
    code: 'rate_limited',
  });
const UNAVAILABLE = () => new HttpError(503, msg('The service is temporarily unavailable. Please try again shortly.'));

type Check = ReturnType<FastifyInstance['createRateLimit']>;

export default fp(async function limits(app: FastifyInstance) {
  const { config } = app;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 2000 })
    : undefined;
  if (redis) {
    // Without a listener a lost connection would crash the process; the failed counts answer 503 instead.
    let lastError: Error | undefined;
    redis.on('error', (err) => {
      lastError = err;
      app.log.warn({ err }, 'redis error');
    });
    await redis.connect().catch((err: Error) => {
      redis.disconnect();
      throw new StartupError(`REDIS_URL cannot be reached: ${(lastError ?? err).message}`);
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, { global: false, redis, nameSpace: `${config.redisPrefix}limit:` });
  const signIn = signInGuard(config, redis ? redisFailures(redis, `${config.redisPrefix}limit:`) : memoryFailures());

  const checks = new Map<LimitName, Array<{ counter: Counter; check: Check }>>();
  for (const [name, counters] of Object.entries(LIMITS) as Array<[LimitName, Counter[]]>) {
    checks.set(
      name,
      counters.map((counter) => ({
        counter,
        check: app.createRateLimit({
          max: counter.max(config),
          timeWindow: counter.windowMs,
          keyGenerator: (request) =>
            counter.by === 'address' ? `${name}:ip:${request.ip}` : `${name}:account:${counter.account?.(request)}`,
        }),
      })),
    );
  }

  async function enforce(request: FastifyRequest, reply: FastifyReply, name: LimitName) {
    if (name === 'signIn') return signIn.before(request, reply);
    let wait = 0;
    for (const { counter, check } of checks.get(name) ?? []) {
      if (counter.by === 'account' && counter.account?.(request) === undefined) continue;
      let result: Awaited<ReturnType<Check>>;
      try {
        result = await check(request);
      } catch (err) {
        request.log.error({ err }, 'rate-limit store unavailable');
        throw UNAVAILABLE();
      }
      if (!result.isAllowed && result.isExceeded) wait = Math.max(wait, result.ttlInSeconds);
    }
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw TOO_MANY(wait);
    }
  }

  // Counted after the body is parsed and validated, so the account is known and a malformed body costs nothing.
  app.addHook('onRoute', (route: RouteOptions) => {
    const name = route.config?.limit;
    if (name === undefined) return;
    if (name !== 'signIn' && !checks.has(name))
      throw new Error(`${route.method} ${route.url}: unknown rate limit ${name}`);
    const hook = async (request: FastifyRequest, reply: FastifyReply) => enforce(request, reply, name);
    const existing = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(existing) ? existing : [existing]), hook];
    if (name === 'signIn') {
      const sent = route.onSend ?? [];
      route.onSend = [...(Array.isArray(sent) ? sent : [sent]), signIn.after];
    }
  });
});

/**
 * Sign-in: failures counted per account and per address, in one-minute windows. An account with
 * LOGIN_RATE_LIMIT failures is locked, even for the right password (else guessing on would pay off). An
 * address with LOGIN_ADDRESS_RATE_LIMIT failures, whatever the accounts, is slowed without locking anyone
 * out: each of its attempts waits ADDRESS_SLOWDOWN_MS before its password is checked, and a wrong one is
 * answered 429 rather than 401, while a right one still gets in: a school's students share one address,
 * and a morning of typos there must not turn away the ones who type their password right.
 * An attempt holds a place in its account's count while its password is checked and gives it back when it
 * succeeds, so guesses sent all at once cannot each slip in under the limit.
 */
function signInGuard(config: Config, failures: FailureStore) {
  const open = new WeakMap<FastifyRequest, { account?: string; address: string; stuffing: Window | undefined }>();
  const refuse = (reply: FastifyReply, ttlMs: number) => {
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    reply.header('retry-after', String(seconds));
    return TOO_MANY(seconds);
  };
  return {
    async before(request: FastifyRequest, reply: FastifyReply) {
      const tried = signInAccount(request);
      const keys = { account: tried && `signIn:account:${tried}`, address: `signIn:ip:${request.ip}` };
      let address: Window;
      let account: Window | undefined;
      try {
        [address, account] = await Promise.all([
          failures.read(keys.address),
          keys.account ? failures.add(keys.account, MINUTE) : undefined,
        ]);
      } catch (err) {
        request.log.error({ err }, 'rate-limit store unavailable');
        throw UNAVAILABLE();
      }
      if (account !== undefined && account.count > config.loginRateLimit) {
        if (keys.account) await failures.takeBack(keys.account).catch(() => {});
        throw refuse(reply, account.ttlMs);
      }
      const stuffing = address.count >= config.loginAddressRateLimit ? address : undefined;
      if (stuffing) await sleep(ADDRESS_SLOWDOWN_MS);
      open.set(request, { ...keys, stuffing });
    },
    /**
     * Keeps the attempt's place as a failure when it was refused (401), gives it back otherwise; a refusal
     * from a slowed address says so (429), as the locked account's does.
     */
    async after(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const keys = open.get(request);
      if (!keys) return payload;
      open.delete(request);
      const failed = reply.statusCode === 401;
      try {
        if (failed) await failures.add(keys.address, MINUTE);
        else if (keys.account) await failures.takeBack(keys.account);
      } catch (err) {
        request.log.error({ err }, 'rate-limit store unavailable: a sign-in was not counted');
      }
      if (!failed || !keys.stuffing) return payload;
      const refusal = refuse(reply, keys.stuffing.ttlMs);
      reply.code(429);
      return JSON.stringify(errorBody(429, refusal.message, { code: 'rate_limited' }));
    },
  };
}
