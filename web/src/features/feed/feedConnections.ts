// The ids of the home feed's connections (FeedList_feed, MyFeedList_myFeed) for the arguments the
// page loaded them with: the page passes them down to the mutations that put posts into a list
// or take them out (the composer, hiding the welcome post), as Relay's connection ids.
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

/** The feed's arguments (every one but the page's size and cursor). */
export interface FeedArguments {
  sort?: string | null;
  sector?: string | null;
  tag?: string | null;
  campaign?: string | null;
  category?: string | null;
  search?: string | null;
  postType?: string | null;
}

/** The id of the feed connection loaded with these arguments, for the mutations that write into it. */
export function feedConnectionId(args: FeedArguments): string {
  return ConnectionHandler.getConnectionID(ROOT_ID, 'FeedList_feed', {
    sort: args.sort ?? null,
    sector: args.sector ?? null,
    tag: args.tag ?? null,
    campaign: args.campaign ?? null,
    category: args.category ?? null,
    search: args.search ?? null,
    postType: args.postType ?? null,
  });
}

/** The id of My Feed's connection loaded with this sort, for the mutations that write into it. */
export function myFeedConnectionId(sort: string | null | undefined): string {
  return ConnectionHandler.getConnectionID(ROOT_ID, 'MyFeedList_myFeed', { sort: sort ?? null });
}
