import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import type { useAppointModeratorMutation as Operation } from './__generated__/useAppointModeratorMutation.graphql';
import { setMemberRole } from './memberRole';

/** The owner makes a member a moderator (optimistic in the members list, reverted on failure). */
export function useAppointModeratorMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useAppointModeratorMutation($input: CommunityModeratorInput!) {
      appointModerator(input: $input) {
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
        optimisticUpdater: (store) => setMemberRole(store, member.connectionId, member.userId, 'MODERATOR'),
        updater: (store) => setMemberRole(store, member.connectionId, member.userId, 'MODERATOR'),
        onError: (error) => void showToast(userMessage(error, 'Failed to appoint moderator'), 'error'),
      }),
    [commit],
  );
  return [change, inFlight] as const;
}
