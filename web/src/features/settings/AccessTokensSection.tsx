import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { copyText } from '../../ui/clipboard';
import { FormMessage, TextField } from '../../ui/Field';
import { showToast } from '../../ui/toastStore';
import { AccessTokenItem } from './AccessTokenItem';
import { SettingsSection } from './SettingsSection';
import type { AccessTokenScope } from './__generated__/useCreateAccessTokenMutation.graphql';
import type { AccessTokensSection_user$key } from './__generated__/AccessTokensSection_user.graphql';
import { useCreateAccessTokenMutation } from './useCreateAccessTokenMutation';
import './accessTokens.css';

const NAME_MAX = 60;
const SCOPES: { value: AccessTokenScope; label: string; description: string }[] = [
  {
    value: 'READ',
    label: 'Read',
    description: 'Read posts, comments, polls and your own account. Cannot change anything or follow your messages and notifications live.',
  },
  {
    value: 'READ_WRITE',
    label: 'Read and write',
    description: 'Also post, comment, vote and message as you. Never admin or moderation actions, nor your password or tokens.',
  },
];
const EXPIRY_OPTIONS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

/** Settings › API tokens: personal access tokens for third-party tools (create, see once, list, revoke). */
export function AccessTokensSection({ user }: { user: AccessTokensSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment AccessTokensSection_user on User {
        accessTokens {
          id
          ...AccessTokenItem_token
        }
      }
    `,
    user,
  );
  const tokens = data.accessTokens ?? [];
  const [name, setName] = useState('');
  const [scope, setScope] = useState<AccessTokenScope>('READ');
  const [expiry, setExpiry] = useState('30');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [create, busy] = useCreateAccessTokenMutation();
  const groupName = useId();
  const expiryId = useId();

  const submit = () => {
    const trimmed = name.trim();
    const error = !trimmed ? 'Please give the token a name' : [...trimmed].length > NAME_MAX ? `The name must be at most ${NAME_MAX} characters` : null;
    setNameError(error);
    setFailure(null);
    if (error) return;
    create({
      name: trimmed,
      scope,
      expiresInDays: expiry === 'never' ? null : Number(expiry),
      onCreated: (created) => {
        setSecret(created);
        setName('');
      },
      onFailed: (failed) => setFailure(userMessage(failed, 'Could not create the token. Please try again.')),
    });
  };

  const copy = async () => {
    if (secret && (await copyText(secret))) showToast('Token copied', 'success');
    else showToast('Could not copy. Select the token and copy it yourself.', 'error');
  };

  return (
    <SettingsSection
      id="api-tokens"
      title="API tokens"
      description={
        <p>
          Let a tool you trust (a dashboard, a bot, an organizing spreadsheet) use Workers Commons as you. Anyone who has a
          token can act as you within its scope: keep it secret, and revoke it when you stop using the tool.
        </p>
      }
    >
      {secret ? (
        <div className="access-token-secret" role="status">
          <p>
            <strong>Copy your new token now. It will not be shown again.</strong>
          </p>
          <div className="access-token-secret-row">
            <input className="access-token-secret-value" readOnly value={secret} aria-label="New token" onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="button button-primary" onClick={() => void copy()}>
              Copy
            </button>
          </div>
          <p className="field-hint">Send it as the header Authorization: Bearer followed by the token.</p>
          <button type="button" className="button" onClick={() => setSecret(null)}>
            I have copied it
          </button>
        </div>
      ) : null}

      <form
        className="form access-token-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label="Token name" value={name} onChange={setName} error={nameError} maxLength={NAME_MAX} hint="What the token is for, e.g. Shift dashboard." required />
        <fieldset className="radio-group">
          <legend>Access</legend>
          {SCOPES.map((option) => (
            <label key={option.value} className="radio-option">
              <input type="radio" name={groupName} value={option.value} checked={scope === option.value} onChange={() => setScope(option.value)} />
              <span>
                <strong>{option.label}</strong>
                <span className="field-hint">{option.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={expiryId}>Expires after</label>
          <select id={expiryId} value={expiry} onChange={(event) => setExpiry(event.target.value)}>
            {EXPIRY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Creating…' : 'Create token'}
          </button>
        </div>
      </form>

      <h3 className="access-token-list-heading">Your tokens</h3>
      {tokens.length === 0 ? (
        <p className="field-hint">You have no API tokens.</p>
      ) : (
        <ul className="access-token-list" aria-label="Your API tokens">
          {tokens.map((token) => (
            <AccessTokenItem key={token.id} token={token} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
