// Two-factor sign-in for staff (issue 28, decision 0109): setting it up, the second step of a sign-in,
// turning it off, and an admin's reset for someone who lost their authenticator.
import {
  type Role,
  TOTP_MESSAGES,
  type TokenPair,
  type TotpConfirmed,
  type TotpEnrolment,
  type TotpRequired,
  type TotpSignInAnswer,
  msg,
} from '@prep/domain';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { clientMayRequireTotp, type StaffRole } from '../access/principal';
import { accountEvent, accountPerson } from '../audit/people';
import { audit } from '../audit/record';
import type { Tx } from '../db/client';
import { openSession } from './sessions';
import { keyFor, seal, unseal } from './sealed';
import { HttpError } from '../plugins/errors';
import { sha256 } from '../plugins/auth';
import { recordSignIn, type Seen } from './sign-in-history';
import { CHALLENGE_TTL_MS, newChallenge } from '../plugins/challenge';
import {
  acceptStep,
  enrolmentOf,
  keepChallenge,
  liveChallenge,
  removeEnrolment,
  spendChallenge,
  spendRecoveryCode,
  staffEmail,
  startEnrolment,
  type Who,
} from './two-factor-store';
import { base32Encode, matchingStep, newTotpSecret, otpauthUrl } from './totp';

const RECOVERY_CODES = 10;

/** The secret's key: derived from the server's secret (JWT_SECRET), so the table alone gives no codes. */
const secretKey = (app: FastifyInstance) => keyFor('totp-secret', app.config.jwtSecret);
const challengeKey = (challenge: string) => keyFor('totp-challenge', challenge);

/** Recovery codes are compared as typed without case, spaces or dashes. */
const recoveryHash = (code: string) => sha256(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
const newRecoveryCode = () => {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
};

/** A code refused on the account's own screens: 400 (a 401 would end the session in the app). */
const refused = (message: string) => new HttpError(400, message, { fields: { code: [message] } });
/** A second step refused: 401, which the sign-in limit counts as a failed sign-in. */
const signInRefused = (message: string) => new HttpError(401, message, { code: 'totp_not_valid' });

type Staff = Who & { role: StaffRole };

/** Records a change of the person's two-factor sign-in, in the change's transaction; never its secret or codes. */
async function auditTotp(tx: Tx, who: Staff, action: string) {
  await audit(tx, accountEvent(action, await accountPerson(tx, who.role, who.id)));
}

/** POST /api/account/totp/: a new secret and recovery codes, pending until a code confirms them. */
export async function startTotp(app: FastifyInstance, who: Staff): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const started = await app.db.transaction(async (tx) => {
    const started = await startEnrolment(tx, who, seal(secretKey(app), secret), codes.map(recoveryHash));
    if (started) await auditTotp(tx, who, 'account.two_factor_started');
    return started;
  });
  if (!started) throw new HttpError(409, TOTP_MESSAGES.alreadyOn);
  const account = (await staffEmail(app.db, who)) ?? String(who.id);
  const issuer = new URL(app.config.publicUrl).hostname;
  return { secret, otpauth_url: otpauthUrl(secret, issuer, account), recovery_codes: codes };
}

/** The step of a code against the person's secret, refused with the reason when it is none. */
async function stepOf(app: FastifyInstance, who: Who, code: string, on: boolean) {
  const enrolment = await enrolmentOf(app.db, who);
  if (!enrolment || (enrolment.confirmedAt !== null) !== on) {
    return { enrolment, step: undefined, reason: on ? TOTP_MESSAGES.notOn : TOTP_MESSAGES.notStarted };
  }
  const secret = unseal(secretKey(app), enrolment.secret);
  const step = secret === undefined ? undefined : matchingStep(secret, code);
  if (step === undefined) return { enrolment, step, reason: TOTP_MESSAGES.wrongCode };
  return { enrolment, step, reason: step <= enrolment.lastStep ? TOTP_MESSAGES.usedCode : undefined };
}

/** POST /api/account/totp/confirm/: a code of the new secret turns it on; a full session comes back. */
export async function confirmTotp(
  app: FastifyInstance,
  who: Staff,
  clientId: number | null,
  code: string,
): Promise<TotpConfirmed> {
  const { step, reason } = await stepOf(app, who, code, false);
  if (step === undefined || reason) {
    if (reason === TOTP_MESSAGES.notStarted && (await enrolmentOf(app.db, who))?.confirmedAt) {
      throw new HttpError(409, TOTP_MESSAGES.alreadyOn);
    }
    throw refused(reason ?? TOTP_MESSAGES.wrongCode);
  }
  const accepted = await app.db.transaction(async (tx) => {
    const accepted = await acceptStep(tx, who, step, true);
    if (accepted) await auditTotp(tx, who, 'account.two_factor_enabled');
    return accepted;
  });
  if (!accepted) throw refused(TOTP_MESSAGES.usedCode);
  const session = await openSession(app, who.role, who.id, clientId);
  return { ...session, message: msg('Two-factor sign-in is on.') };
}

/** DELETE /api/account/totp/: a code of the app turns two-factor sign-in off. */
export async function stopTotp(app: FastifyInstance, who: Staff, code: string) {
  const { step, reason } = await stepOf(app, who, code, true);
  if (step === undefined || reason) throw refused(reason ?? TOTP_MESSAGES.wrongCode);
  const stopped = await app.db.transaction(async (tx) => {
    if (!(await acceptStep(tx, who, step))) return false;
    await removeEnrolment(tx, who);
    await auditTotp(tx, who, 'account.two_factor_disabled');
    return true;
  });
  if (!stopped) throw refused(TOTP_MESSAGES.usedCode);
  return { message: msg('Two-factor sign-in is off.') };
}

/**
 * An admin's reset for someone who lost their authenticator and codes: their next sign-in needs no code.
 * Recorded as `<role>.two_factor_reset` (teacher.two_factor_reset), with the admin as the actor.
 */
export async function resetTotp(app: FastifyInstance, who: Staff & { role: 'teacher' | 'clientadmin' }) {
  await app.db.transaction(async (tx) => {
    await removeEnrolment(tx, who);
    await auditTotp(tx, who, `${who.role}.two_factor_reset`);
  });
  return { message: msg('Two-factor sign-in was reset. The next sign-in asks for the password alone.') };
}

export interface Account {
  role: StaffRole;
  id: number;
  client: number | null;
  /** The client's require_totp_for_staff switch (false for the super admin). */
  required: boolean;
  /** The key the sign-in limit counts this account's failures under (the email as typed, lower-cased). */
  limitKey: string;
}

/**
 * After a right password: the tokens, or a challenge when the person has two-factor sign-in on. A client
 * that requires it gives its staff without it a session that can only enrol (`totp_enrolment_required`).
 */
export async function afterPassword<A extends object>(
  app: FastifyInstance,
  account: Account,
  answer: A,
): Promise<(A & TokenPair & { totp_enrolment_required?: true }) | TotpRequired> {
  const enrolment = await enrolmentOf(app.db, account);
  if (enrolment?.confirmedAt) {
    const challenge = newChallenge(account.limitKey);
    await keepChallenge(app.db, {
      challengeHash: sha256(challenge),
      role: account.role,
      userId: account.id,
      clientId: account.client,
      answer: seal(challengeKey(challenge), JSON.stringify(answer)),
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return { totp_required: true, challenge };
  }
  const enrol = account.required && clientMayRequireTotp(account.role);
  const session = await openSession(app, account.role, account.id, account.client, enrol);
  return { ...answer, ...session, ...(enrol ? { totp_enrolment_required: true as const } : {}) };
}

/**
 * POST /auth/totp/: the challenge with a code or a recovery code answers the sign-in's own answer. Each
 * refusal is a failed sign-in (401, counted by the sign-in limit) and kept in the history.
 */
export async function signInWithSecondFactor(
  app: FastifyInstance,
  body: { challenge: string; code?: string; recovery_code?: string },
  seen: Seen,
): Promise<TotpSignInAnswer> {
  const hash = sha256(body.challenge);
  const pending = await liveChallenge(app.db, hash);
  if (!pending) throw signInRefused(TOTP_MESSAGES.challengeSpent);
  const who = { role: pending.role as Role, id: pending.userId };
  const record = (ok: boolean) =>
    recordSignIn(app.db, { role: who.role, userId: who.id, clientId: pending.clientId, ok, method: 'code' }, seen);
  if (body.code !== undefined) {
    const { step, reason } = await stepOf(app, who, body.code, true);
    if (step === undefined || reason || !(await acceptStep(app.db, who, step))) {
      await record(false);
      throw signInRefused(reason ?? TOTP_MESSAGES.usedCode);
    }
  } else if (!(await spendRecoveryCode(app.db, who, recoveryHash(body.recovery_code ?? '')))) {
    await record(false);
    throw signInRefused(TOTP_MESSAGES.wrongRecoveryCode);
  }
  if (!(await spendChallenge(app.db, hash))) throw signInRefused(TOTP_MESSAGES.challengeSpent);
  // The answer the password step would have given, kept sealed under the challenge: its shape is that one.
  const answer = JSON.parse(unseal(challengeKey(body.challenge), pending.answer) ?? '{}') as TotpSignInAnswer;
  await record(true);
  return { ...answer, ...(await openSession(app, who.role, who.id, pending.clientId)) };
}
