import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useConversationUpdatedSubscription as Operation } from './__generated__/useConversationUpdatedSubscription.graphql';
import { insertNodeOnce } from './connectionEdges';

export const CONVERSATION_LIST_CONNECTION = 'ConversationList_conversations';

const subscription = graphql`
  subscription useConversationUpdatedSubscription {
    conversationUpdated {
      id
      lastMessage {
        id
      }
      ...ConversationListItem_conversation
    }
  }
`;

/**
 * Keeps /messages live: any of the viewer's conversations that changed (a new message, read
 * elsewhere, a conversation someone started with the viewer) is updated in place, and one
 * the list does not hold yet is added (the list orders itself by latest activity).
 */
export function useConversationUpdatedSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<Operation>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const conversation = store.getRootField('conversationUpdated');
        if (!conversation) return;
        const connection = ConnectionHandler.getConnection(store.getRoot(), CONVERSATION_LIST_CONNECTION);
        // A conversation the viewer deleted for themself has nothing to show until a new message.
        if (!connection || !conversation.getLinkedRecord('lastMessage')) return;
        insertNodeOnce(store, connection, conversation, 'QueryConversationsConnectionEdge', 'start');
      },
      // A dropped socket is retried by the shared client (and the list refetched on reconnect).
      onError: () => undefined,
    }),
    [],
  );
  useSubscription<Operation>(config);
}
