// The post's user-actions menu (content spec §2, §6): Edit (author), Delete (author, admin,
// godmin), Pin/Unpin (admin, godmin) and Copy link in the feed; Share, Edit and Delete on
// the post page. On a community's page its owner and moderators also pin a post there and
// remove it (with a reason). 'Message author' (not on one's own posts; guests go to /register) starts the
// conversation with the author and opens it. The author's items of the one user-actions menu
// (moderation/useUserActions.tsx) follow: Report post, Report user, Mute, Block, and for admins
// Issue Warning and Ban User.
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ActionMenu, type ActionMenuItem } from '../../ui/ActionMenu';
import { lazyDialog } from '../../ui/lazyDialog';
import type { PostActionsMenu_post$key } from './__generated__/PostActionsMenu_post.graphql';
import { canOfferMessage, useMessageMember } from '../messages/useMessageMember';
import { usePinCommunityPostMutation } from '../communities/usePinCommunityPostMutation';
import { copyPostLink } from './shareLink';
import { usePinPostMutation } from './usePinPostMutation';
import { useUserActions } from '../moderation/useUserActions';

const EditPostDialog = lazyDialog(() => import('./EditPostDialog').then((m) => m.EditPostDialog));
const DeletePostDialog = lazyDialog(() => import('./DeletePostDialog').then((m) => m.DeletePostDialog));
const RemoveCommunityPostDialog = lazyDialog(() => import('../communities/RemoveCommunityPostDialog').then((m) => m.RemoveCommunityPostDialog));

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
        contentText
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
        ...EditPostDialog_post
      }
    `,
    post,
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [pin, pinning] = usePinPostMutation();
  const [pinInCommunity, pinningInCommunity] = usePinCommunityPostMutation();
  const { messageMember, starting, viewerUserId } = useMessageMember();
  const member = useUserActions(data.author, { content: { postId: data.id } });
  // Blocked from this menu or from one of their comments: the post page leaves.
  const authorBlocked = data.author?.viewerHasBlocked ?? false;
  const leftFor = useRef(false);
  useEffect(() => {
    if (where !== 'page' || !authorBlocked || leftFor.current) return;
    leftFor.current = true;
    onAuthorBlocked?.();
  }, [where, authorBlocked, onAuthorBlocked]);

  const items: ActionMenuItem[] = [];
  const author = data.author;
  if (canOfferMessage(author, viewerUserId)) {
    items.push({ key: 'message', label: 'Message author', icon: 'message', onSelect: () => messageMember(author.username), disabled: starting });
  }
  if (where === 'page') items.push({ key: 'share', label: 'Share post', icon: 'share', onSelect: () => void copyPostLink(data.path) });
  if (data.viewerCanEdit) items.push({ key: 'edit', label: 'Edit post', icon: 'edit', onSelect: () => setEditing(true) });
  if (data.viewerCanDelete) items.push({ key: 'delete', label: 'Delete post', icon: 'trash', tone: 'danger', onSelect: () => setDeleting(true) });
  if (where === 'feed' && data.viewerCanPin) {
    items.push({ key: 'pin', label: data.isPinned ? 'Unpin post' : 'Pin post', icon: 'pin', onSelect: () => void pin(data.id, !data.isPinned), disabled: pinning });
  }
  if (communityModeration) {
    items.push({
      key: 'community-pin',
      label: data.isPinnedInCommunity ? 'Unpin from community' : 'Pin in community',
      icon: 'pin',
      onSelect: () => void pinInCommunity(data.id, !data.isPinnedInCommunity),
      disabled: pinningInCommunity,
    });
    items.push({ key: 'community-remove', label: 'Remove from community', icon: 'trash', tone: 'danger', onSelect: () => setRemoving(true) });
  }
  if (where === 'feed') items.push({ key: 'copy', label: 'Copy link', icon: 'link', onSelect: () => void copyPostLink(data.path) });
  items.push(...member.items);

  return (
    <>
      <ActionMenu label={`More actions for “${data.title}”`} title="Post actions" items={items} />
      <EditPostDialog post={data} open={editing} onClose={() => setEditing(false)} />
      <DeletePostDialog
        open={deleting}
        postId={data.id}
        preview={data.contentText || data.title}
        where={where}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
      {member.dialogs}
      {communityModeration ? <RemoveCommunityPostDialog open={removing} postId={data.id} title={data.title} onClose={() => setRemoving(false)} /> : null}
    </>
  );
}
