import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useDeleteConversationMutation as Operation } from './__generated__/useDeleteConversationMutation.graphql';
import { CONVERSATION_LIST_CONNECTION } from './useConversationUpdatedSubscription';

/**
 * After deleting a conversation for oneself: it leaves the list and its cached thread is
 * marked stale (opened again, it is loaded from the server, without the hidden messages).
 * The record itself stays until the page has moved on, so the open page does not flash
 * 'not found'.
 */
export function deleteConversationUpdater(store: RecordSourceSelectorProxy): void {
  const deletedId = store.getRootField('deleteConversation')?.getValue('deletedConversationId');
  if (typeof deletedId !== 'string') return;
  const list = ConnectionHandler.getConnection(store.getRoot(), CONVERSATION_LIST_CONNECTION);
  if (list) ConnectionHandler.deleteNode(list, deletedId);
  store.get(deletedId)?.invalidateRecord();
}

/**
 * Deletes a conversation for the viewer only; the other member keeps it. A later message
 * brings it back with only the newer messages.
 */
export function useDeleteConversationMutation() {
  return useMutation<Operation>(graphql`
    mutation useDeleteConversationMutation($input: DeleteConversationInput!) {
      deleteConversation(input: $input) {
        deletedConversationId
        unreadCounts {
          messages
          notificationsUnseen
          notificationsUnread
        }
      }
    }
  `);
}
