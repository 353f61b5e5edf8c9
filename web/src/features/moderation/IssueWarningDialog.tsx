// The admins' Issue Warning dialog (spec §6: admins see Issue Warning on user actions; §3 Warning:
// warningType, reason, details, severity 1 to 5 with the §5 labels, default 1). Interface agreed
// in /work/issue10-plan.md: the parent renders it only while open; userId is the member's GraphQL
// global id. Types come from the server (the default list when that fails); the form checks what
// the server checks, with its messages; success shows a toast and closes. The warned member gets
// an admin_action notification that does not name the moderator.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toastStore';
import type { IssueWarningDialogMutation } from './__generated__/IssueWarningDialogMutation.graphql';
import type { IssueWarningDialogTypesQuery } from './__generated__/IssueWarningDialogTypesQuery.graphql';
import {
  DEFAULT_SEVERITY,
  DEFAULT_WARNING_TYPES,
  DETAILS_MAX,
  REASON_MAX,
  SANCTION_MESSAGES,
  SEVERITIES,
  severityLabel,
  warningFormError,
  type Severity,
  type WarningTypeOption,
} from './sanctionRules';
import './sanctions.css';

export interface IssueWarningDialogProps {
  userId: string;
  username: string;
  onClose: () => void;
}

const typesQuery = graphql`
  query IssueWarningDialogTypesQuery {
    warningTypes {
      value
      label
    }
  }
`;

export function IssueWarningDialog({ userId, username, onClose }: IssueWarningDialogProps) {
  const environment = useRelayEnvironment();
  const [types, setTypes] = useState<readonly WarningTypeOption[]>(DEFAULT_WARNING_TYPES);
  const [warningType, setWarningType] = useState('');
  const [severity, setSeverity] = useState<Severity>(DEFAULT_SEVERITY);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { type: useId(), reason: useId(), details: useId(), severity: useId() };
  const [commit, submitting] = useMutation<IssueWarningDialogMutation>(graphql`
    mutation IssueWarningDialogMutation($input: IssueWarningInput!) {
      issueWarning(input: $input) {
        warning {
          id
          severity
          severityLabel
        }
        user {
          id
          unacknowledgedWarningCount
        }
      }
    }
  `);

  useEffect(() => {
    const subscription = fetchQuery<IssueWarningDialogTypesQuery>(environment, typesQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => {
        if (data.warningTypes.length) setTypes(data.warningTypes);
      },
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = warningFormError({ warningType, reason, details });
    setError(problem);
    if (problem) return;
    commit({
      variables: { input: { userId, warningType, severity, reason: reason.trim(), details: details.trim() || null } },
      onCompleted: (_data, errors) => {
        if (errors?.length) {
          setError(errors[0]?.message ?? SANCTION_MESSAGES.warnFailed);
          return;
        }
        showToast(`Warning issued to @${username}`, 'success');
        onClose();
      },
      onError: (failure) => setError(userMessage(failure, SANCTION_MESSAGES.warnFailed)),
    });
  };

  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    if (error) setError(null);
  };

  return (
    <Modal open title={`Issue Warning to @${username}`} onClose={onClose} closeBlocked={submitting} size="small">
      <form className="form sanction-form" onSubmit={submit} noValidate aria-busy={submitting || undefined}>
        <p className="muted sanction-lead">@{username} is notified with the reason. They are not told who warned them.</p>
        <div className="field select-field">
          <label htmlFor={ids.type}>Warning type</label>
          <select id={ids.type} value={warningType} onChange={(e) => edit(setWarningType)(e.target.value)} disabled={submitting} data-autofocus>
            <option value="">Choose a type…</option>
            {types.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="radio-group sanction-severity">
          <legend>Severity</legend>
          <div className="sanction-severity-options">
            {SEVERITIES.map((level) => (
              <label key={level} className={`radio-option severity-option severity-${level}`}>
                <input
                  type="radio"
                  name={`${ids.severity}-severity`}
                  value={level}
                  checked={severity === level}
                  onChange={() => edit(setSeverity)(level)}
                  disabled={submitting}
                />
                <span>
                  {level} · {severityLabel(level)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={ids.reason}>Reason (the member reads it)</label>
          <textarea id={ids.reason} rows={3} value={reason} onChange={(e) => edit(setReason)(e.target.value)} disabled={submitting} maxLength={REASON_MAX + 50} />
          <p className={`field-hint${[...reason.trim()].length > REASON_MAX ? ' field-hint-over' : ''}`}>
            {[...reason.trim()].length} / {REASON_MAX}
          </p>
        </div>
        <div className="field">
          <label htmlFor={ids.details}>Details (optional)</label>
          <textarea id={ids.details} rows={3} value={details} onChange={(e) => edit(setDetails)(e.target.value)} disabled={submitting} placeholder="Links to the posts or messages concerned." />
          <p className={`field-hint${[...details.trim()].length > DETAILS_MAX ? ' field-hint-over' : ''}`}>
            {[...details.trim()].length} / {DETAILS_MAX}
          </p>
        </div>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <div className="form-actions dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="submit" className="button button-danger-solid" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Issuing…' : 'Issue Warning'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
