// One message of a thread: the text as sent (plain text, line breaks kept), its time, and
// for the viewer's own messages a Delete action with a confirmation. A deleted message
// stays in place as 'Message deleted' for both members.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageIcon } from '../../ui/PageIcon';
import { formatFullDateTime } from '../posts/relativeTime';
import type { MessageItem_message$key } from './__generated__/MessageItem_message.graphql';
import { dateTimeFormat } from '../../ui/format';
import { messagePreview } from './messageRules';
import { useDeleteMessageMutation } from './useDeleteMessageMutation';

export const MESSAGE_DELETE_FAILED = 'Failed to delete message. Please try again.';

function clockTime(value: unknown): string {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(date);
}

export function MessageItem({ message }: { message: MessageItem_message$key }) {
  const data = useFragment(
    graphql`
      fragment MessageItem_message on Message {
        id
        messageId
        content
        isDeleted
        isOwn
        createdAt
      }
    `,
    message,
  );
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [commitDelete, deleting] = useDeleteMessageMutation();
  const deleted = data.isDeleted || data.content == null;
  const time = String(data.createdAt);

  const remove = () => {
    setError(null);
    commitDelete({
      variables: { input: { messageId: data.id } },
      onCompleted: () => setConfirming(false),
      onError: (e) => setError(userMessage(e, MESSAGE_DELETE_FAILED)),
    });
  };

  return (
    <li className={`message${data.isOwn ? ' message-own' : ''}${deleted ? ' message-deleted' : ''}`} data-message-id={data.messageId}>
      <div className="message-bubble">
        {deleted ? <p className="message-text muted">Message deleted</p> : <p className="message-text">{data.content}</p>}
        <span className="message-meta">
          <time dateTime={time} title={formatFullDateTime(time)}>
            {clockTime(time)}
          </time>
        </span>
      </div>
      {data.isOwn && !deleted ? (
        <button
          type="button"
          className="icon-button message-delete"
          aria-label="Delete message"
          title="Delete message"
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          <PageIcon name="trash" size={16} />
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete message?"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        tone="danger"
        busy={deleting}
        error={error}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p>This message will be removed for both of you.</p>
        {data.content ? <blockquote className="dialog-preview">{messagePreview(data.content)}</blockquote> : null}
      </ConfirmDialog>
    </li>
  );
}
