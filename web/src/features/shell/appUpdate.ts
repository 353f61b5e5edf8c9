// The app update check (shell spec §9): 30 s after the page loads, then every 5 minutes, the
// deployed build's id (/version.json, written by the build: web/vite.config.ts) is compared with
// the one this page was loaded with (<meta name="build-id">). When they differ the update
// banner shows; it hides after 30 s, and the next check that still finds a newer build shows
// it again. A development server has no build id: no checks.

export const UPDATE_CHECK_FIRST_MS = 30_000;
export const UPDATE_CHECK_EVERY_MS = 5 * 60_000;
export const UPDATE_BANNER_MS = 30_000;
export const BUILD_ID_URL = '/version.json';

/** The id of the build this page runs, or null (development server). */
export function loadedBuildId(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || null;
}

/** The id of the build the server has now; null when it cannot be told (offline, not JSON). */
export async function fetchDeployedBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetcher(BUILD_ID_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' && body.buildId !== '' ? body.buildId : null;
  } catch {
    return null;
  }
}

export interface UpdateCheckOptions {
  loaded: string | null;
  fetchDeployed: () => Promise<string | null>;
  onNewVersion: (deployed: string) => void;
}

/** Schedules the checks; returns the function that stops them. */
export function startUpdateChecks({ loaded, fetchDeployed, onNewVersion }: UpdateCheckOptions): () => void {
  if (!loaded) return () => undefined;
  let stopped = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  const check = async () => {
    const deployed = await fetchDeployed();
    if (!stopped && deployed !== null && deployed !== loaded) onNewVersion(deployed);
  };
  const first = setTimeout(() => {
    void check();
    interval = setInterval(() => void check(), UPDATE_CHECK_EVERY_MS);
  }, UPDATE_CHECK_FIRST_MS);
  return () => {
    stopped = true;
    clearTimeout(first);
    if (interval !== undefined) clearInterval(interval);
  };
}
