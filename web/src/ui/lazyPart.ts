// A part of a page whose code loads when it first renders, with importWithRetry's retries (and
// its reload for a stale file): render it under Suspense, and under a boundary where a part that
// cannot load should be left out rather than take the page down. `preload()` starts loading it
// earlier, once (alongside a page's data, say).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithRetry } from '../routes/lazyPage';

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<ComponentType<P>> } {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= importWithRetry(load));
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}
