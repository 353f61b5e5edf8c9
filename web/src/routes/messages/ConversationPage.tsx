// /messages/:conversationId (login required): one conversation.
import { Link, useParams } from 'react-router-dom';
import { RequireAuth } from '../../features/session/RequireAuth';
import { PageFrame } from '../../ui/PageFrame';
import { MessagingPlanned } from './MessagesPage';

export default function ConversationPage() {
  const { conversationId = '' } = useParams();
  return (
    <RequireAuth>
      <PageFrame title="Conversation" lead={`Conversation ${conversationId.slice(0, 40)}`}>
        <MessagingPlanned />
        <p>
          <Link to="/messages">All messages</Link>
        </p>
      </PageFrame>
    </RequireAuth>
  );
}
