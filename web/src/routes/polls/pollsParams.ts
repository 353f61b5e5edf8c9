// The /polls page's address: search and sort (popular, newest, oldest; popular is left out).
import { readSort, type FeedSort } from '../../features/feed/feedParams';
import { FEED_PAGE_SIZE } from '../../features/feed/feedParams';

export interface PollsParams {
  search: string | null;
  sort: FeedSort;
}

export function readPollsParams(params: URLSearchParams): PollsParams {
  const search = (params.get('search') ?? '').replace(/\s+/g, ' ').trim();
  return { search: search === '' ? null : search, sort: readSort(params.get('sort')) };
}

export function pollsVariables(params: URLSearchParams) {
  const { search, sort } = readPollsParams(params);
  return { count: FEED_PAGE_SIZE, search, sort };
}

export function pollsUrl(next: PollsParams): string {
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.sort !== 'POPULAR') params.set('sort', next.sort.toLowerCase());
  const query = params.toString();
  return query ? `/polls?${query}` : '/polls';
}
