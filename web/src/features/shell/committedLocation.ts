// Which path the rendered page actually shows. The router finishes a navigation before
// React has rendered it (route updates are transitions), so code that must act "after we
// left this page", like the sign-out at logout, waits for the new path to be committed.

let committedPath: string | null = null;
let waiters: { path: string; resolve: () => void }[] = [];

export function reportCommittedPath(path: string): void {
  committedPath = path;
  const ready = waiters.filter((w) => w.path === path);
  waiters = waiters.filter((w) => w.path !== path);
  for (const waiter of ready) waiter.resolve();
}

/** Resolves once `path` is on screen (or after `timeoutMs`, so nothing waits forever). */
export function whenPathCommitted(path: string, timeoutMs = 3000): Promise<void> {
  if (committedPath === path) return Promise.resolve();
  return new Promise((resolve) => {
    const waiter = { path, resolve };
    waiters.push(waiter);
    setTimeout(() => {
      waiters = waiters.filter((w) => w !== waiter);
      resolve();
    }, timeoutMs);
  });
}
