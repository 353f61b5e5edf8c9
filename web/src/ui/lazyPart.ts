// A part of a page whose code loads when it first renders, with importWithRetry's retries (and
// its reload for a stale file): render it under Suspense, and under a boundary where a part that
// cannot load should be left out rather than take the page down.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithRetry } from '../routes/lazyPage';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await importWithRetry(load) }));
}
