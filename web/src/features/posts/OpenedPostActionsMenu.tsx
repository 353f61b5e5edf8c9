// The post's actions menu once it has been opened (PostActionsMenu shows it closed until then): the
// items of content spec §2 and §6 with what they need to run (the member's user actions, messaging,
// pinning) and the dialogs they open. It stays mounted, closed, after its first opening.
import { useState } from 'react';
import { ActionMenu, type ActionMenuItem } from '../../ui/ActionMenu';
import { lazyDialog } from '../../ui/lazyDialog';
import type { PostActionsMenu_post$data } from './__generated__/PostActionsMenu_post.graphql';
import { canOfferMessage, useMessageMember } from '../messages/useMessageMember';
import { usePinCommunityPostMutation } from '../communities/usePinCommunityPostMutation';
import { copyPostLink } from './shareLink';
import { usePinPostMutation } from './usePinPostMutation';
import { useUserActions } from '../moderation/useUserActions';

const EditPostDialog = lazyDialog(() => import('./EditPostDialog').then((m) => m.EditPostDialog));
const DeletePostDialog = lazyDialog(() => import('./DeletePostDialog').then((m) => m.DeletePostDialog));
const RemoveCommunityPostDialog = lazyDialog(() => import('../communities/RemoveCommunityPostDialog').then((m) => m.RemoveCommunityPostDialog));

export function OpenedPostActionsMenu({
  post: data,
  label,
  where,
  onDeleted,
  communityModeration,
}: {
  post: PostActionsMenu_post$data;
  label: string;
  where: 'feed' | 'page';
  onDeleted?: () => void;
  communityModeration: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [pin, pinning] = usePinPostMutation();
  const [pinInCommunity, pinningInCommunity] = usePinCommunityPostMutation();
  const { messageMember, starting, viewerUserId } = useMessageMember();
  const member = useUserActions(data.author, { content: { postId: data.id } });

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
      <ActionMenu label={label} title="Post actions" items={items} defaultOpen />
      <EditPostDialog postId={data.id} open={editing} onClose={() => setEditing(false)} />
      <DeletePostDialog
        open={deleting}
        postId={data.id}
        preview={data.excerpt || data.title}
        where={where}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
      {member.dialogs}
      {communityModeration ? <RemoveCommunityPostDialog open={removing} postId={data.id} title={data.title} onClose={() => setRemoving(false)} /> : null}
    </>
  );
}
