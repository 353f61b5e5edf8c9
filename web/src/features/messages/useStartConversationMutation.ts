import { graphql, useMutation } from 'react-relay';
import type { useStartConversationMutation as Operation } from './__generated__/useStartConversationMutation.graphql';

/** Starts (or finds the existing) conversation with a member, by username. */
export function useStartConversationMutation() {
  return useMutation<Operation>(graphql`
    mutation useStartConversationMutation($input: StartConversationInput!) {
      startConversation(input: $input) {
        conversation {
          id
          conversationId
          ...ConversationListItem_conversation
        }
      }
    }
  `);
}
