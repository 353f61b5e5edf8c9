// Code a control needs only once it is used (what a vote sends and how its failure reads): a
// reader who never taps downloads none of it before the page renders. It loads once the browser
// is idle after the control has mounted, or on first use if that comes first; a use before it has
// arrived waits for it.
import { startTransition, useEffect, useState } from 'react';
import { importWithRetry } from '../routes/lazyPage';

export interface LazyModule<M> {
  /** The module, loaded once with importWithRetry's retries; after a failed load the next call tries again. */
  load(): Promise<M>;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | null = null;
  return {
    load() {
      loading ??= importWithRetry(importModule).catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}

/** Runs `task` when the browser is idle (soon after, where there is no idle callback); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/** Starts loading `module` once the browser is idle after the component has mounted. */
export function useLoadWhenIdle(module: LazyModule<unknown>): void {
  // Loading early only saves a wait: a failure here is met again, and reported, on first use.
  useEffect(() => whenIdle(() => void module.load().catch(() => undefined)), [module]);
}

/**
 * False on the server, while hydrating and in the first render; true once the browser has been
 * idle after the component mounted (a transition): for a part drawn without its code until then.
 */
export function useIdleSinceMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
