import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  MessageEventKind,
  useConversationMessageEventsSubscription as Operation,
} from './__generated__/useConversationMessageEventsSubscription.graphql';
import { insertNodeOnce } from './connectionEdges';

export const THREAD_CONNECTION = 'ConversationThread_messages';

const subscription = graphql`
  subscription useConversationMessageEventsSubscription($conversationId: ID!) {
    conversationMessageEvents(conversationId: $conversationId) {
      kind
      message {
        id
        messageId
        createdAt
        isOwn
        sender {
          id
        }
        ...MessageItem_message
      }
      conversation {
        id
        unreadCount
        ...ConversationListItem_conversation
      }
    }
  }
`;

export interface MessageEvent {
  kind: MessageEventKind;
  isOwn: boolean;
  unreadCount: number;
}

/**
 * Live messages of one open conversation: new ones are appended to the thread, deleted ones
 * turn into 'Message deleted' (the record changes in place). Ends by itself when the viewer
 * leaves the conversation or signs out.
 */
export function useConversationMessageEventsSubscription(conversationId: string, onEvent: (event: MessageEvent) => void): void {
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const config = useMemo<GraphQLSubscriptionConfig<Operation>>(
    () => ({
      subscription,
      variables: { conversationId },
      updater: (store, data) => {
        if (data?.conversationMessageEvents?.kind !== 'ADDED') return;
        const message = store.getRootField('conversationMessageEvents')?.getLinkedRecord('message');
        const conversation = store.get(conversationId);
        if (!message || !conversation) return;
        const connection = ConnectionHandler.getConnection(conversation, THREAD_CONNECTION);
        if (connection) insertNodeOnce(store, connection, message, 'ConversationMessagesConnectionEdge', 'end');
      },
      onNext: (response) => {
        const event = response?.conversationMessageEvents;
        if (!event) return;
        onEventRef.current({ kind: event.kind, isOwn: event.message.isOwn, unreadCount: event.conversation.unreadCount });
      },
      onError: () => undefined,
    }),
    [conversationId],
  );
  useSubscription<Operation>(config);
}
