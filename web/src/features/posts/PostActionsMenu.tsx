// The post's user-actions menu (content spec §2, §6): Edit (author), Delete (author, admin,
// godmin), Pin/Unpin (admin, godmin) and Copy link in the feed; Share, Edit and Delete on
// the post page. On a community's page its owner and moderators also pin a post there and
// remove it (with a reason). 'Message author' (not on one's own posts; guests go to /register) starts the
// conversation with the author and opens it. The author's items of the one user-actions menu
// (moderation/useUserActions.tsx) follow: Report post, Report user, Mute, Block, and for admins
// Issue Warning and Ban User. Every feed card has this menu: the items' code (and the dialogs)
// loads when a menu is first opened (OpenedPostActionsMenu); until then it is drawn closed.
import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ClosedActionMenu } from '../../ui/ActionMenuButton';
import type { PostActionsMenu_post$key } from './__generated__/PostActionsMenu_post.graphql';
import { lazyPart } from '../../ui/lazyPart';

const OpenedPostActionsMenu = lazyPart(() => import('./OpenedPostActionsMenu').then((m) => m.OpenedPostActionsMenu));

export function PostActionsMenu({
  post,
  where,
  onDeleted,
  onAuthorBlocked,
  communityModeration = false,
}: {
  post: PostActionsMenu_post$key;
  where: 'feed' | 'page';
  onDeleted?: () => void;
  /** After the viewer blocked the author (the post page leaves: the post is no longer theirs to see). */
  onAuthorBlocked?: () => void;
  /** The viewer runs the community whose page this is: pin there and remove from it. */
  communityModeration?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment PostActionsMenu_post on Post {
        id
        title
        path
        excerpt(length: 150)
        isPinned
        isPinnedInCommunity
        viewerCanEdit
        viewerCanDelete
        viewerCanPin
        author {
          userId
          username
          viewerHasBlocked
          ...useUserActions_user
        }
      }
    `,
    post,
  );
  const [opened, setOpened] = useState(false);
  // Blocked from this menu or from one of their comments: the post page leaves.
  const authorBlocked = data.author?.viewerHasBlocked ?? false;
  const leftFor = useRef(false);
  useEffect(() => {
    if (where !== 'page' || !authorBlocked || leftFor.current) return;
    leftFor.current = true;
    onAuthorBlocked?.();
  }, [where, authorBlocked, onAuthorBlocked]);

  const label = `More actions for “${data.title}”`;
  const closed = <ClosedActionMenu label={label} onOpen={() => setOpened(true)} />;
  if (!opened) return closed;
  return (
    <Suspense fallback={closed}>
      <OpenedPostActionsMenu post={data} label={label} where={where} onDeleted={onDeleted} communityModeration={communityModeration} />
    </Suspense>
  );
}
