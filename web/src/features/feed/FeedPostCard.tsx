// A post in the feed (content spec §2 'Feed post card'): author, community, relative time,
// title (link to the post), a 2-line preview of 150 characters, tags (links to /?tag=),
// vote control, comment count, save, share, pinned marker and the user-actions menu; a
// hot-post banner behind its flag; the welcome and start-here posts can be hidden; the poll
// block for polls. On a community's page the card leaves out the community, marks the posts
// pinned there, and offers its owner and moderators their actions.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { communityPath } from '../communities/communityAddresses';
import { PollBlock } from '../polls/PollBlock';
import { PostActionsMenu } from '../posts/PostActionsMenu';
import { PostVoteControl } from '../posts/PostVoteControl';
import { RelativeTime } from '../posts/RelativeTime';
import { SavePostButton } from '../posts/SavePostButton';
import { ShareButton } from '../posts/ShareButton';
import { isHotPost, tagHref } from '../posts/postRules';
import { useNow } from '../posts/useNow';
import type { FeedPostCard_post$key } from './__generated__/FeedPostCard_post.graphql';

export type WelcomeKind = 'welcome' | 'startHere';

export function FeedPostCard({
  post,
  hotPostBanner,
  onHideWelcome,
  inCommunity,
}: {
  post: FeedPostCard_post$key;
  hotPostBanner: boolean;
  onHideWelcome?: (kind: WelcomeKind, postId: string) => void;
  /** Shown on its community's page; canModerate: the viewer runs that community. */
  inCommunity?: { canModerate: boolean };
}) {
  const data = useFragment(
    graphql`
      fragment FeedPostCard_post on Post {
        id
        title
        path
        excerpt(length: 150)
        postType
        status
        tags
        isPinned
        isPinnedInCommunity
        isWelcome
        isStartHere
        score
        commentCount
        createdAt
        author {
          displayName
          username
          avatarColor
          viewerHasBlocked
          viewerHasMuted
        }
        community {
          slug
          displayName
          icon
          isPrivate
        }
        ...PostVoteControl_post
        ...SavePostButton_post
        ...PostActionsMenu_post
        ...PollBlock_post
      }
    `,
    post,
  );
  const titleId = useId();
  const now = useNow();
  const hot = hotPostBanner && isHotPost(data, Math.max(now, Date.now() - 1000));
  const welcomeKind: WelcomeKind | null = data.isWelcome ? 'welcome' : data.isStartHere ? 'startHere' : null;
  const pinned = data.isPinned || (inCommunity !== undefined && data.isPinnedInCommunity);
  const community = inCommunity ? null : data.community;
  // Blocked or muted just now (the server leaves them out of every later list).
  if (data.author?.viewerHasBlocked || data.author?.viewerHasMuted) return null;

  return (
    <article className={`card post-card${pinned ? ' post-card-pinned' : ''}`} aria-labelledby={titleId}>
      {hot ? (
        <p className="hot-banner">
          <Icon name="flame" size={16} /> Hot right now
        </p>
      ) : null}
      <header className="post-card-head">
        <Avatar name={data.author.displayName} color={data.author.avatarColor} size={36} />
        <div className="post-card-byline">
          <span className="post-author">
            <span className="post-author-name">{data.author.displayName}</span>
            {data.author.username ? <span className="muted"> @{data.author.username}</span> : null}
          </span>
          <span className="post-meta muted">
            {community ? (
              <>
                <Link to={communityPath(community)} className="post-community">
                  {community.icon ? <span aria-hidden="true">{community.icon} </span> : null}
                  {community.displayName}
                </Link>
                <span aria-hidden="true"> · </span>
              </>
            ) : null}
            <RelativeTime value={data.createdAt} />
          </span>
        </div>
        <div className="post-card-flags">
          {pinned ? (
            <span className="pill pill-pinned">
              <Icon name="pin" size={14} /> Pinned
            </span>
          ) : null}
          {data.postType === 'POLL' ? <span className="pill">Poll</span> : null}
          {data.status === 'PENDING_REVIEW' ? <span className="pill pill-warning">Pending review</span> : null}
        </div>
        <PostActionsMenu post={data} where="feed" communityModeration={inCommunity?.canModerate ?? false} />
      </header>

      <h2 className="post-card-title" id={titleId}>
        <Link to={data.path}>{data.title}</Link>
      </h2>
      {data.excerpt && data.postType !== 'POLL' ? <p className="post-card-excerpt">{data.excerpt}</p> : null}
      {data.postType === 'POLL' ? <PollBlock post={data} variant="card" /> : null}

      {data.tags.length > 0 ? (
        <ul className="tag-list" aria-label="Tags">
          {data.tags.map((tag) => (
            <li key={tag}>
              <Link to={tagHref(tag)} className="tag-chip">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      <footer className="post-card-actions">
        <PostVoteControl post={data} title={data.title} />
        <Link to={`${data.path}#comments`} className="post-action" aria-label={`${data.commentCount} comment${data.commentCount === 1 ? '' : 's'}`}>
          <Icon name="comment" size={18} />
          <span aria-hidden="true">{data.commentCount}</span>
        </Link>
        <SavePostButton post={data} />
        <ShareButton post={data} />
        {welcomeKind && onHideWelcome ? (
          <button type="button" className="link-button post-card-hide" onClick={() => onHideWelcome(welcomeKind, data.id)}>
            {welcomeKind === 'welcome' ? 'Hide welcome post' : 'Hide start-here post'}
          </button>
        ) : null}
      </footer>
    </article>
  );
}
