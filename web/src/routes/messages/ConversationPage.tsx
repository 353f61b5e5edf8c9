// /messages/:conversationId (login required): one conversation, from ConversationPageQuery
// (preloaded by the route loader). A conversation the viewer is not part of, or that does
// not exist, shows 'Conversation not found'.
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from '../../routing';
import { ConversationView } from '../../features/messages/ConversationView';
import { CONVERSATION_ID_PATTERN } from '../../features/messages/messagePages';
import { CONVERSATION_NOT_FOUND } from '../../features/messages/messageRules';
import '../../features/messages/messages.css';
import { RequireAuth } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { Icon } from '../../ui/Icon';
import { usePageTitle } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import type { ConversationPageQuery } from './__generated__/ConversationPageQuery.graphql';

export const conversationPageQuery = graphql`
  query ConversationPageQuery($id: ID!, $count: Int!) {
    conversation(id: $id) {
      id
      ...ConversationView_conversation @arguments(count: $count)
    }
  }
`;

export default function ConversationPage() {
  return (
    <RequireAuth>
      <ConversationRoute />
    </RequireAuth>
  );
}

function ConversationRoute() {
  const { conversationId = '' } = useParams();
  const queryRef = usePageQueryRef<ConversationPageQuery>();
  if (!CONVERSATION_ID_PATTERN.test(conversationId)) return <ConversationMissing />;
  return <div className="page page-normal messages-page">{queryRef ? <ConversationContent queryRef={queryRef} /> : <PageSpinner />}</div>;
}

function ConversationContent({ queryRef }: { queryRef: PreloadedQuery<ConversationPageQuery> }) {
  const data = usePreloadedQuery<ConversationPageQuery>(conversationPageQuery, queryRef);
  const [leaving, setLeaving] = useState(false);
  if (!data.conversation) return leaving ? <PageSpinner /> : <ConversationMissing embedded />;
  return <ConversationView key={data.conversation.id} conversation={data.conversation} onLeaving={() => setLeaving(true)} />;
}

function ConversationMissing({ embedded = false }: { embedded?: boolean }) {
  usePageTitle(CONVERSATION_NOT_FOUND);
  const panel = (
    <div className="error-panel card" role="alert">
      <Icon name="alert" size={28} />
      <h1>{CONVERSATION_NOT_FOUND}</h1>
      <p className="muted">It may have been deleted, or you are not part of it.</p>
      <p>
        <Link to="/messages" className="button button-primary">
          Back to messages
        </Link>
      </p>
    </div>
  );
  return embedded ? panel : <div className="page page-narrow">{panel}</div>;
}
