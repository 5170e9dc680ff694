import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { superAdmins } from '../db/schema/index';
import { hashPassword } from '../auth/passwords';

export const DEMO_SUPERADMIN = { email: 'admin@prepdemo.com', password: 'superadmin123' } as const;

/**
 * The super admin is a database account. SUPERADMIN_EMAIL/PASSWORD create it on first start;
 * with neither set and no account yet, the demo account is created and returned so it can be printed.
 */
export async function ensureSuperAdmin(
  db: Db,
  env: { email?: string; password?: string },
): Promise<{ email: string; password: string } | undefined> {
  if (env.email && env.password) {
    const email = env.email.trim().toLowerCase();
    const [existing] = await db.select({ id: superAdmins.id }).from(superAdmins).where(eq(superAdmins.email, email));
    if (!existing) await db.insert(superAdmins).values({ email, passwordHash: await hashPassword(env.password) });
    return undefined;
  }
  const [row] = await db.select({ n: count() }).from(superAdmins);
  if ((row?.n ?? 0) > 0) return undefined;
  await db.insert(superAdmins).values({
    email: DEMO_SUPERADMIN.email,
    passwordHash: await hashPassword(DEMO_SUPERADMIN.password),
  });
  return DEMO_SUPERADMIN;
}
