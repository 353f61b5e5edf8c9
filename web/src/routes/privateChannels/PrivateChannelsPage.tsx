// /private-channels (login required; content spec §2): the private communities the viewer
// belongs to, and creating one. Only members see a private community and its posts; others
// join through invite links its owner and moderators share. The page owns
// PrivateChannelsPageQuery, preloaded by the route loader.
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useRevalidator } from '../../routing';
import { CommunityCard } from '../../features/communities/CommunityCard';
import { CreateCommunityDialog } from '../../features/communities/CreateCommunityDialog';
import { FeedErrorBoundary } from '../../features/feed/FeedBoundary';
import { RequireAuth } from '../../features/session/RequireAuth';
import { userMessage } from '../../relay/errors';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { Icon } from '../../ui/Icon';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import type { PrivateChannelsPageQuery } from './__generated__/PrivateChannelsPageQuery.graphql';
import '../../features/communities/communities.css';

export const privateChannelsPageQuery = graphql`
  query PrivateChannelsPageQuery($count: Int!) {
    taxonomy {
      ...CreateCommunityDialog_taxonomy
    }
    communities(filter: SUBSCRIBED, first: $count) {
      edges {
        node {
          id
          isPrivate
          ...CommunityCard_community
        }
      }
    }
  }
`;

export default function PrivateChannelsPage() {
  return (
    <RequireAuth>
      <PrivateChannelsRoute />
    </RequireAuth>
  );
}

function PrivateChannelsRoute() {
  const queryRef = usePageQueryRef<PrivateChannelsPageQuery>();
  const revalidator = useRevalidator();
  return (
    <PageFrame
      title="Private channels"
      lead="Private communities you belong to. Only their members see them and their posts; new members join through invite links."
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
          <Suspense fallback={<PageSpinner label="Loading your private channels…" />}>
            <PrivateChannels queryRef={queryRef} />
          </Suspense>
        </FeedErrorBoundary>
      ) : (
        <PageSpinner label="Loading your private channels…" />
      )}
    </PageFrame>
  );
}

function PrivateChannels({ queryRef }: { queryRef: PreloadedQuery<PrivateChannelsPageQuery> }) {
  const data = usePreloadedQuery<PrivateChannelsPageQuery>(privateChannelsPageQuery, queryRef);
  const [creating, setCreating] = useState(false);
  const channels = data.communities.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null && node.isPrivate);
  return (
    <>
      <div className="button-row page-toolbar">
        <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
          <Icon name="plus" size={18} /> Create a private community
        </button>
        <Link to="/explore?filter=subscribed" className="button">
          All your communities
        </Link>
      </div>
      {channels.length === 0 ? (
        <section className="card empty-state" aria-labelledby="channels-empty">
          <h2 id="channels-empty">No private channels yet</h2>
          <p>Start one for your organizing committee, or ask a member of one for an invite link.</p>
        </section>
      ) : (
        <ul className="community-grid" aria-label="Private channels">
          {channels.map((community) => (
            <li key={community.id}>
              <CommunityCard community={community} />
            </li>
          ))}
        </ul>
      )}
      {creating ? <CreateCommunityDialog taxonomy={data.taxonomy} open initialPrivate connections={[]} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
