import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '@prep/domain';
import { useSession } from './useSession';

/** Renders its children only for a session of this role; anyone else goes to the login entry. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const session = useSession();
  if (session?.role !== role) return <Navigate to="/" replace />;
  return children;
}
