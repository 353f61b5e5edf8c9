// Route guards (spec §2, §6). They wait while the session is settling, then:
// RequireAuth sends guests to /register remembering where they were going;
// RequireAdmin sends anyone who is not admin or godmin to /.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../../routing';
import { PageSpinner } from '../../ui/Spinner';
import { authPathWithReturn } from './returnTo';
import { useSession } from './useSession';

export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageSpinner label="Checking your session…" />;
  if (!session.isAuthenticated) {
    return <Navigate to={authPathWithReturn('/register', location.pathname + location.search + location.hash)} replace />;
  }
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <PageSpinner label="Checking your session…" />;
  if (!session.isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
