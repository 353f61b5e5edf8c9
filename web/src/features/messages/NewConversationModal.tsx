// The New Conversation modal (shell spec §2, §4, §5, §8): a username field with the spec's
// validation messages, member suggestions while typing (debounced 250 ms, from 2
// characters), submit, and the success overlay 'Conversation created!' that closes after
// 800 ms and opens the conversation. Picking a suggestion starts the conversation at once.
// A username that does not exist lists the similar usernames the server suggests.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from '../../routing';
import { Avatar } from '../../ui/Avatar';
import { FormMessage, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../session/useSession';
import type { NewConversationModalSearchQuery } from './__generated__/NewConversationModalSearchQuery.graphql';
import {
  CONVERSATION_CREATED_CLOSE_MS,
  START_PICK_FAILED,
  USER_SEARCH_DEBOUNCE_MS,
  normalizeUsernameInput,
  shouldSearchUsers,
  startConversationFailure,
  startPickReason,
  validateConversationUsername,
} from './messageRules';
import { useStartConversationMutation } from './useStartConversationMutation';

const searchQuery = graphql`
  query NewConversationModalSearchQuery($query: String!) {
    usersByUsername(query: $query, first: 6) {
      edges {
        node {
          id
          userId
          username
          displayName
          avatarColor
        }
      }
    }
  }
`;

interface FoundUser {
  id: string;
  username: string;
  displayName: string;
  avatarColor: string;
}

type Failure = { message: string; detail?: string | null; suggestions: string[] };

export interface NewConversationModalProps {
  open: boolean;
  onClose: () => void;
  /** Username filled in when the modal opens (e.g. from a Message button). */
  initialUsername?: string;
}

export function NewConversationModal({ open, onClose, initialUsername = '' }: NewConversationModalProps) {
  return (
    <Modal open={open} title="New Conversation" onClose={onClose} size="small" className="new-conversation-modal">
      {/* Mounted only while open: every opening starts from a clean form. */}
      <NewConversationForm initialUsername={initialUsername} onClose={onClose} />
    </Modal>
  );
}

function NewConversationForm({ initialUsername, onClose }: { initialUsername: string; onClose: () => void }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const session = useSession();
  const ownUsername = session.user?.username?.toLowerCase() ?? null;
  const [username, setUsername] = useState(initialUsername);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [results, setResults] = useState<FoundUser[]>([]);
  const [searching, setSearching] = useState(false);
  const [created, setCreated] = useState(false);
  const [commitStart, starting] = useStartConversationMutation();
  const resultsId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const openConversation = useRef<(() => void) | null>(null);

  // Closed during the success overlay (Escape, backdrop): still open the new conversation.
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
      openConversation.current?.();
    },
    [],
  );

  // Debounced member search; a newer keystroke cancels the request in flight.
  useEffect(() => {
    if (created || !shouldSearchUsers(username)) {
      setResults([]);
      setSearching(false);
      return;
    }
    const query = normalizeUsernameInput(username).toLowerCase();
    let subscription: { unsubscribe: () => void } | null = null;
    setSearching(true);
    const timer = setTimeout(() => {
      subscription = fetchQuery<NewConversationModalSearchQuery>(environment, searchQuery, { query }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => {
          const found = data.usersByUsername.edges
            .map((edge) => edge?.node)
            .filter((node): node is NonNullable<typeof node> => node?.username != null)
            .filter((node) => node.username!.toLowerCase() !== ownUsername)
            .map((node) => ({ id: node.id, username: node.username!, displayName: node.displayName, avatarColor: node.avatarColor }));
          setResults(found);
          setSearching(false);
        },
        // Spec §8: a failed search clears the results.
        error: () => {
          setResults([]);
          setSearching(false);
        },
      });
    }, USER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [username, environment, ownUsername, created]);

  const start = (name: string, picked: boolean) => {
    setFailure(null);
    commitStart({
      variables: { input: { username: name } },
      onCompleted: (response) => {
        const conversationId = response.startConversation.conversation.conversationId;
        setCreated(true);
        openConversation.current = () => {
          openConversation.current = null;
          void navigate(`/messages/${conversationId}`);
        };
        closeTimer.current = setTimeout(() => {
          closeTimer.current = null;
          onClose();
          openConversation.current?.();
        }, CONVERSATION_CREATED_CLOSE_MS);
      },
      onError: (error) => {
        if (picked) {
          setFailure({ message: START_PICK_FAILED, detail: startPickReason(error), suggestions: [] });
          return;
        }
        setFailure(startConversationFailure(error, name));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (starting || created) return;
    const error = validateConversationUsername(username);
    setFieldError(error);
    if (error) return;
    start(normalizeUsernameInput(username), false);
  };

  const pick = (name: string) => {
    if (starting || created) return;
    setUsername(name);
    setFieldError(null);
    start(name, true);
  };

  if (created) {
    return (
      <div className="conversation-created" role="status">
        <Icon name="check" size={32} />
        <p className="conversation-created-title">Conversation created!</p>
        <p className="muted">Opening your conversation...</p>
      </div>
    );
  }

  const showResults = results.length > 0 && !failure?.suggestions.length;
  return (
    <form className="new-conversation-form" onSubmit={submit} noValidate>
      <TextField
        label="Username"
        value={username}
        onChange={(value) => {
          setUsername(value);
          setFieldError(null);
          setFailure(null);
        }}
        error={fieldError}
        hint="Their username, all lowercase (not their display name)."
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="username"
        data-autofocus
        aria-controls={showResults ? resultsId : undefined}
        disabled={starting}
      />
      {searching ? <Spinner label="Searching members…" /> : null}
      {showResults ? (
        <ul id={resultsId} className="user-suggestions" aria-label="Matching members">
          {results.map((user) => (
            <li key={user.id}>
              <button type="button" className="user-suggestion" onClick={() => pick(user.username)} disabled={starting}>
                <Avatar name={user.displayName} color={user.avatarColor} size={28} />
                <span>
                  <span className="user-suggestion-name">@{user.username}</span>
                  {user.displayName !== user.username ? <span className="muted"> {user.displayName}</span> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <FormMessage tone="error">
          <p>{failure.message}</p>
          {failure.detail ? <p>{failure.detail}</p> : null}
          {failure.suggestions.length > 0 ? (
            <div className="not-found-suggestions">
              <p>Did you mean:</p>
              <ul aria-label="Suggested usernames">
                {failure.suggestions.map((name) => (
                  <li key={name}>
                    <button type="button" className="link-button" onClick={() => pick(name)} disabled={starting}>
                      @{name}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </FormMessage>
      ) : null}
      <div className="button-row dialog-actions">
        <button type="button" className="button" onClick={onClose} disabled={starting}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={starting} aria-busy={starting || undefined}>
          {starting ? 'Starting…' : 'Start Conversation'}
        </button>
      </div>
    </form>
  );
}
