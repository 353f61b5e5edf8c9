import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRouter, isRouteErrorResponse, redirect, type Router, type RouterState } from './router';
import { compileRoutes, matchRoutes, type RouteObject } from './routes';

/** The parts of window the router uses: an address, a history with entries, sessionStorage. */
function fakeWindow(start: string) {
  const listeners = new Map<string, Array<() => void>>();
  const entries: Array<{ url: URL; state: unknown }> = [{ url: new URL(start, 'https://commons.test'), state: null }];
  let index = 0;
  const storage = new Map<string, string>();
  const win = {
    scrollY: 0,
    location: {
      origin: 'https://commons.test',
      get pathname() {
        return entries[index]!.url.pathname;
      },
      get search() {
        return entries[index]!.url.search;
      },
      get hash() {
        return entries[index]!.url.hash;
      },
      get href() {
        return entries[index]!.url.href;
      },
      assign: (href: string) => {
        throw new Error(`left the app for ${href}`);
      },
    },
    history: {
      scrollRestoration: 'auto',
      get state() {
        return entries[index]!.state;
      },
      get length() {
        return entries.length;
      },
      pushState(state: unknown, _title: string, href: string) {
        entries.splice(index + 1, entries.length, { url: new URL(href, 'https://commons.test'), state });
        index++;
      },
      replaceState(state: unknown, _title: string, href?: string) {
        entries[index] = { url: href === undefined ? entries[index]!.url : new URL(href, 'https://commons.test'), state };
      },
      go(delta: number) {
        index += delta;
        for (const listener of listeners.get('popstate') ?? []) listener();
      },
    },
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    scrollTo: () => undefined,
  };
  return {
    win,
    entries: () => entries.map((entry) => entry.url.pathname + entry.url.search + entry.url.hash),
    index: () => index,
    /** The page is left (a reload): pagehide, which has the router keep its scroll positions. */
    leave: () => {
      for (const listener of listeners.get('pagehide') ?? []) listener();
    },
    /** The tab loads another address as a new page (typed, or a link from elsewhere): a new entry, no state. */
    load: (href: string) => {
      entries.splice(index + 1, entries.length, { url: new URL(href, 'https://commons.test'), state: null });
      index++;
    },
  };
}

/** Resolves once the router has committed a state that `done` accepts. */
function settled(router: Router, done: (state: RouterState) => boolean = (state) => state.initialized): Promise<RouterState> {
  if (done(router.state) && router.state.navigation.state === 'idle') return Promise.resolve(router.state);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (done(state) && state.navigation.state === 'idle') {
        stop();
        resolve(state);
      }
    });
  });
}

const Page = () => null;
let browser: ReturnType<typeof fakeWindow>;
const open = (start: string) => {
  browser = fakeWindow(start);
  (globalThis as { window?: unknown }).window = browser.win;
};

beforeEach(() => open('/'));
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('matching', () => {
  // The app's shape (web/src/router.tsx): a root, a pathless error layout, the pages, a catch-all.
  const compiled = compileRoutes([
    {
      path: '/',
      children: [
        {
          children: [
            { index: true },
            { path: 'polls' },
            { path: 'c/:channel' },
            { path: 'settings' },
            { path: 'settings/standing' },
            { path: 'messages/:conversationId' },
            { path: 'discussion/:id' },
            { path: 'discussion/:urlId/:slug' },
            { path: '*' },
          ],
        },
      ],
    },
  ]);
  const leaf = (pathname: string) => matchRoutes(compiled, pathname)?.at(-1);

  it('finds the pages, with their params decoded, ignoring case and a trailing slash', () => {
    expect(leaf('/')?.route.index).toBe(true);
    expect(leaf('/polls')?.route.path).toBe('polls');
    expect(leaf('/Polls/')?.route.path).toBe('polls');
    expect(leaf('/discussion/abc123/a-title')?.params).toEqual({ urlId: 'abc123', slug: 'a-title' });
    expect(leaf('/c/caf%C3%A9')?.params).toEqual({ channel: 'café' });
    expect(leaf('/settings/standing')?.route.path).toBe('settings/standing');
  });

  it('puts the root and the error layout above every page, and sends unknown addresses to the catch-all', () => {
    const matches = matchRoutes(compiled, '/messages/5')!;
    expect(matches.map((match) => match.route.path)).toEqual(['/', undefined, 'messages/:conversationId']);
    expect(matches[0]!.pathname).toBe('/');
    expect(matches[2]!.pathname).toBe('/messages/5');
    expect(leaf('/no/such/page')?.route.path).toBe('*');
    expect(leaf('/discussion/a/b/c')?.route.path).toBe('*');
  });

  it('ranks static segments above parameters whatever the order of the table', () => {
    const table: RouteObject[] = [{ path: '/', children: [{ path: 'c/:name' }, { path: '*' }, { path: 'c/new' }] }];
    const compiledTable = compileRoutes(table);
    expect(matchRoutes(compiledTable, '/c/new')!.at(-1)!.route.path).toBe('c/new');
    expect(matchRoutes(compiledTable, '/c/other')!.at(-1)!.route.path).toBe('c/:name');
    expect(matchRoutes(compileRoutes([{ path: 'only' }]), '/else')).toBeNull();
  });
});

describe('navigation', () => {
  it('renders nothing until the first loaders are done, then has their data', async () => {
    let release!: (value: string) => void;
    const router = createRouter([{ id: 'root', path: '/', loader: () => new Promise((resolve) => (release = resolve)), children: [{ index: true, Component: Page }] }]);
    expect(router.state.initialized).toBe(false);
    release('shell data');
    const state = await settled(router);
    expect(state.loaderData).toEqual({ root: 'shell data' });
  });

  it('runs only the loaders whose route, params or search changed, and asks shouldRevalidate', async () => {
    const calls: string[] = [];
    const router = createRouter([
      {
        id: 'root',
        path: '/',
        loader: () => calls.push('root'),
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => currentUrl.href === nextUrl.href && defaultShouldRevalidate,
        children: [
          { id: 'post', path: 'discussion/:id', loader: ({ params }) => calls.push(`post ${params.id}`), Component: Page },
          { id: 'polls', path: 'polls', loader: ({ url }) => calls.push(`polls ${url.searchParams.get('sort')}`), Component: Page },
        ],
      },
    ]);
    await settled(router);
    const go = async (to: string) => {
      router.navigate(to);
      await settled(router, (state) => state.location.pathname + state.location.search === to);
    };
    await go('/discussion/1');
    await go('/discussion/2');
    await go('/polls?sort=new');
    await go('/polls?sort=top');
    expect(calls).toEqual(['root', 'post 1', 'post 2', 'polls new', 'polls top']);
    router.revalidate();
    await settled(router, (state) => state.revalidation === 'idle');
    expect(calls.slice(5)).toEqual(['root', 'polls top']);
  });

  it('pushes the entry only once the loaders are done; a link to the same address replaces it', async () => {
    let release!: () => void;
    const router = createRouter([{ path: '/', children: [{ index: true, Component: Page }, { path: 'slow', loader: () => new Promise<void>((resolve) => (release = resolve)), Component: Page }] }]);
    await settled(router);
    router.navigate('/slow');
    await Promise.resolve();
    expect(browser.entries()).toEqual(['/']);
    expect(router.state.navigation.location?.pathname).toBe('/slow');
    release();
    await settled(router, (state) => state.location.pathname === '/slow');
    expect(browser.entries()).toEqual(['/', '/slow']);
    router.navigate('/#top', { replace: true });
    await settled(router, (state) => state.location.hash === '#top');
    expect(browser.entries()).toEqual(['/', '/#top']);
  });

  it('lets a later navigation win over one still loading', async () => {
    const releases: Array<() => void> = [];
    const router = createRouter([{ path: '/', children: [{ index: true, Component: Page }, { path: 'a', loader: () => new Promise<void>((resolve) => releases.push(resolve)), Component: Page }, { path: 'b', Component: Page }] }]);
    await settled(router);
    router.navigate('/a');
    router.navigate('/b');
    const state = await settled(router, (s) => s.location.pathname === '/b');
    releases.forEach((release) => release());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/b');
    expect(state.matches.at(-1)!.route.path).toBe('b');
    expect(browser.entries()).toEqual(['/', '/b']);
  });

  it('follows a redirect from a loader, and shows a loader error at the nearest errorElement', async () => {
    const failure = new Error('no data');
    const router = createRouter([
      {
        id: 'root',
        path: '/',
        errorElement: 'root error',
        children: [
          {
            id: 'layout',
            errorElement: 'page error',
            children: [
              { path: 'old', loader: () => redirect('/new?from=old'), Component: Page },
              { path: 'new', Component: Page },
              { id: 'broken', path: 'broken', loader: () => Promise.reject(failure), Component: Page },
            ],
          },
        ],
      },
    ]);
    await settled(router);
    router.navigate('/old');
    const redirected = await settled(router, (state) => state.location.pathname === '/new');
    expect(redirected.location.search).toBe('?from=old');
    expect(browser.entries()).toEqual(['/', '/new?from=old']);
    router.navigate('/broken');
    const broken = await settled(router, (state) => state.location.pathname === '/broken');
    expect(broken.errors).toEqual({ layout: failure });
  });

  it('imports a page the first time it is opened, and answers 404 where nothing matches', async () => {
    let imports = 0;
    const router = createRouter([
      {
        id: 'root',
        path: '/',
        children: [
          { index: true, Component: Page },
          {
            path: 'lazy',
            lazy: async () => {
              imports++;
              return Page;
            },
          },
        ],
      },
    ]);
    await settled(router);
    router.navigate('/lazy');
    const state = await settled(router, (s) => s.location.pathname === '/lazy');
    expect(state.matches.at(-1)!.route.Component).toBe(Page);
    router.navigate('/');
    await settled(router, (s) => s.location.pathname === '/');
    router.navigate('/lazy');
    await settled(router, (s) => s.location.pathname === '/lazy');
    expect(imports).toBe(1);
    router.navigate('/missing');
    const missing = await settled(router, (s) => s.location.pathname === '/missing');
    expect(isRouteErrorResponse(missing.errors?.root) && missing.errors.root.status).toBe(404);
  });

  it('leaves a first load where the browser scrolled it, unless a position was kept for it or it names an #id', async () => {
    const first = await settled(createRouter([{ path: '/', Component: Page }]));
    expect(first.restoreScrollPosition).toBe(false);
    browser.win.scrollY = 480;
    browser.leave();
    expect((await settled(createRouter([{ path: '/', Component: Page }]))).restoreScrollPosition).toBe(480);
    // Another page loaded in the tab does not take that position.
    browser.leave();
    browser.load('/');
    expect((await settled(createRouter([{ path: '/', Component: Page }]))).restoreScrollPosition).toBe(false);
    open('/#comments');
    expect((await settled(createRouter([{ path: '/', Component: Page }]))).restoreScrollPosition).toBeNull();
  });

  it('goes back with the browser, restoring the scroll position the page was left at', async () => {
    const router = createRouter([{ path: '/', children: [{ index: true, Component: Page }, { path: 'next', Component: Page }] }]);
    await settled(router);
    browser.win.scrollY = 640;
    router.navigate('/next');
    const forward = await settled(router, (s) => s.location.pathname === '/next');
    expect(forward.restoreScrollPosition).toBeNull();
    router.navigate(-1);
    const back = await settled(router, (s) => s.location.pathname === '/');
    expect(back.historyAction).toBe('POP');
    expect(back.restoreScrollPosition).toBe(640);
  });
});

describe('a server render', () => {
  it('loads its one address, pages included, without touching window', async () => {
    delete (globalThis as { window?: unknown }).window;
    const seen: string[] = [];
    const Page = () => null;
    const router = createRouter(
      [
        {
          id: 'root',
          path: '/',
          loader: () => 'shell',
          children: [
            {
              path: 'discussion/:id',
              loader: ({ url, params }) => {
                seen.push(`${url.pathname}${url.search} ${params.id}`);
                return `post ${params.id}`;
              },
              lazy: async () => Page,
            },
          ],
        },
      ],
      { serverUrl: 'http://commons.test/discussion/42?sort=new' },
    );
    await router.ready;
    expect(router.state.initialized).toBe(true);
    expect(router.state.location).toMatchObject({ pathname: '/discussion/42', search: '?sort=new', hash: '' });
    expect(Object.values(router.state.loaderData)).toEqual(['shell', 'post 42']);
    expect(router.state.matches.at(-1)?.route.Component).toBe(Page);
    expect(seen).toEqual(['/discussion/42?sort=new 42']);
    // Nothing more happens on the server: no history to move in.
    router.navigate('/elsewhere');
    router.revalidate();
    expect(seen).toHaveLength(1);
  });
});
