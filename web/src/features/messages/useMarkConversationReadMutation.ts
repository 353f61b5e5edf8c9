import { graphql, useMutation } from 'react-relay';
import type { useMarkConversationReadMutation as Operation } from './__generated__/useMarkConversationReadMutation.graphql';

/**
 * Marks the viewer's messages of one conversation read. The answer carries the new unread
 * counts (hand them to the badges with applyUnreadCounts; the unreadCountsChanged push
 * brings the same numbers to the viewer's other tabs).
 */
export function useMarkConversationReadMutation() {
  return useMutation<Operation>(graphql`
    mutation useMarkConversationReadMutation($input: MarkConversationReadInput!) {
      markConversationRead(input: $input) {
        conversation {
          id
          unreadCount
        }
        unreadCounts {
          messages
          notificationsUnseen
          notificationsUnread
        }
      }
    }
  `);
}
