// A paginated post list sorted in place (a community's or a campaign's page): the chosen sort,
// and a refetch in a transition so the shown posts stay until the new order arrives.
import { useCallback, useState, useTransition } from 'react';
import type { FetchPolicy } from 'relay-runtime';
import { showToast } from '../../ui/toastStore';
import { FEED_LOAD_FAILED } from './feedMessages';
import type { FeedSort } from './feedParams';

type SortRefetch = (
  variables: { sort: FeedSort },
  options: { fetchPolicy: FetchPolicy; onComplete: (error: Error | null) => void },
) => unknown;

export function useSortRefetch(refetch: SortRefetch) {
  const [sort, setSort] = useState<FeedSort>('POPULAR');
  const [busy, startTransition] = useTransition();
  const load = useCallback(
    (next: FeedSort, fetchPolicy: FetchPolicy = 'store-or-network') => {
      setSort(next);
      startTransition(() => {
        refetch({ sort: next }, { fetchPolicy, onComplete: (error) => void (error ? showToast(FEED_LOAD_FAILED, 'error') : undefined) });
      });
    },
    [refetch],
  );
  return { sort, busy, load };
}
