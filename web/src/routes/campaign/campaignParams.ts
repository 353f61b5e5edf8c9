// The campaign page's query variables, read from its address by the route loader.
import { FEED_PAGE_SIZE } from '../../features/feed/feedParams';

/** The id as typed (an unknown one is shown as is). */
export function campaignVariables(id: string | undefined) {
  return { id: (id ?? '').trim(), count: FEED_PAGE_SIZE };
}
