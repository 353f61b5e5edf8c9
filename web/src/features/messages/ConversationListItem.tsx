// One entry of /messages: the other member's avatar and name, the last message (own ones
// start with 'You:'), its relative time and the unread count.
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { RelativeTime } from '../posts/RelativeTime';
import type { ConversationListItem_conversation$key } from './__generated__/ConversationListItem_conversation.graphql';
import { messagePreview } from './messageRules';

export const DELETED_MEMBER = 'Deleted member';

export function ConversationListItem({ conversation }: { conversation: ConversationListItem_conversation$key }) {
  const data = useFragment(
    graphql`
      fragment ConversationListItem_conversation on Conversation {
        id
        conversationId
        unreadCount
        lastMessageAt
        createdAt
        otherParticipant {
          id
          username
          displayName
          avatarColor
        }
        lastMessage {
          id
          content
          isDeleted
          isOwn
        }
      }
    `,
    conversation,
  );
  const other = data.otherParticipant;
  const name = other?.displayName ?? DELETED_MEMBER;
  const unread = data.unreadCount > 0;
  const when = data.lastMessageAt ?? data.createdAt;
  const preview = data.lastMessage
    ? `${data.lastMessage.isOwn ? 'You: ' : ''}${messagePreview(data.lastMessage.content, data.lastMessage.isDeleted)}`
    : 'No messages yet';

  return (
    <li className={`conversation-item${unread ? ' conversation-item-unread' : ''}`} data-conversation-id={data.conversationId}>
      {/* Named by its content, which starts with the visible name (WCAG 2.5.3); the badge adds 'n unread messages'. */}
      <Link to={`/messages/${data.conversationId}`} className="conversation-link">
        <Avatar name={name} color={other?.avatarColor} size={44} />
        <span className="conversation-summary">
          <span className="conversation-top">
            <span className="conversation-name">
              {name}
              {other?.username ? <span className="muted"> @{other.username}</span> : null}
            </span>
            {when ? <RelativeTime value={String(when)} className="conversation-time muted" /> : null}
          </span>
          <span className="conversation-bottom">
            <span className="conversation-preview">{preview}</span>
            <Badge count={data.unreadCount} label="unread messages" />
          </span>
        </span>
      </Link>
    </li>
  );
}
