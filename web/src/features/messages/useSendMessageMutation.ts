import { graphql, useMutation } from 'react-relay';
import type { useSendMessageMutation as Operation } from './__generated__/useSendMessageMutation.graphql';

/**
 * Sends a message; its edge goes at the end of the open thread (the live event that follows
 * for the same message is recognised as already there) and the list entry gets the new
 * last message.
 */
export function useSendMessageMutation() {
  return useMutation<Operation>(graphql`
    mutation useSendMessageMutation($input: SendMessageInput!, $connections: [ID!]!) {
      sendMessage(input: $input) {
        message {
          id
          messageId
        }
        messageEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            messageId
            createdAt
            isOwn
            sender {
              id
            }
            ...MessageItem_message
          }
        }
        conversation {
          id
          ...ConversationListItem_conversation
        }
      }
    }
  `);
}
