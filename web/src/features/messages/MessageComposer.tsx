// The composer under a thread: Enter sends, Shift+Enter starts a new line; an empty message
// is refused; at most 2000 characters with a counter; a failed send keeps the text and
// shows why (the server's message as is, or 'Failed to send message - no response from
// server' when no answer came).
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormMessage } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { SEND_MISSING_ID, isSendKey, messageCounter, sendErrorMessage, validateMessage } from './messageRules';
import { useSendMessageMutation } from './useSendMessageMutation';

export function MessageComposer({
  conversationId,
  connectionId,
  recipientName,
  onSent,
}: {
  conversationId: string;
  connectionId: string;
  recipientName: string;
  onSent?: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commitSend, sending] = useSendMessageMutation();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const counter = messageCounter(text);

  const send = () => {
    if (sending) return;
    const problem = validateMessage(text);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const sent = text;
    commitSend({
      variables: { input: { conversationId, content: sent.trim() }, connections: [connectionId] },
      onCompleted: (response) => {
        if (response.sendMessage?.message?.messageId == null) {
          setError(SEND_MISSING_ID);
          return;
        }
        // Keep whatever was typed meanwhile.
        setText((current) => (current === sent ? '' : current));
        onSent?.();
        inputRef.current?.focus();
      },
      onError: (e) => setError(sendErrorMessage(e)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing, altKey: event.altKey })) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="message-composer" onSubmit={onSubmit} noValidate>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="message-composer-row">
        <label htmlFor={id} className="visually-hidden">
          Message to {recipientName}
        </label>
        <textarea
          id={id}
          ref={inputRef}
          className="message-input"
          rows={2}
          value={text}
          placeholder="Write a message… (Enter sends, Shift+Enter for a new line)"
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-counter`}
          aria-invalid={counter.over || undefined}
        />
        <button type="submit" className="button button-primary message-send" disabled={sending || counter.used === 0 || counter.over} aria-busy={sending || undefined}>
          <Icon name="arrowUp" size={18} />
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      <p id={`${id}-counter`} className={`message-counter${counter.over ? ' message-counter-over' : counter.near ? ' message-counter-near' : ''}`}>
        {counter.used}/{counter.max}
      </p>
    </form>
  );
}
