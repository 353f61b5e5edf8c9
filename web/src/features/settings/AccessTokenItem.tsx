import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toastStore';
import type { AccessTokenItem_token$key } from './__generated__/AccessTokenItem_token.graphql';
import { useRevokeAccessTokenMutation } from './useRevokeAccessTokenMutation';

const dayFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', dayFormat);
/** A stored day (YYYY-MM-DD, UTC) shown as that same day wherever the reader is. */
const formatStoredDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { ...dayFormat, timeZone: 'UTC' });

/** One token in Settings › API tokens: scope, expiry, last use (day), and Revoke behind a confirmation. */
export function AccessTokenItem({ token }: { token: AccessTokenItem_token$key }) {
  const data = useFragment(
    graphql`
      fragment AccessTokenItem_token on AccessToken {
        id
        name
        scope
        prefix
        createdAt
        expiresAt
        lastUsedOn
        expired
      }
    `,
    token,
  );
  const [confirming, setConfirming] = useState(false);
  const [revoke, busy] = useRevokeAccessTokenMutation();
  const expiry = data.expiresAt
    ? `${data.expired ? 'Expired' : 'Expires'} ${formatDay(data.expiresAt)}`
    : 'Never expires';

  return (
    <li className={`access-token${data.expired ? ' access-token-expired' : ''}`}>
      <div className="access-token-main">
        <div className="access-token-title">
          <strong>{data.name}</strong>
          <span className="pill">{data.scope === 'READ' ? 'Read' : 'Read and write'}</span>
          {data.expired ? <span className="pill pill-warning">Expired</span> : null}
        </div>
        <code className="access-token-prefix" aria-label="Token begins with">
          {data.prefix}…
        </code>
        <p className="access-token-meta">
          <span>Created {formatDay(data.createdAt)}</span>
          <span>{expiry}</span>
          <span>{data.lastUsedOn ? `Last used ${formatStoredDay(data.lastUsedOn)}` : 'Never used'}</span>
        </p>
      </div>
      <button type="button" className="button button-danger" onClick={() => setConfirming(true)} aria-label={`Revoke ${data.name}`}>
        Revoke
      </button>
      <Modal open={confirming} title={`Revoke “${data.name}”?`} onClose={() => setConfirming(false)} size="small" closeBlocked={busy}>
        <p>Tools using this token stop working at once. This cannot be undone: a tool that still needs access will need a new token.</p>
        <div className="button-row">
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() =>
              revoke({
                id: data.id,
                onDone: () => showToast(`Token “${data.name}” revoked`, 'success'),
                onFailed: (error) => {
                  setConfirming(false);
                  showToast(userMessage(error, 'Could not revoke the token. Please try again.'), 'error');
                },
              })
            }
          >
            {busy ? 'Revoking…' : 'Revoke token'}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </button>
        </div>
      </Modal>
    </li>
  );
}
