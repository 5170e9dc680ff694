// The cheap sign-ins, one statement each (named, db/named.ts), each kept in the sign-in history in that statement.
//
// The refresh, the call every signed-in screen makes when its access token runs out: one statement
// spends the token (only while live, so two concurrent refreshes cannot both spend it), reads the
// account as it is now (its client may have changed; it may be gone) and, when the account is still
// there, keeps the next token. One round trip instead of three.
import type { Language, Role } from '@prep/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { namedStatement, rowReader, runNamed } from '../db/named';
import { students } from '../db/schema/index';
import type { StudentAccount } from './queries';

const ROTATE = namedStatement(
  'refresh_rotate',
  sql`with spent as (
      update refresh_tokens set revoked_at = ${sql.placeholder('now')}
      where token_hash = ${sql.placeholder('old')} and revoked_at is null and expires_at > ${sql.placeholder('now')}
      returning role, user_id
    ), account as (
      select s.role, s.user_id,
        case s.role
          when 'clientadmin' then (select a.client_id from client_admins a where a.client_admin_id = s.user_id)
          when 'teacher' then (select t.client_id from teachers t where t.id = s.user_id)
          when 'student' then (select st.client_id from students st where st.student_id = s.user_id)
        end as client,
        case s.role
          when 'superadmin' then exists (select 1 from super_admins x where x.id = s.user_id)
          when 'clientadmin' then exists (select 1 from client_admins a where a.client_admin_id = s.user_id)
          when 'teacher' then exists (select 1 from teachers t where t.id = s.user_id)
          when 'student' then exists (select 1 from students st where st.student_id = s.user_id)
          else false
        end as present,
        -- A person a roster took out (issue 29): the token is spent, no next one is kept.
        case s.role
          when 'teacher' then exists (select 1 from teachers t where t.id = s.user_id and t.sign_in_disabled_at is not null)
          when 'student' then exists (select 1 from students st
            where st.student_id = s.user_id and st.sign_in_disabled_at is not null)
          else false
        end as disabled
      from spent s
    ), kept as (
      insert into refresh_tokens (token_hash, role, user_id, expires_at)
      select ${sql.placeholder('fresh')}, a.role, a.user_id, ${sql.placeholder('expires')} from account a
      where a.present and not a.disabled
    ), seen as (
      insert into sign_ins (role, user_id, client_id, address, user_agent, ok, method)
      select a.role, a.user_id, a.client, ${sql.placeholder('address')}, ${sql.placeholder('userAgent')}, not a.disabled,
        'token'
      from account a where a.present
    )
    select a.role, a.user_id, a.client, a.disabled,
      -- Staff whose client requires two-factor sign-in and who have none yet: the session still only enrols.
      (a.role in ('clientadmin', 'teacher')
        and coalesce((select c.require_totp_for_staff from clients c where c.client_id = a.client), false)
        and not exists (select 1 from staff_totp z
          where z.role = a.role and z.user_id = a.user_id and z.confirmed_at is not null)) as enrol
    from account a where a.present`,
);

/** The account of a live refresh token, now spent, with `fresh` kept in its place; undefined otherwise. */
export async function rotateRefreshToken(
  db: Db,
  tokens: { old: string; fresh: string; now: Date; expires: Date; address: string; userAgent: string },
): Promise<{ role: Role; userId: number; clientId: number | null; enrol: boolean; disabled: boolean } | undefined> {
  const [row] = await runNamed<{
    role: Role;
    user_id: number;
    client: number | null;
    enrol: boolean;
    disabled: boolean;
  }>(db, ROTATE, tokens);
  return (
    row && {
      role: row.role,
      userId: row.user_id,
      clientId: row.client,
      enrol: row.enrol === true,
      disabled: row.disabled === true,
    }
  );
}

/** The student's dashboard token (the link /student?token=…) signs them in: the student, and the session kept. */
const TOKEN_SIGN_IN = namedStatement(
  'student_token_sign_in',
  sql`with s as (
      select * from students where api_token = ${sql.placeholder('token')}
    ), kept as (
      insert into refresh_tokens (token_hash, role, user_id, expires_at)
      select ${sql.placeholder('refresh')}, 'student', s.student_id, ${sql.placeholder('expires')} from s
      -- A student a roster took out (issue 29) gets no session; the caller says why.
      where s.sign_in_disabled_at is null
    ), seen as (
      insert into sign_ins (role, user_id, client_id, address, user_agent, ok, method)
      select 'student', s.student_id, s.client_id, ${sql.placeholder('address')}, ${sql.placeholder('userAgent')},
        s.sign_in_disabled_at is null, 'token' from s
    )
    select s.*, c.default_language as client_default_language from s join clients c on c.client_id = s.client_id`,
);

const studentRow = rowReader(students);
const studentOf = (raw: Record<string, unknown>): StudentAccount => ({
  ...studentRow(raw),
  default_language: raw.client_default_language as Language,
});

/** The student whose dashboard token this is, with `refresh` (hashed) kept as their session; undefined otherwise. */
export async function signInByToken(
  db: Db,
  values: { token: string; refresh: string; expires: Date; address: string; userAgent: string },
): Promise<StudentAccount | undefined> {
  const [row] = await runNamed(db, TOKEN_SIGN_IN, values);
  return row && studentOf(row);
}
