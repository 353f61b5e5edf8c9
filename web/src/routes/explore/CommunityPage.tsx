// /c/{slug} and /private-channels/{slug}: a community's page (content spec §2). The header
// (icon, description, counts, Join / Leave), then the tabs Posts (the community's feed with
// sort and infinite scroll, and a composer that starts in this community), Members (owner and
// moderators, then members; the owner appoints and removes moderators) and, for the owner and
// moderators of a private community, Invite links. Owners and moderators pin and remove posts
// from the cards. A community that does not exist, or is private to the viewer, says so. The
// page owns CommunityPageQuery, preloaded by the route loader from the slug.
import { Suspense, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams, useRevalidator, useSearchParams } from '../../routing';
import { CommunityFeed } from '../../features/communities/CommunityFeed';
import { CommunityHeader } from '../../features/communities/CommunityHeader';
import { CommunityInvites } from '../../features/communities/CommunityInvites';
import { CommunityMembers } from '../../features/communities/CommunityMembers';
import { PostCreatedDialog, type CreatedPost } from '../../features/composer/PostCreatedDialog';
import { FeedErrorBoundary, FeedSkeleton } from '../../features/feed/FeedBoundary';
import { authPathWithReturn } from '../../features/session/returnTo';
import { useSession } from '../../features/session/useSession';
import { userMessage } from '../../relay/errors';
import { refKey } from '../../relay/refKey';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { Icon } from '../../ui/Icon';
import { lazyPart } from '../../ui/lazyPart';
import { usePageTitle } from '../../ui/PageFrame';
import type { CommunityPageQuery } from './__generated__/CommunityPageQuery.graphql';
import { readCommunityTab, communityTabUrl, type CommunityTab } from './communityTabs';
import '../../features/communities/communities.css';

export const communityPageQuery = graphql`
  query CommunityPageQuery($slug: String!, $count: Int!, $memberCount: Int!) {
    community(slug: $slug) {
      id
      slug
      displayName
      category
      isPrivate
      viewerIsMember
      viewerCanModerate
      ...CommunityHeader_community
      ...CommunityFeed_community @arguments(count: $count)
      ...CommunityMembers_community @arguments(count: $memberCount)
      ...CommunityInvites_community
    }
    featureFlags {
      hotPostBanner
    }
  }
`;

const PostComposerDialog = lazyPart(() => import('../../features/composer/PostComposerDialog').then((m) => m.PostComposerDialog));

export const COMMUNITY_NOT_FOUND = 'Community not found';
export const COMMUNITY_LOAD_FAILED = 'Failed to load the community.';

/** The slug of /c/:channel and /private-channels/:channelId. */
export function useCommunitySlug(): string {
  const { channel, channelId } = useParams();
  return (channel ?? channelId ?? '').trim().toLowerCase();
}

export default function CommunityPage() {
  const queryRef = usePageQueryRef<CommunityPageQuery>();
  const revalidator = useRevalidator();
  const slug = useCommunitySlug();
  return (
    <div className="page page-normal community-page">
      {queryRef ? (
        <FeedErrorBoundary
          resetKey={refKey(queryRef)}
          fallback={(error) => (
            <div className="card error-panel" role="alert">
              <Icon name="alert" size={28} />
              <h1>Unable to load c/{slug}</h1>
              <p>{userMessage(error, COMMUNITY_LOAD_FAILED)}</p>
              <div className="button-row">
                <button type="button" className="button button-primary" onClick={() => void revalidator.revalidate()}>
                  Try Again
                </button>
                <Link to="/explore" className="button">
                  Explore communities
                </Link>
              </div>
            </div>
          )}
        >
          <Suspense fallback={<CommunitySkeleton />}>
            <CommunityView queryRef={queryRef} slug={slug} />
          </Suspense>
        </FeedErrorBoundary>
      ) : (
        <CommunitySkeleton />
      )}
    </div>
  );
}

function CommunityView({ queryRef, slug }: { queryRef: PreloadedQuery<CommunityPageQuery>; slug: string }) {
  const data = usePreloadedQuery<CommunityPageQuery>(communityPageQuery, queryRef);
  const community = data.community;
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [composing, setComposing] = useState(false);
  const [created, setCreated] = useState<CreatedPost | null>(null);
  const preset = useMemo(() => (community ? { id: community.id, displayName: community.displayName, sector: community.category } : null), [community]);
  usePageTitle(community ? community.displayName : COMMUNITY_NOT_FOUND);

  if (!community) return <CommunityNotFound slug={slug} signedIn={session.isAuthenticated} />;

  const tabs: { id: CommunityTab; label: string }[] = [
    { id: 'posts', label: 'Posts' },
    { id: 'members', label: 'Members' },
    ...(community.isPrivate && community.viewerCanModerate ? [{ id: 'invites' as const, label: 'Invite links' }] : []),
  ];
  const requested = readCommunityTab(params);
  const tab = tabs.some((t) => t.id === requested) ? requested : 'posts';
  // Anyone signed in may post in a public community; only members in a private one.
  const canPost = session.isAuthenticated && (community.viewerIsMember || !community.isPrivate);

  const empty = (
    <section className="card empty-state" aria-labelledby="community-empty">
      <h2 id="community-empty">No posts yet</h2>
      <p>Be the first to start a discussion in {community.displayName}.</p>
      {canPost ? (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => setComposing(true)}>
            Create Post
          </button>
        </div>
      ) : null}
    </section>
  );

  return (
    <>
      <CommunityHeader community={community} onLeft={community.isPrivate ? () => navigate('/private-channels') : undefined} />

      <nav className="feed-tabs link-tabs" aria-label="Community sections">
        {tabs.map((t) => (
          <Link key={t.id} to={communityTabUrl(params, t.id)} replace className="feed-tab" aria-current={t.id === tab ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>

      {tab === 'posts' ? (
        <>
          {canPost ? (
            <div className="card composer-entry" role="region" aria-label="Create a post">
              <button type="button" className="composer-entry-button" onClick={() => setComposing(true)}>
                <Icon name="plus" />
                <span>Start a discussion in {community.displayName}…</span>
              </button>
            </div>
          ) : !session.isAuthenticated && !session.isPending ? (
            <p className="card notice">
              <Link to={authPathWithReturn('/register', `/c/${community.slug}`)}>Create an account</Link> to join {community.displayName} and post here.
            </p>
          ) : null}
          <CommunityFeed community={community} empty={empty} hotPostBanner={data.featureFlags.hotPostBanner}>
            {(connectionId) =>
              composing ? (
                <Suspense fallback={null}>
                  <PostComposerDialog
                    connections={[connectionId]}
                    community={preset}
                    onClose={() => setComposing(false)}
                    onReviewed={() => setComposing(false)}
                    onCreated={(post) => {
                      setComposing(false);
                      setCreated(post);
                      window.scrollTo({ top: 0 });
                    }}
                  />
                </Suspense>
              ) : null
            }
          </CommunityFeed>
        </>
      ) : null}
      {tab === 'members' ? <CommunityMembers community={community} /> : null}
      {tab === 'invites' ? <CommunityInvites community={community} /> : null}

      <PostCreatedDialog post={created} onClose={() => setCreated(null)} />
    </>
  );
}

function CommunityNotFound({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  return (
    <div className="card error-panel community-not-found" role="alert">
      <Icon name="compass" size={28} />
      <h1>{COMMUNITY_NOT_FOUND}</h1>
      <p>
        There is no community at c/{slug}, or it is a private community you are not a member of. Private communities are
        joined through an invite link from one of their members.
      </p>
      <div className="button-row">
        <Link to="/explore" className="button button-primary">
          Explore communities
        </Link>
        {signedIn ? (
          <Link to="/explore?createCommunity=true" className="button">
            Create a community
          </Link>
        ) : (
          <Link to={authPathWithReturn('/login', `/c/${slug}`)} className="button">
            Log In
          </Link>
        )}
      </div>
    </div>
  );
}

function CommunitySkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading the community…</span>
      <div className="card skeleton-card" aria-hidden="true">
        <div className="skeleton-line skeleton-title" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-short" />
      </div>
      <FeedSkeleton />
    </div>
  );
}
