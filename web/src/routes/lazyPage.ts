// Lazy page loading (content spec §4 "Page loading"): up to 3 attempts, waiting 1 s then
// 2 s. A stale-file error on the first attempt (the site was updated and the old chunk is
// gone) reloads the page once instead, telling a waiting service worker to skip waiting so
// the reload gets the new files; repeated failures end in a ChunkLoadError, shown as
// 'Page Loading Issue'.

export const LAZY_RETRY_DELAYS_MS = [1000, 2000];
const STALE_RELOAD_KEY = 'wc.staleReloadAt';
const STALE_RELOAD_COOLDOWN_MS = 30_000;

export class ChunkLoadError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('A part of the application could not be loaded', options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

const STALE_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /not a valid javascript mime type/i,
  /loading (css )?chunk .* failed/i,
];

export function isStaleFileError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return STALE_PATTERNS.some((pattern) => pattern.test(message));
}

export interface LazyLoadEnv {
  sleep: (ms: number) => Promise<void>;
  /** Reloads the page for a stale file; returns false when a reload was just tried. */
  reloadForStaleFile: () => boolean;
}

let navigationTarget: () => string | null = () => null;

/** Tells the loader where a pending navigation is going, so a reload lands there. */
export function setNavigationTargetGetter(getter: () => string | null): void {
  navigationTarget = getter;
}

/** The message a waiting service worker takes as 'activate now' (the usual Workbox one). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** Asks a service worker waiting with newer files, if there is one, to take over. */
export async function skipWaitingServiceWorker(container: ServiceWorkerContainer | undefined): Promise<void> {
  if (!container) return;
  try {
    const registration = await container.getRegistration();
    registration?.waiting?.postMessage(SKIP_WAITING_MESSAGE);
  } catch {
    // No registration to reach (private mode, unsupported): the reload alone has to do.
  }
}

function defaultReloadForStaleFile(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(STALE_RELOAD_KEY) ?? 0);
    if (Date.now() - last < STALE_RELOAD_COOLDOWN_MS) return false;
    window.sessionStorage.setItem(STALE_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  // The page being opened has not been shown yet: load that address, not the current one.
  const target = navigationTarget();
  void skipWaitingServiceWorker(navigator.serviceWorker).finally(() => {
    if (target) window.location.assign(target);
    else window.location.reload();
  });
  return true;
}

const defaultEnv: LazyLoadEnv = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  reloadForStaleFile: defaultReloadForStaleFile,
};

export async function importWithRetry<T>(importer: () => Promise<T>, env: LazyLoadEnv = defaultEnv): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= LAZY_RETRY_DELAYS_MS.length; attempt += 1) {
    try {
      return await importer();
    } catch (error) {
      lastError = error;
      if (attempt === 0 && isStaleFileError(error) && env.reloadForStaleFile()) {
        // The page is reloading; never settle so nothing renders in between.
        return new Promise<T>(() => undefined);
      }
      if (attempt < LAZY_RETRY_DELAYS_MS.length) await env.sleep(LAZY_RETRY_DELAYS_MS[attempt]);
    }
  }
  throw new ChunkLoadError({ cause: lastError });
}
