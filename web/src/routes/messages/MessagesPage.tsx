// /messages (login required): the viewer's conversations, live, with the 'New Conversation'
// button. `?to=<username>` opens the New Conversation modal with that username filled in.
import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from '../../routing';
import { ConversationList } from '../../features/messages/ConversationList';
import { NewConversationModal } from '../../features/messages/NewConversationModal';
import '../../features/messages/messages.css';
import { RequireAuth } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { Icon } from '../../ui/Icon';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import type { MessagesPageQuery } from './__generated__/MessagesPageQuery.graphql';

export const messagesPageQuery = graphql`
  query MessagesPageQuery($count: Int!) {
    ...ConversationList_query @arguments(count: $count)
  }
`;

export default function MessagesPage() {
  return (
    <RequireAuth>
      <MessagesRoute />
    </RequireAuth>
  );
}

function MessagesRoute() {
  const queryRef = usePageQueryRef<MessagesPageQuery>();
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get('to');
  const [prefill, setPrefill] = useState(to ?? '');
  const [open, setOpen] = useState(to != null);
  // `?to=` only opens the modal: it leaves the address at once (a reload does not reopen it).
  useEffect(() => {
    if (to == null) return;
    setPrefill(to);
    setOpen(true);
    const next = new URLSearchParams(searchParams);
    next.delete('to');
    setSearchParams(next, { replace: true });
  }, [to, searchParams, setSearchParams]);
  const openModal = () => {
    setPrefill('');
    setOpen(true);
  };
  const closeModal = () => setOpen(false);

  return (
    <PageFrame
      title="Messages"
      lead="Private conversations with other members. Only the people in a conversation can read it."
      actions={
        <button type="button" className="button button-primary" onClick={openModal}>
          <Icon name="plus" size={18} />
          New Conversation
        </button>
      }
    >
      {queryRef ? <MessagesContent queryRef={queryRef} onNewConversation={openModal} /> : <PageSpinner />}
      <NewConversationModal open={open} onClose={closeModal} initialUsername={prefill} />
    </PageFrame>
  );
}

function MessagesContent({ queryRef, onNewConversation }: { queryRef: PreloadedQuery<MessagesPageQuery>; onNewConversation: () => void }) {
  const data = usePreloadedQuery<MessagesPageQuery>(messagesPageQuery, queryRef);
  return <ConversationList query={data} onNewConversation={onNewConversation} />;
}
