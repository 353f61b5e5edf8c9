// Invite links of a private community, for its owner and moderators (/private-channels: invite
// links with an optional expiry and use limit; list, revoke, copy). Joining through one is
// /join/{code}.
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { copyText } from '../../ui/clipboard';
import { FormMessage } from '../../ui/Field';
import { PageIcon } from '../../ui/PageIcon';
import { showToast } from '../../ui/toastStore';
import { absoluteUrl } from '../posts/postRules';
import { copyPostLink } from '../posts/shareLink';
import type { CommunityInvites_community$key } from './__generated__/CommunityInvites_community.graphql';
import { INVITE_EXPIRY_CHOICES, INVITE_STATUS_LABELS, inviteExpiryLabel, inviteUsesLabel, readMaxUses } from './inviteRules';
import { useCreateCommunityInviteMutation } from './useCreateCommunityInviteMutation';
import { useRevokeCommunityInviteMutation } from './useRevokeCommunityInviteMutation';

export const CREATE_INVITE_FAILED = 'Failed to create invite link. Please try again.';
export const REVOKE_INVITE_FAILED = 'Failed to revoke invite link. Please try again.';

export function CommunityInvites({ community }: { community: CommunityInvites_community$key }) {
  const data = useFragment(
    graphql`
      fragment CommunityInvites_community on Community {
        id
        isPrivate
        invites {
          code
          path
          status
          expiresAt
          maxUses
          useCount
          createdAt
          createdBy {
            displayName
          }
        }
      }
    `,
    community,
  );
  const expiryId = useId();
  const usesId = useId();
  const [expiry, setExpiry] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [usesError, setUsesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateCommunityInviteMutation();
  const [revoke, revoking] = useRevokeCommunityInviteMutation();

  if (!data.isPrivate || !data.invites) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const uses = readMaxUses(maxUses);
    if ('error' in uses) {
      setUsesError(uses.error);
      return;
    }
    setUsesError(null);
    setFailure(null);
    const hours = INVITE_EXPIRY_CHOICES[Number(expiry || 0)]?.hours ?? null;
    create({
      variables: { input: { communityId: data.id, expiresInHours: hours, maxUses: uses.value } },
      onCompleted: (response) => {
        const path = response.createCommunityInvite?.invite.path;
        setMaxUses('');
        const url = path ? absoluteUrl(path) : null;
        if (url) void copyText(url).then((copied) => showToast(copied ? 'Invite link created and copied' : 'Invite link created', 'success'));
      },
      onError: (error) => setFailure(userMessage(error, CREATE_INVITE_FAILED)),
    });
  };

  return (
    <section className="card invites-section" aria-labelledby="community-invites">
      <h2 id="community-invites">Invite links</h2>
      <p className="muted">Only people with a link can join this private community. Share links with coworkers you trust, and revoke a link you no longer want used.</p>
      <form className="invite-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={expiryId}>Expires after</label>
          <select id={expiryId} value={expiry} onChange={(event) => setExpiry(event.target.value)} disabled={creating}>
            {INVITE_EXPIRY_CHOICES.map((choice, index) => (
              <option key={choice.label} value={String(index)}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className={`field${usesError ? ' field-invalid' : ''}`}>
          <label htmlFor={usesId}>Use limit</label>
          <input
            id={usesId}
            inputMode="numeric"
            value={maxUses}
            placeholder="No limit"
            onChange={(event) => {
              setMaxUses(event.target.value);
              if (usesError) setUsesError(null);
            }}
            aria-invalid={usesError ? true : undefined}
            aria-describedby={usesError ? `${usesId}-error` : undefined}
            disabled={creating}
          />
          {usesError ? (
            <p id={`${usesId}-error`} className="field-error">
              {usesError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button-primary" disabled={creating}>
          <PageIcon name="link" size={18} /> {creating ? 'Creating…' : 'Create invite link'}
        </button>
      </form>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}

      {data.invites.length === 0 ? (
        <p className="muted">No invite links yet.</p>
      ) : (
        <ul className="invite-list" aria-label="Invite links">
          {data.invites.map((invite) => {
            const active = invite.status === 'ACTIVE';
            const url = absoluteUrl(invite.path);
            return (
              <li key={invite.code} className={`invite-row${active ? '' : ' invite-inactive'}`}>
                <span className="invite-link">
                  <code>{url}</code>
                  <span className="muted">
                    {inviteUsesLabel(invite.useCount, invite.maxUses ?? null)} · {inviteExpiryLabel(invite.expiresAt ? String(invite.expiresAt) : null)}
                    {invite.createdBy ? ` · by ${invite.createdBy.displayName}` : ''}
                  </span>
                </span>
                <span className={`pill${active ? ' pill-active' : ' pill-muted'}`}>{INVITE_STATUS_LABELS[invite.status as keyof typeof INVITE_STATUS_LABELS] ?? invite.status}</span>
                {active ? (
                  <span className="invite-actions">
                    <button type="button" className="button button-small" onClick={() => void copyPostLink(invite.path)} aria-label={`Copy invite link ${invite.code}`}>
                      <PageIcon name="link" size={16} /> Copy link
                    </button>
                    <button
                      type="button"
                      className="button button-small button-danger"
                      disabled={revoking}
                      aria-label={`Revoke invite link ${invite.code}`}
                      onClick={() =>
                        revoke({
                          variables: { input: { code: invite.code } },
                          onCompleted: () => void showToast('Invite link revoked', 'success'),
                          onError: (error) => void showToast(userMessage(error, REVOKE_INVITE_FAILED), 'error'),
                        })
                      }
                    >
                      Revoke
                    </button>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
