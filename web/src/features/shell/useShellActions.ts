import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../routing';
import { authPathWithReturn } from '../session/returnTo';
import { useSession } from '../session/useSession';
import { clearedFiltersUrl, composerUrl, createPostAction, hasActiveFilters } from './shellRules';

export const COMPOSER_ID = 'composer';

/** The actions shared by the top bar and the mobile bottom bar. */
export function useShellActions() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const session = useSession();

  const filtersActive = location.pathname === '/' && hasActiveFilters(searchParams);

  const clearFilters = useCallback(() => {
    navigate(clearedFiltersUrl(searchParams));
  }, [navigate, searchParams]);

  const createPost = useCallback(() => {
    const action = createPostAction(session.isAuthenticated, location.pathname);
    if (action.type === 'navigate') {
      navigate(action.to);
      return;
    }
    navigate(composerUrl(searchParams));
  }, [navigate, location.pathname, session.isAuthenticated, searchParams]);

  /** Where a guest goes when tapping a members-only item (spec: /register). */
  const guestTarget = useCallback(
    (path: string) => (session.isAuthenticated ? path : authPathWithReturn('/register', path)),
    [session.isAuthenticated],
  );

  return { filtersActive, clearFilters, createPost, guestTarget, isAuthenticated: session.isAuthenticated };
}
