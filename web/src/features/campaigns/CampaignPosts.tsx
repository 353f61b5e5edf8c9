// A campaign's posts on its page: the home feed's campaign filter, Popular, Newest or Oldest,
// 20 at a time with infinite scroll; changing the sort refetches in place.
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from '../../routing';
import { SortSelect } from '../feed/SortSelect';
import { useSortRefetch } from '../feed/useSortRefetch';
import { PagedPostList } from '../communities/PagedPostList';
import { postsLabel } from '../communities/communityRules';
import type { CampaignPosts_query$key } from './__generated__/CampaignPosts_query.graphql';
import type { CampaignPostsPaginationQuery } from './__generated__/CampaignPostsPaginationQuery.graphql';

export function CampaignPosts({ query, hotPostBanner }: { query: CampaignPosts_query$key; hotPostBanner: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<CampaignPostsPaginationQuery, CampaignPosts_query$key>(
    graphql`
      fragment CampaignPosts_query on Query
      @argumentDefinitions(
        id: { type: "String!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        sort: { type: "FeedSort", defaultValue: POPULAR }
      )
      @refetchable(queryName: "CampaignPostsPaginationQuery") {
        campaign(id: $id) {
          id
          name
          posts(first: $count, after: $cursor, sort: $sort) @connection(key: "CampaignPosts_posts") {
            totalCount
            edges {
              node {
                id
                ...FeedPostCard_post
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { sort, busy, load } = useSortRefetch(refetch);
  const campaign = data.campaign;
  if (!campaign) return null;
  const nodes = campaign.posts.edges.map((edge) => edge?.node);

  return (
    <section className="community-feed" aria-labelledby="campaign-posts" aria-busy={busy || undefined}>
      <div className="community-feed-head">
        <h2 id="campaign-posts" className="section-title">
          Posts · {postsLabel(campaign.posts.totalCount)}
        </h2>
        <SortSelect label="Sort posts" value={sort} onChange={load} />
      </div>
      <PagedPostList
        posts={nodes}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
        hotPostBanner={hotPostBanner}
        endText={`You have seen every post about ${campaign.name}.`}
        empty={
          <section className="card empty-state">
            <h2>No posts yet</h2>
            <p>Nobody has posted about {campaign.name} yet.</p>
            <div className="button-row">
              <Link to="/?create=true" className="button button-primary">
                Create Post
              </Link>
            </div>
          </section>
        }
      />
    </section>
  );
}
