// The viewer's conversations on /messages, latest activity first, 20 a page with infinite
// scroll; kept live by conversationUpdated and refetched after a reconnect.
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { useInfiniteScroll } from '../feed/useInfiniteScroll';
import type { ConversationList_query$key } from './__generated__/ConversationList_query.graphql';
import ConversationListPaginationQueryNode, {
  type ConversationListPaginationQuery,
} from './__generated__/ConversationListPaginationQuery.graphql';
import { ConversationListItem } from './ConversationListItem';
import { CONVERSATIONS_PAGE_SIZE } from './messagePages';
import { sortConversations } from './messageRules';
import { useConversationUpdatedSubscription } from './useConversationUpdatedSubscription';
import { useRefetchOnReconnect } from './useRefetchOnReconnect';

/**
 * Environments whose list was shown once. The page query is preloaded store-or-network, so a
 * later visit would show the list as it was then; those visits fetch the first page again.
 */
const shownIn = new WeakSet<IEnvironment>();

export function ConversationList({ query, onNewConversation }: { query: ConversationList_query$key; onNewConversation: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ConversationListPaginationQuery, ConversationList_query$key>(
    graphql`
      fragment ConversationList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "ConversationListPaginationQuery") {
        conversations(first: $count, after: $cursor) @connection(key: "ConversationList_conversations") {
          edges {
            node {
              id
              conversationId
              lastMessageAt
              createdAt
              ...ConversationListItem_conversation
            }
          }
        }
      }
    `,
    query,
  );
  const environment = useRelayEnvironment();
  const [, startTransition] = useTransition();
  const [loadError, setLoadError] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  useConversationUpdatedSubscription();

  const refetchFirstPage = useCallback(() => {
    fetchQuery<ConversationListPaginationQuery>(
      environment,
      ConversationListPaginationQueryNode,
      { count: CONVERSATIONS_PAGE_SIZE },
      { fetchPolicy: 'network-only' },
    ).subscribe({ error: () => undefined });
  }, [environment]);
  useRefetchOnReconnect(refetchFirstPage);
  useEffect(() => {
    if (shownIn.has(environment)) refetchFirstPage();
    else shownIn.add(environment);
  }, [environment, refetchFirstPage]);

  const conversations = useMemo(
    () => sortConversations(data.conversations.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null)),
    [data.conversations.edges],
  );

  const more = () => {
    if (isLoadingNext || !hasNext) return;
    setLoadError(null);
    startTransition(() => {
      loadNext(CONVERSATIONS_PAGE_SIZE, {
        onComplete: (error) => (error ? setLoadError(userMessage(error, 'Could not load more conversations.')) : undefined),
      });
    });
  };
  useInfiniteScroll(sentinel, hasNext && !isLoadingNext && loadError == null, more);

  if (conversations.length === 0) {
    return (
      <section className="card messages-empty" aria-label="No conversations">
        <Icon name="message" size={32} />
        <h2>No conversations yet</h2>
        <p className="muted">Start a private conversation with another member by their username. Only the two of you can read it.</p>
        <button type="button" className="button button-primary" onClick={onNewConversation}>
          New Conversation
        </button>
      </section>
    );
  }

  return (
    <section className="card conversation-list-card" aria-label="Conversations">
      <ul className="conversation-list" aria-label="Conversations">
        {conversations.map((conversation) => (
          <ConversationListItem key={conversation.id} conversation={conversation} />
        ))}
      </ul>
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {hasNext ? (
        <div className="feed-more" ref={sentinel}>
          {isLoadingNext ? (
            <Spinner label="Loading more conversations…" />
          ) : (
            <button type="button" className="button" onClick={more}>
              Show more conversations
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
