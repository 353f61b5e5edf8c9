import { useEffect } from 'react';
import { useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from '../routing';
import type { OperationType } from 'relay-runtime';
import { retainRenderedQuery, type PageQueryLoaderData } from './preload';

/**
 * The preloaded page query of the current route, or null while it is being (re)loaded.
 * After login or logout the environment is replaced and the router revalidates; until the
 * loader has run with the new environment, the old reference is not rendered. If that
 * revalidation was cut short (e.g. by a navigation), this asks for another one.
 */
export function usePageQueryRef<T extends OperationType>(): PreloadedQuery<T> | null {
  const data = useLoaderData() as PageQueryLoaderData<T> | undefined;
  const environment = useRelayEnvironment();
  const revalidator = useRevalidator();
  const stale = data != null && data.environment !== environment;
  const idle = revalidator.state === 'idle';
  const { revalidate } = revalidator;
  useEffect(() => {
    if (stale && idle) void revalidate();
  }, [stale, idle, revalidate]);
  const ref = stale ? null : (data?.queryRef ?? null);
  useEffect(() => (ref ? retainRenderedQuery(ref as PreloadedQuery<OperationType>) : undefined), [ref]);
  return ref;
}
