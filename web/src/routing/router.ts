// The browser router: the address, the matched routes and their loaders' data. A navigation
// runs the loaders that need to run and imports the pages not loaded yet, all at once, and
// only then commits (pushes the history entry and renders), so the current page stays until
// the next one can show. Semantics follow react-router's data router, which this replaces
// (docs/decisions.md: its size and start-up cost). A server render (web/src/entry-server.tsx)
// creates one for its address only: it loads that address once and never touches window.
import { compileRoutes, matchRoutes, type Params, type RouteMatch, type RouteObject } from './routes';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry, kept in its state; 'default' in a server render. */
  key: string;
}

type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  initialized: boolean;
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  loaderData: Record<string, unknown>;
  /** Load errors by the id of the route whose errorElement shows them. */
  errors: Record<string, unknown> | null;
  navigation: { state: 'idle' | 'loading'; location: Location | null };
  revalidation: 'idle' | 'loading';
  /** Where the committed location's scroll position goes: a saved position, false to leave it, null for the default. */
  restoreScrollPosition: number | false | null;
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  preventScrollReset?: boolean;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: string | number, options?: NavigateOptions): void;
  /** Runs the current routes' loaders again (after a login, a retry). */
  revalidate(): void;
  /** Settles when the first location has loaded (its loaders and pages) and is committed. */
  readonly ready: Promise<void>;
}

export interface RouterOptions {
  /** A server render's address (absolute): the router loads it and nothing else, with no history or scrolling. */
  serverUrl?: string;
}

/** What a loader returns to send the navigation elsewhere. */
class Redirect {
  constructor(readonly to: string) {}
}

export function redirect(to: string): Redirect {
  return new Redirect(to);
}

/** The error of an address no route matches. */
class RouteErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {}
}

export function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  return error instanceof RouteErrorResponse;
}

const SCROLL_POSITIONS_KEY = 'commons-scroll-positions';

const newKey = () => Math.random().toString(36).slice(2, 10);
const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => location.pathname + location.search + location.hash;

function serverLocation(url: URL): Location {
  return { pathname: url.pathname, search: url.search, hash: '', key: 'default' };
}

function currentBrowserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  const kept = (state as { key?: unknown } | null)?.key;
  if (typeof kept === 'string') return { pathname, search, hash, key: kept };
  // An entry the router has not seen (a page loaded from its address) gets its own key, kept on
  // the entry: a reload finds its scroll position again, and no other page load takes it.
  const key = newKey();
  window.history.replaceState(state !== null && typeof state === 'object' ? { ...state, key } : { key }, '');
  return { pathname, search, hash, key };
}

/** react-router's rule: only the hash changed, so nothing needs loading. */
function isHashChangeOnly(from: Location, to: Location): boolean {
  if (from.pathname !== to.pathname || from.search !== to.search) return false;
  if (from.hash === '') return to.hash !== '';
  return from.hash === to.hash || to.hash !== '';
}

const sameParams = (a: Params, b: Params) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

function readScrollPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    return new Map(Object.entries(stored).filter(([, y]) => typeof y === 'number'));
  } catch {
    return new Map();
  }
}

type LoadResult = { kind: 'data'; value: unknown } | { kind: 'error'; error: unknown } | { kind: 'redirect'; to: string };

export function createRouter(routes: RouteObject[], options: RouterOptions = {}): Router {
  const server = options.serverUrl ? new URL(options.serverUrl) : null;
  const origin = server ? server.origin : window.location.origin;
  const urlOf = (location: Location) => new URL(pathOf(location), origin);
  const compiled = compileRoutes(routes);
  const rootRoute = compiled.branches[0]?.routes[0];
  const listeners = new Set<(state: RouterState) => void>();
  const scrollPositions = server ? new Map<string, number>() : readScrollPositions();
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let navigationId = 0;
  let pendingAction: HistoryAction | null = null;

  let state: RouterState = {
    initialized: false,
    location: server ? serverLocation(server) : currentBrowserLocation(),
    historyAction: 'POP',
    matches: [],
    loaderData: {},
    errors: null,
    navigation: { state: 'idle', location: null },
    revalidation: 'idle',
    restoreScrollPosition: null,
    preventScrollReset: false,
  };

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const saveScrollPosition = () => scrollPositions.set(state.location.key, window.scrollY);

  const runLoader = async (match: RouteMatch, url: URL): Promise<LoadResult> => {
    try {
      const value = await match.route.loader!({ url, params: match.params });
      return value instanceof Redirect ? { kind: 'redirect', to: value.to } : { kind: 'data', value };
    } catch (error) {
      return { kind: 'error', error };
    }
  };

  const loadComponent = async (route: RouteObject): Promise<unknown> => {
    try {
      route.Component = await route.lazy!();
      return undefined;
    } catch (error) {
      return error;
    }
  };

  /** The loaders this navigation runs: react-router's defaults, then each route's shouldRevalidate. */
  const loadersToRun = (matches: RouteMatch[], next: Location, revalidating: boolean) => {
    if (!state.initialized) return matches.filter((match) => match.route.loader);
    const currentUrl = urlOf(state.location);
    const nextUrl = urlOf(next);
    const samePathAndSearch = currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search;
    return matches.filter((match, index) => {
      if (!match.route.loader) return false;
      const current = state.matches[index];
      if (!current || current.id !== match.id || !(match.id in state.loaderData)) return true;
      const newInstance = current.pathname !== match.pathname || !sameParams(current.params, match.params);
      const defaultShouldRevalidate = revalidating || samePathAndSearch || currentUrl.search !== nextUrl.search || newInstance;
      return match.route.shouldRevalidate
        ? match.route.shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate })
        : defaultShouldRevalidate;
    });
  };

  const errorsByBoundary = (matches: RouteMatch[], failed: Array<{ index: number; error: unknown }>) => {
    if (failed.length === 0) return null;
    const errors: Record<string, unknown> = {};
    for (const { index, error } of failed) {
      let boundary = index;
      while (boundary > 0 && matches[boundary]!.route.errorElement === undefined) boundary--;
      const id = matches[boundary]!.id;
      if (!(id in errors)) errors[id] = error;
    }
    return errors;
  };

  /**
   * A first load with no position kept leaves the page where the browser has it (a server-rendered
   * page may have been scrolled before it hydrated); one with a #id still scrolls to it.
   */
  const firstLoadScroll = (next: Location) => (state.initialized || next.hash ? null : false);

  const commit = (next: Location, action: HistoryAction, changes: Partial<RouterState>, options: NavigateOptions & { revalidation?: boolean }) => {
    if (!server && (action === 'PUSH' || action === 'REPLACE')) {
      const href = pathOf(next);
      if (action === 'PUSH') window.history.pushState({ key: next.key }, '', href);
      else window.history.replaceState({ key: next.key }, '', href);
    }
    pendingAction = null;
    update({
      ...changes,
      initialized: true,
      location: next,
      historyAction: action,
      navigation: { state: 'idle', location: null },
      revalidation: 'idle',
      restoreScrollPosition: options.revalidation ? false : action === 'POP' ? (scrollPositions.get(next.key) ?? firstLoadScroll(next)) : null,
      preventScrollReset: options.preventScrollReset === true,
    });
    markReady();
  };

  const startNavigation = async (next: Location, action: HistoryAction, options: NavigateOptions & { revalidation?: boolean } = {}) => {
    const id = ++navigationId;
    pendingAction = action;
    if (state.initialized) saveScrollPosition();
    const matches = matchRoutes(compiled, next.pathname);
    if (!matches) {
      const root = rootRoute ? [{ id: rootRoute.id, route: rootRoute.route, pathname: '/', params: {} }] : [];
      commit(next, action, { matches: root, errors: root[0] ? { [root[0].id]: new RouteErrorResponse(404, 'Not Found') } : null }, options);
      return;
    }
    if (state.initialized && !options.revalidation && isHashChangeOnly(state.location, next)) {
      commit(next, action, { matches }, options);
      return;
    }
    const loading = loadersToRun(matches, next, options.revalidation === true);
    state = { ...state, navigation: { state: 'loading', location: next } };
    if (options.revalidation) update({ revalidation: 'loading' });
    const url = urlOf(next);
    const [results, componentErrors] = await Promise.all([
      Promise.all(loading.map((match) => runLoader(match, url))),
      Promise.all(matches.map((match) => (match.route.lazy && !match.route.Component ? loadComponent(match.route) : undefined))),
    ]);
    if (id !== navigationId) return;
    const redirected = results.find((result) => result.kind === 'redirect');
    if (redirected?.kind === 'redirect') {
      const target = new URL(redirected.to, url);
      const location = { pathname: target.pathname, search: target.search, hash: target.hash, key: newKey() };
      void startNavigation(location, action === 'PUSH' ? 'PUSH' : 'REPLACE', options);
      return;
    }
    const loaderData: Record<string, unknown> = {};
    for (const match of matches) if (match.id in state.loaderData) loaderData[match.id] = state.loaderData[match.id];
    const failed: Array<{ index: number; error: unknown }> = [];
    loading.forEach((match, position) => {
      const result = results[position]!;
      if (result.kind === 'data') loaderData[match.id] = result.value;
      else if (result.kind === 'error') failed.push({ index: matches.indexOf(match), error: result.error });
    });
    componentErrors.forEach((error, index) => error !== undefined && failed.push({ index, error }));
    commit(next, action, { matches, loaderData, errors: errorsByBoundary(matches, failed) }, options);
  };

  if (server) {
    void startNavigation(state.location, 'POP');
    return {
      get state() {
        return state;
      },
      subscribe: () => () => {},
      navigate: () => {},
      revalidate: () => {},
      ready,
    };
  }

  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => void startNavigation(currentBrowserLocation(), 'POP'));
  window.addEventListener('pagehide', () => {
    saveScrollPosition();
    try {
      window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(Object.fromEntries(scrollPositions)));
    } catch {
      // storage full or unavailable: positions are not kept across a reload
    }
  });
  void startNavigation(state.location, 'POP');

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const target = new URL(to, window.location.origin + pathOf(state.location));
      if (target.origin !== window.location.origin) {
        window.location.assign(target.href);
        return;
      }
      const next = { pathname: target.pathname, search: target.search, hash: target.hash, key: newKey() };
      void startNavigation(next, options.replace ? 'REPLACE' : 'PUSH', options);
    },
    revalidate() {
      const pending = state.navigation.location;
      if (pending) void startNavigation(pending, pendingAction ?? 'PUSH');
      else void startNavigation(state.location, 'POP', { revalidation: true });
    },
    ready,
  };
}
