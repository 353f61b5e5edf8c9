import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import type { useRemoveModeratorMutation as Operation } from './__generated__/useRemoveModeratorMutation.graphql';
import { setMemberRole } from './memberRole';

/** The owner makes a moderator a plain member again (optimistic in the members list, reverted on failure). */
export function useRemoveModeratorMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useRemoveModeratorMutation($input: CommunityModeratorInput!) {
      removeModerator(input: $input) {
        member {
          role
          user {
            id
          }
        }
      }
    }
  `);
  const change = useCallback(
    (member: { communityId: string; userId: string; connectionId: string }) =>
      commit({
        variables: { input: { communityId: member.communityId, userId: member.userId } },
        optimisticUpdater: (store) => setMemberRole(store, member.connectionId, member.userId, 'MEMBER'),
        updater: (store) => setMemberRole(store, member.connectionId, member.userId, 'MEMBER'),
        onError: (error) => void showToast(userMessage(error, 'Failed to remove moderator'), 'error'),
      }),
    [commit],
  );
  return [change, inFlight] as const;
}
