// /messages (login required): the conversation list. Messaging arrives with its own release.
import { Link } from 'react-router-dom';
import { RequireAuth } from '../../features/session/RequireAuth';
import { PageFrame, PlannedSection } from '../../ui/PageFrame';

export default function MessagesPage() {
  return (
    <RequireAuth>
      <PageFrame title="Messages" lead="Private conversations with other members.">
        <MessagingPlanned />
      </PageFrame>
    </RequireAuth>
  );
}

export function MessagingPlanned() {
  return (
    <>
      <PlannedSection title="Direct messages are coming">
        <p>
          Soon you will be able to start a conversation with another member by their username, see unread counts, and get
          new messages as they arrive. Only the people in a conversation can read it.
        </p>
        <p>You have no conversations yet.</p>
      </PlannedSection>
      <p>
        Do not want to be contacted? You can turn off direct messages in <Link to="/settings#privacy">privacy settings</Link>{' '}
        now; it will apply from the first day messaging opens.
      </p>
    </>
  );
}
