// Route-level preloading: a route's loader starts its page query with loadQuery before the
// page component (a lazily loaded chunk) has even arrived. One reference is kept per
// route key; the previous one is released when the route loads again.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, GraphQLTaggedNode, IEnvironment, OperationType, VariablesOf } from 'relay-runtime';
import { importWithRetry } from '../routes/lazyPage';
import { getRelayEnvironment } from './environment';

type AnyRef = PreloadedQuery<OperationType>;
const RELEASE_DELAY_MS = 5000;
const currentByKey = new Map<string, AnyRef>();
const superseded = new Set<AnyRef>();
const mountCounts = new Map<AnyRef, number>();

function releaseLater(ref: AnyRef, delayMs: number): void {
  setTimeout(() => {
    if (!mountCounts.has(ref) && superseded.delete(ref)) ref.dispose();
  }, delayMs);
}

/**
 * Starts a page query. The reference it replaces for the same route key is released as
 * soon as no mounted component renders it any more (a page keeps showing its old data
 * until the router commits the new loader data, so it cannot be released right away).
 */
export function preloadPageQuery<T extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
): PreloadedQuery<T> {
  const reference = loadQuery<T>(getRelayEnvironment(), query, variables, { fetchPolicy: 'store-or-network' });
  const previous = currentByKey.get(key);
  currentByKey.set(key, reference as unknown as AnyRef);
  if (previous && previous !== (reference as unknown)) {
    superseded.add(previous);
    // A reference the router just committed may render before its effects mark it as
    // mounted: give it a moment before releasing an unmounted one.
    releaseLater(previous, RELEASE_DELAY_MS);
  }
  return reference;
}

/** Marks a reference as rendered; the returned function unmarks it (and releases it if replaced). */
export function retainRenderedQuery(reference: PreloadedQuery<OperationType>): () => void {
  const ref = reference as AnyRef;
  mountCounts.set(ref, (mountCounts.get(ref) ?? 0) + 1);
  return () => {
    const count = (mountCounts.get(ref) ?? 1) - 1;
    if (count > 0) {
      mountCounts.set(ref, count);
      return;
    }
    mountCounts.delete(ref);
    // Not at once: React may mount the same element again right away (StrictMode, Suspense).
    if (superseded.has(ref)) releaseLater(ref, 0);
  };
}

/** Loader data of every route that preloads a page query. */
export interface PageQueryLoaderData<T extends OperationType> {
  queryRef: PreloadedQuery<T> | null;
  /** The environment the loader ran with; a login or logout replaces it. */
  environment: IEnvironment;
}

/** Builds a loader's data: the preloaded query, or null when `enabled` is false (e.g. a guest). */
export function pageQueryLoaderData<T extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  enabled = true,
): PageQueryLoaderData<T> {
  const environment = getRelayEnvironment();
  return { environment, queryRef: enabled ? preloadPageQuery<T>(key, query, variables) : null };
}

/** A page query's compiled artifact (a <Page>Query.graphql.ts in a __generated__ folder), imported when needed. */
type PageQueryImporter = () => Promise<{ default: ConcreteRequest }>;

/**
 * pageQueryLoaderData for a query whose artifact is imported by the loader: the artifacts of the
 * pages not being opened stay out of the entry chunk. The artifact is a small chunk of its own
 * (the page's chunk imports it too), so the request starts as soon as it arrives, while the
 * page's code is still loading.
 */
export async function lazyPageQueryLoaderData<T extends OperationType>(
  key: string,
  importQuery: PageQueryImporter,
  variables: VariablesOf<T>,
  enabled = true,
): Promise<PageQueryLoaderData<T>> {
  if (!enabled) return { environment: getRelayEnvironment(), queryRef: null };
  const query = (await importWithRetry(importQuery)).default;
  return pageQueryLoaderData<T>(key, query, variables);
}
