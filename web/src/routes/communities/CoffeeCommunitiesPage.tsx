// /communities/coffee: the Coffee & Barista communities of the spec's category-to-community
// mapping (content spec §9: geographic, advocacy, shift-life, craft), each with its counts and
// Join / Leave in place, and a link to every coffee community in the directory. The page owns
// CoffeeCommunitiesPageQuery, preloaded by the route loader.
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useRevalidator } from '../../routing';
import { CommunityCard } from '../../features/communities/CommunityCard';
import { FeedErrorBoundary } from '../../features/feed/FeedBoundary';
import { userMessage } from '../../relay/errors';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import type { CoffeeCommunitiesPageQuery } from './__generated__/CoffeeCommunitiesPageQuery.graphql';
import '../../features/communities/communities.css';

// The four slugs of the mapping, in its order (one field each: a missing one is left out).
export const coffeeCommunitiesPageQuery = graphql`
  query CoffeeCommunitiesPageQuery {
    geographic: community(slug: "geographic") {
      id
      ...CommunityCard_community
    }
    advocacy: community(slug: "advocacy") {
      id
      ...CommunityCard_community
    }
    shiftLife: community(slug: "shift-life") {
      id
      ...CommunityCard_community
    }
    craft: community(slug: "craft") {
      id
      ...CommunityCard_community
    }
  }
`;

export default function CoffeeCommunitiesPage() {
  const queryRef = usePageQueryRef<CoffeeCommunitiesPageQuery>();
  const revalidator = useRevalidator();
  return (
    <PageFrame
      title="Coffee & Barista communities"
      lead="Baristas and café workers: find coworkers in your city, push for fair tips and schedules, vent about the rush and talk craft."
      width="wide"
    >
      {queryRef ? (
        <FeedErrorBoundary
          resetKey={queryRef}
          fallback={(error) => (
            <div className="card error-panel" role="alert">
              <p>{userMessage(error, 'Failed to load communities.')}</p>
              <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
                Retry
              </button>
            </div>
          )}
        >
          <Suspense fallback={<PageSpinner label="Loading communities…" />}>
            <CoffeeCommunities queryRef={queryRef} />
          </Suspense>
        </FeedErrorBoundary>
      ) : (
        <PageSpinner label="Loading communities…" />
      )}
      <p className="explore-links">
        <Link to="/explore?category=coffee-barista">Every Coffee &amp; Barista community</Link>
        <Link to="/?category=coffee-barista">Coffee &amp; Barista posts</Link>
      </p>
    </PageFrame>
  );
}

function CoffeeCommunities({ queryRef }: { queryRef: PreloadedQuery<CoffeeCommunitiesPageQuery> }) {
  const data = usePreloadedQuery<CoffeeCommunitiesPageQuery>(coffeeCommunitiesPageQuery, queryRef);
  const communities = [data.geographic, data.advocacy, data.shiftLife, data.craft].filter((c): c is NonNullable<typeof c> => c != null);
  if (communities.length === 0) {
    return (
      <section className="card empty-state">
        <h2>No coffee communities yet</h2>
        <p>Be the first to start one for your café or your city.</p>
        <div className="button-row">
          <Link to="/explore?createCommunity=true" className="button button-primary">
            Create community
          </Link>
        </div>
      </section>
    );
  }
  return (
    <ul className="community-grid" aria-label="Coffee & Barista communities">
      {communities.map((community) => (
        <li key={community.id}>
          <CommunityCard community={community} />
        </li>
      ))}
    </ul>
  );
}
