// A conversation's messages, oldest at the top. It opens at the newest message; scrolling to
// the top loads older ones (30 at a time) without moving what is on screen. New messages
// (live or just sent) scroll into view when the reader is at the bottom, or always for the
// reader's own. The composer sits under the thread.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useNow } from '../posts/useNow';
import type { ConversationThread_conversation$key } from './__generated__/ConversationThread_conversation.graphql';
import type { ConversationThreadPaginationQuery } from './__generated__/ConversationThreadPaginationQuery.graphql';
import { MessageComposer } from './MessageComposer';
import { MessageItem } from './MessageItem';
import { MESSAGES_PAGE_SIZE } from './messagePages';
import { dayLabel, groupThread } from './messageRules';

/** Older messages start loading when the reader is this close to the top. */
const TOP_THRESHOLD_PX = 120;
/** The reader counts as 'at the bottom' within this distance. */
const BOTTOM_THRESHOLD_PX = 120;

export function ConversationThread({
  conversation,
  otherName,
  canSend,
}: {
  conversation: ConversationThread_conversation$key;
  otherName: string;
  /** False when the other member's account is gone. */
  canSend: boolean;
}) {
  const { data, loadPrevious, hasPrevious, isLoadingPrevious } = usePaginationFragment<
    ConversationThreadPaginationQuery,
    ConversationThread_conversation$key
  >(
    graphql`
      fragment ConversationThread_conversation on Conversation
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" })
      @refetchable(queryName: "ConversationThreadPaginationQuery") {
        id
        messages(last: $count, before: $cursor) @connection(key: "ConversationThread_messages") {
          __id
          edges {
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
        }
      }
    `,
    conversation,
  );
  const now = useNow();
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstId: string | undefined; lastId: string | undefined; scrollHeight: number } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const connectionId = data.messages.__id;

  const messages = useMemo(
    () =>
      data.messages.edges
        .map((edge) => edge?.node)
        .filter((node): node is NonNullable<typeof node> => node != null)
        .map((node) => ({ ...node, senderKey: node.isOwn ? 'me' : (node.sender?.id ?? null) })),
    [data.messages.edges],
  );
  const days = useMemo(() => groupThread(messages), [messages]);
  const ordered = days.flatMap((day) => day.groups.flatMap((group) => group.messages));
  const firstId = ordered[0]?.id;
  const last = ordered[ordered.length - 1];
  const lastId = last?.id;
  const lastIsOwn = last?.isOwn ?? false;

  // Keep the view where the reader expects it after every change of the list.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const before = previous.current;
    if (!before) {
      el.scrollTop = el.scrollHeight;
    } else if (before.firstId !== firstId && before.lastId === lastId) {
      // Older messages went in above: keep the same messages on screen.
      el.scrollTop += el.scrollHeight - before.scrollHeight;
    } else if (before.lastId !== lastId && (atBottom.current || lastIsOwn)) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { firstId, lastId, scrollHeight: el.scrollHeight };
  });

  const loadOlder = useCallback(() => {
    if (!hasPrevious || isLoadingPrevious) return;
    setLoadError(null);
    loadPrevious(MESSAGES_PAGE_SIZE, {
      onComplete: (error) => (error ? setLoadError(userMessage(error, 'Could not load older messages.')) : undefined),
    });
  }, [hasPrevious, isLoadingPrevious, loadPrevious]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_THRESHOLD_PX;
    if (el.scrollTop < TOP_THRESHOLD_PX && loadError == null) loadOlder();
  };

  return (
    <>
    <div ref={scrollRef} className="thread-scroll" onScroll={onScroll} data-testid="message-thread">
      {hasPrevious ? (
        <div className="thread-older">
          {isLoadingPrevious ? (
            <Spinner label="Loading older messages…" />
          ) : (
            <button type="button" className="button button-small" onClick={loadOlder}>
              Load older messages
            </button>
          )}
        </div>
      ) : ordered.length > 0 ? (
        <p className="thread-start muted">This is the beginning of your conversation with {otherName}.</p>
      ) : null}
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {ordered.length === 0 ? (
        <p className="thread-empty muted">No messages yet. Say hello to {otherName}.</p>
      ) : (
        <ol className="thread" aria-label={`Messages with ${otherName}`}>
          {days.map((day) => (
            <li key={day.day} className="thread-day">
              <p className="thread-day-label">
                <span>{dayLabel(day.day, new Date(now))}</span>
              </p>
              {day.groups.map((group) => (
                <ol key={group.key} className={`message-group${group.senderKey === 'me' ? ' message-group-own' : ''}`}>
                  {group.messages.map((message) => (
                    <MessageItem key={message.id} message={message} />
                  ))}
                </ol>
              ))}
            </li>
          ))}
        </ol>
      )}
    </div>
    {canSend ? (
      <MessageComposer
        conversationId={data.id}
        connectionId={connectionId}
        recipientName={otherName}
        onSent={() => {
          atBottom.current = true;
        }}
      />
    ) : (
      <p className="message-composer-closed muted">This member's account no longer exists. You cannot reply.</p>
    )}
    </>
  );
}
