import { describe, expect, it } from 'vitest';
import { Environment, Network, RecordSource, Store, createOperationDescriptor, type ConcreteRequest } from 'relay-runtime';
import CommunityDirectoryPaginationQuery from '../communities/__generated__/CommunityDirectoryPaginationQuery.graphql';
import { directoryConnectionId } from '../communities/communityRules';
import FeedListPaginationQuery from './__generated__/FeedListPaginationQuery.graphql';
import MyFeedListPaginationQuery from './__generated__/MyFeedListPaginationQuery.graphql';
import { feedConnectionId, myFeedConnectionId } from './feedConnections';

const emptyPage = { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

/** Normalizes a response to the list's own query as Relay does, and says which connections exist. */
function connectionIdsAfter(query: ConcreteRequest, variables: Record<string, unknown>, data: Record<string, unknown>): string[] {
  const environment = new Environment({
    network: Network.create(() => {
      throw new Error('no network in this test');
    }),
    store: new Store(new RecordSource()),
  });
  environment.commitPayload(createOperationDescriptor(query, variables), data);
  return environment
    .getStore()
    .getSource()
    .getRecordIDs()
    .filter((id) => id.includes('_connection') && !/:(pageInfo|edges:[0-9]+)$/.test(id));
}

describe('connection ids passed down to the mutations', () => {
  it('feedConnectionId is the id Relay gives the feed list loaded with those arguments', () => {
    const args = { sort: 'NEW', sector: 'Retail', tag: null, campaign: null, category: null, search: 'pay', postType: 'POLL' };
    const ids = connectionIdsAfter(FeedListPaginationQuery, { count: 20, cursor: null, ...args }, { feed: { ...emptyPage, sortedByRelevance: true } });
    expect(ids).toEqual([feedConnectionId(args)]);
    expect(feedConnectionId({ ...args, tag: undefined })).toBe(feedConnectionId(args));
    expect(feedConnectionId({ ...args, sort: 'TOP' })).not.toBe(feedConnectionId(args));
  });

  it('feedConnectionId with no filter at all', () => {
    const ids = connectionIdsAfter(FeedListPaginationQuery, { count: 20, cursor: null }, { feed: { ...emptyPage, sortedByRelevance: false } });
    expect(ids).toEqual([feedConnectionId({})]);
  });

  it('myFeedConnectionId is the id of My Feed loaded with that sort', () => {
    const ids = connectionIdsAfter(MyFeedListPaginationQuery, { count: 20, cursor: null, sort: 'HOT' }, { myFeed: { ...emptyPage, fallback: false } });
    expect(ids).toEqual([myFeedConnectionId('HOT')]);
  });

  it("directoryConnectionId is the id of the community directory with the address's filters", () => {
    const filters = { category: 'Retail', search: null, filter: 'SUBSCRIBED' };
    const ids = connectionIdsAfter(CommunityDirectoryPaginationQuery, { count: 24, cursor: null, ...filters }, { communities: emptyPage });
    expect(ids).toEqual([directoryConnectionId(filters)]);
  });
});
