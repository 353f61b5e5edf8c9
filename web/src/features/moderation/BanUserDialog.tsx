// The admins' Ban User dialog (spec §6: admins see Ban User on user actions; §3 Ban: banType
// temporary, permanent or shadow, reason, details, duration). Interface agreed in
// /work/issue10-plan.md: the parent renders it only while open; userId is the member's GraphQL
// global id. A temporary ban takes a duration in whole hours (1 to 8760, presets for days); the
// form checks what the server checks, with its messages; a confirmation step names what happens;
// success shows a toast and closes.
import { useId, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toastStore';
import type { BanUserDialogMutation } from './__generated__/BanUserDialogMutation.graphql';
import {
  BAN_DURATION_MAX_HOURS,
  BAN_DURATION_MIN_HOURS,
  BAN_DURATION_PRESETS,
  BAN_TYPES,
  DETAILS_MAX,
  REASON_MAX,
  SANCTION_MESSAGES,
  banFormError,
  describeHours,
  readDurationHours,
  type BanTypeChoice,
} from './sanctionRules';
import './sanctions.css';

export interface BanUserDialogProps {
  userId: string;
  username: string;
  onClose: () => void;
}

export function BanUserDialog({ userId, username, onClose }: BanUserDialogProps) {
  const [banType, setBanType] = useState<BanTypeChoice>('TEMPORARY');
  const [duration, setDuration] = useState('24');
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ids = { type: useId(), duration: useId(), reason: useId(), details: useId() };
  const [commit, submitting] = useMutation<BanUserDialogMutation>(graphql`
    mutation BanUserDialogMutation($input: BanUserInput!) {
      banUser(input: $input) {
        ban {
          id
          banType
          expiresAt
          isActive
        }
      }
    }
  `);

  const hours = readDurationHours(duration);
  const summary =
    banType === 'TEMPORARY'
      ? `@${username} will be signed out now and cannot sign in for ${hours ? describeHours(hours) : '…'}.`
      : banType === 'PERMANENT'
        ? `@${username} will be signed out now and cannot sign in until an admin lifts the ban.`
        : `@${username} will not be told. What they write from now on is visible to them alone.`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = banFormError({ banType, duration, reason, details });
    setError(problem);
    if (problem) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    commit({
      variables: {
        input: { userId, banType, reason: reason.trim(), details: details.trim() || null, duration: banType === 'TEMPORARY' ? hours : null },
      },
      onCompleted: (_data, errors) => {
        if (errors?.length) {
          setConfirming(false);
          setError(errors[0]?.message ?? SANCTION_MESSAGES.banFailed);
          return;
        }
        showToast(`@${username} is banned`, 'success');
        onClose();
      },
      onError: (failure) => {
        setConfirming(false);
        setError(userMessage(failure, SANCTION_MESSAGES.banFailed));
      },
    });
  };

  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setConfirming(false);
    if (error) setError(null);
  };

  return (
    <Modal open title={`Ban User @${username}`} onClose={onClose} closeBlocked={submitting} size="small">
      <form className="form sanction-form" onSubmit={submit} noValidate aria-busy={submitting || undefined}>
        <fieldset className="radio-group">
          <legend>Ban type</legend>
          {BAN_TYPES.map((option) => (
            <label key={option.value} className="radio-option sanction-ban-type">
              <input
                type="radio"
                name={`${ids.type}-type`}
                value={option.value}
                checked={banType === option.value}
                onChange={() => edit(setBanType)(option.value)}
                disabled={submitting}
              />
              <span>
                <strong>{option.label}</strong>
                <small className="muted">{option.hint}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {banType === 'TEMPORARY' ? (
          <div className="field">
            <label htmlFor={ids.duration}>Duration (hours)</label>
            <div className="sanction-duration">
              <input
                id={ids.duration}
                type="number"
                inputMode="numeric"
                min={BAN_DURATION_MIN_HOURS}
                max={BAN_DURATION_MAX_HOURS}
                step={1}
                value={duration}
                onChange={(e) => edit(setDuration)(e.target.value)}
                disabled={submitting}
              />
              <div className="sanction-presets" role="group" aria-label="Quick durations">
                {BAN_DURATION_PRESETS.map((p) => (
                  <button
                    key={p.hours}
                    type="button"
                    className="sanction-preset"
                    aria-pressed={hours === p.hours}
                    onClick={() => edit(setDuration)(String(p.hours))}
                    disabled={submitting}
                  >
                    {p.label}
                  </button>
                ))}
              </div>
            </div>
            <p className="field-hint">Whole hours, from {BAN_DURATION_MIN_HOURS} to {BAN_DURATION_MAX_HOURS} (one year). It ends by itself.</p>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={ids.reason}>{banType === 'SHADOW' ? 'Reason (for the moderation log)' : 'Reason (shown to the member when they try to sign in)'}</label>
          <textarea id={ids.reason} rows={3} value={reason} onChange={(e) => edit(setReason)(e.target.value)} disabled={submitting} />
          <p className={`field-hint${[...reason.trim()].length > REASON_MAX ? ' field-hint-over' : ''}`}>
            {[...reason.trim()].length} / {REASON_MAX}
          </p>
        </div>
        <div className="field">
          <label htmlFor={ids.details}>Details (optional, admins only)</label>
          <textarea id={ids.details} rows={2} value={details} onChange={(e) => edit(setDetails)(e.target.value)} disabled={submitting} />
          <p className={`field-hint${[...details.trim()].length > DETAILS_MAX ? ' field-hint-over' : ''}`}>
            {[...details.trim()].length} / {DETAILS_MAX}
          </p>
        </div>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        {confirming && !error ? (
          <FormMessage tone="info">
            {summary} Press Confirm ban to go ahead.
          </FormMessage>
        ) : null}
        <div className="form-actions dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="submit" className="button button-danger-solid" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Banning…' : confirming ? 'Confirm ban' : 'Ban User'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
