// The router's React contexts: the router itself (stable), its state (changes with every
// navigation), and per rendered route its match, its child's element and its error.
import { createContext, useContext, type ReactNode } from 'react';
import type { Router, RouterState } from './router';
import type { RouteMatch } from './routes';

export const RouterContext = createContext<Router | null>(null);
export const RouterStateContext = createContext<RouterState | null>(null);

export interface RouteContextValue {
  match: RouteMatch | null;
  outlet: ReactNode;
}
export const RouteContext = createContext<RouteContextValue>({ match: null, outlet: null });
export const RouteErrorContext = createContext<unknown>(undefined);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks are used outside <RouterProvider>');
  return router;
}

export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('Router hooks are used outside <RouterProvider>');
  return state;
}
