// Block / unblock / mute / unmute a member (content spec §8 "User actions"). Each commit is
// optimistic (the member's viewerHasBlocked / viewerHasMuted in the Relay store, so their posts
// and comments leave the screen at once, and the block/mute cache of spec §4), reverted by Relay
// on failure. Toasts: the outcome, or the spec's messages: 'User is already blocked.' and the like
// from the server, 'Service temporarily unavailable. Please try again later.' when the service
// is down or unreachable, else the server's message or 'Failed to {action} user'.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { errorCode, errorStatus, isNetworkError, userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import type { useUserRelationToggleBlockMutation } from './__generated__/useUserRelationToggleBlockMutation.graphql';
import type { useUserRelationToggleMuteMutation } from './__generated__/useUserRelationToggleMuteMutation.graphql';
import type { useUserRelationToggleUnblockMutation } from './__generated__/useUserRelationToggleUnblockMutation.graphql';
import type { useUserRelationToggleUnmuteMutation } from './__generated__/useUserRelationToggleUnmuteMutation.graphql';
import { userRelations, type RelationKind } from './userRelations';

export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';

export type RelationAction = 'block' | 'unblock' | 'mute' | 'unmute';

/** The toast for a failed action (spec §8 "User actions"). */
export function relationErrorMessage(error: unknown, action: RelationAction): string {
  if (isNetworkError(error) || errorCode(error) === 'SERVICE_UNAVAILABLE' || errorStatus(error) === 503) return SERVICE_UNAVAILABLE;
  return userMessage(error, `Failed to ${action} user`);
}

/** The toast after it worked. */
export function relationDoneMessage(action: RelationAction, username: string | null | undefined): string {
  const who = username ? `@${username}` : 'This member';
  switch (action) {
    case 'block':
      return `${who} is blocked. You won't see their posts or comments, and you can't message each other.`;
    case 'unblock':
      return `${who} is unblocked.`;
    case 'mute':
      return `${who} is muted. You won't see their posts, comments or notifications.`;
    case 'unmute':
      return `${who} is unmuted.`;
  }
}

const blockMutation = graphql`
  mutation useUserRelationToggleBlockMutation($input: BlockUserInput!) {
    blockUser(input: $input) {
      user {
        id
        viewerHasBlocked
      }
    }
  }
`;
const unblockMutation = graphql`
  mutation useUserRelationToggleUnblockMutation($input: UserRelationInput!) {
    unblockUser(input: $input) {
      user {
        id
        viewerHasBlocked
      }
    }
  }
`;
const muteMutation = graphql`
  mutation useUserRelationToggleMuteMutation($input: UserRelationInput!) {
    muteUser(input: $input) {
      user {
        id
        viewerHasMuted
      }
    }
  }
`;
const unmuteMutation = graphql`
  mutation useUserRelationToggleUnmuteMutation($input: UserRelationInput!) {
    unmuteUser(input: $input) {
      user {
        id
        viewerHasMuted
      }
    }
  }
`;

export interface RelationTarget {
  /** The member's User global id. */
  id: string;
  username: string | null | undefined;
}

/** toggle(target, 'block' | 'unblock' | 'mute' | 'unmute', onDone?) and whether one is in flight. */
export function useUserRelationToggle(): { toggle: (target: RelationTarget, action: RelationAction, onDone?: () => void) => void; busy: boolean } {
  const [commitBlock, blocking] = useMutation<useUserRelationToggleBlockMutation>(blockMutation);
  const [commitUnblock, unblocking] = useMutation<useUserRelationToggleUnblockMutation>(unblockMutation);
  const [commitMute, muting] = useMutation<useUserRelationToggleMuteMutation>(muteMutation);
  const [commitUnmute, unmuting] = useMutation<useUserRelationToggleUnmuteMutation>(unmuteMutation);

  const toggle = useCallback(
    (target: RelationTarget, action: RelationAction, onDone?: () => void) => {
      const kind: RelationKind = action === 'block' || action === 'unblock' ? 'block' : 'mute';
      const value = action === 'block' || action === 'mute';
      const before = userRelations.peek(target.id);
      userRelations.set(target.id, kind, value);
      const onCompleted = () => {
        showToast(relationDoneMessage(action, target.username), 'success');
        onDone?.();
      };
      const onError = (error: Error) => {
        // Back to what it was (Relay reverts the store itself).
        userRelations.set(target.id, kind, before ? (kind === 'block' ? before.blocked : before.muted) : !value);
        showToast(relationErrorMessage(error, action), 'error');
      };
      const input = { userId: target.id };
      if (action === 'block') {
        commitBlock({ variables: { input }, optimisticResponse: { blockUser: { user: { id: target.id, viewerHasBlocked: true } } }, onCompleted, onError });
      } else if (action === 'unblock') {
        commitUnblock({ variables: { input }, optimisticResponse: { unblockUser: { user: { id: target.id, viewerHasBlocked: false } } }, onCompleted, onError });
      } else if (action === 'mute') {
        commitMute({ variables: { input }, optimisticResponse: { muteUser: { user: { id: target.id, viewerHasMuted: true } } }, onCompleted, onError });
      } else {
        commitUnmute({ variables: { input }, optimisticResponse: { unmuteUser: { user: { id: target.id, viewerHasMuted: false } } }, onCompleted, onError });
      }
    },
    [commitBlock, commitUnblock, commitMute, commitUnmute],
  );
  return { toggle, busy: blocking || unblocking || muting || unmuting };
}
