// An open conversation (/messages/:conversationId): header with the other member and
// 'Delete conversation' (for the viewer only, confirmed, back to /messages), the thread and
// the composer. It marks the conversation read when opened, when a message arrives while
// the tab is visible, and when the tab becomes visible with unread messages; it follows new
// and deleted messages live and reloads the newest page after a reconnect.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from '../../routing';
import type { IEnvironment } from 'relay-runtime';
import { userMessage } from '../../relay/errors';
import { Avatar } from '../../ui/Avatar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageIcon } from '../../ui/PageIcon';
import { usePageTitle } from '../../ui/PageFrame';
import { showToast } from '../../ui/toastStore';
import { applyUnreadCounts } from '../notifications/unreadCountsStore';
import type { ConversationView_conversation$key } from './__generated__/ConversationView_conversation.graphql';
import ConversationThreadPaginationQueryNode, {
  type ConversationThreadPaginationQuery,
} from './__generated__/ConversationThreadPaginationQuery.graphql';
import { ConversationThread } from './ConversationThread';
import { DELETED_MEMBER } from './ConversationListItem';
import { MESSAGES_PAGE_SIZE } from './messagePages';
import { useConversationMessageEventsSubscription, type MessageEvent } from './useConversationMessageEventsSubscription';
import { deleteConversationUpdater, useDeleteConversationMutation } from './useDeleteConversationMutation';
import { useMarkConversationReadMutation } from './useMarkConversationReadMutation';
import { useRefetchOnReconnect } from './useRefetchOnReconnect';

export const DELETE_CONVERSATION_FAILED = 'Failed to delete conversation. Please try again.';

/** Conversations already shown in an environment: opened again, their newest page is reloaded. */
const shownIn = new WeakMap<IEnvironment, Set<string>>();

export function ConversationView({ conversation, onLeaving }: { conversation: ConversationView_conversation$key; onLeaving: () => void }) {
  const data = useFragment(
    graphql`
      fragment ConversationView_conversation on Conversation @argumentDefinitions(count: { type: "Int", defaultValue: 30 }) {
        id
        conversationId
        unreadCount
        otherParticipant {
          id
          userId
          username
          displayName
          avatarColor
        }
        ...ConversationThread_conversation @arguments(count: $count)
      }
    `,
    conversation,
  );
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const other = data.otherParticipant;
  const name = other?.displayName ?? DELETED_MEMBER;
  usePageTitle(`Messages with ${name}`);
  const conversationId = data.id;

  // ── Read state ──
  const [commitRead] = useMarkConversationReadMutation();
  const reading = useRef(false);
  const readAgain = useRef(false);
  const markRead = useCallback(() => {
    if (reading.current) {
      readAgain.current = true;
      return;
    }
    reading.current = true;
    const done = () => {
      reading.current = false;
      if (readAgain.current) {
        readAgain.current = false;
        markRead();
      }
    };
    commitRead({
      variables: { input: { conversationId } },
      onCompleted: (response) => {
        applyUnreadCounts(response.markConversationRead?.unreadCounts);
        done();
      },
      onError: () => {
        readAgain.current = false;
        done();
      },
    });
  }, [commitRead, conversationId]);

  const unreadRef = useRef(data.unreadCount);
  unreadRef.current = data.unreadCount;

  useEffect(() => {
    if (document.visibilityState === 'visible') markRead();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && unreadRef.current > 0) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  // ── Live messages ──
  const onEvent = useCallback(
    (event: MessageEvent) => {
      if (event.kind === 'ADDED' && !event.isOwn && document.visibilityState === 'visible') markRead();
    },
    [markRead],
  );
  useConversationMessageEventsSubscription(conversationId, onEvent);

  const refetchNewest = useCallback(() => {
    fetchQuery<ConversationThreadPaginationQuery>(
      environment,
      ConversationThreadPaginationQueryNode,
      { id: conversationId, count: MESSAGES_PAGE_SIZE },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      complete: () => {
        if (document.visibilityState === 'visible') markRead();
      },
      error: () => undefined,
    });
  }, [environment, conversationId, markRead]);
  useRefetchOnReconnect(refetchNewest);

  useEffect(() => {
    let shown = shownIn.get(environment);
    if (!shown) shownIn.set(environment, (shown = new Set()));
    if (shown.has(conversationId)) refetchNewest();
    else shown.add(conversationId);
    // Only when the page opens (or another conversation opens in it), not when refetchNewest changes.
  }, [environment, conversationId]); // refetchNewest left out on purpose

  // ── Delete for oneself ──
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [commitDelete, deleting] = useDeleteConversationMutation();
  const remove = () => {
    setDeleteError(null);
    commitDelete({
      variables: { input: { conversationId } },
      updater: deleteConversationUpdater,
      onCompleted: (response) => {
        applyUnreadCounts(response.deleteConversation?.unreadCounts);
        onLeaving();
        setConfirmDelete(false);
        showToast('Conversation deleted', 'success');
        navigate('/messages', { replace: true });
      },
      onError: (error) => setDeleteError(userMessage(error, DELETE_CONVERSATION_FAILED)),
    });
  };

  return (
    <section className="card conversation-view" aria-labelledby="conversation-title">
      <header className="conversation-header">
        <Link to="/messages" className="icon-button" aria-label="Back to messages">
          <PageIcon name="arrowLeft" />
        </Link>
        <Avatar name={name} color={other?.avatarColor} size={40} />
        <div className="conversation-header-name">
          <h1 id="conversation-title">{name}</h1>
          {other?.username ? <p className="muted">@{other.username}</p> : null}
        </div>
        <button
          type="button"
          className="button button-small button-ghost conversation-delete"
          onClick={() => {
            setDeleteError(null);
            setConfirmDelete(true);
          }}
        >
          <PageIcon name="trash" size={16} />
          <span className="conversation-delete-label">Delete conversation</span>
        </button>
      </header>
      <ConversationThread conversation={data} otherName={name} canSend={other != null} />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete conversation?"
        confirmLabel="Delete conversation"
        busyLabel="Deleting…"
        tone="danger"
        busy={deleting}
        error={deleteError}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>
          The messages disappear from your inbox only; {name} keeps their copy. If either of you writes again, the
          conversation comes back with the new messages only.
        </p>
      </ConfirmDialog>
    </section>
  );
}
