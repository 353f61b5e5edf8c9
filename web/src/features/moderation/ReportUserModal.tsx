// The report-user modal of the content spec (§2, §5 "Report user", §8 "User actions"). Interface
// agreed in /work/issue10-plan.md: the parent renders it only while open; userId is the member's
// GraphQL global id. It loads the reasons from the server (the default list when that fails),
// asks for a reason and optional details ('Other' needs details), checks with the spec's messages,
// shows a submitting state, then a thank-you view that closes itself after 2 s and sends the
// moderation-action browser event. A failure shows the server's message or 'Failed to report
// user. Please try again.'. The reported member is never told who reported them.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../session/useSession';
import type { ReportUserModalReasonsQuery } from './__generated__/ReportUserModalReasonsQuery.graphql';
import {
  MODERATION_ACTION_EVENT,
  REPORT_AUTO_CLOSE_MS,
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
  reportFormError,
  usableReasons,
  type ReportReasonOption,
} from './reportRules';
import { useReportUserMutation } from './useReportUserMutation';
import './reports.css';

export interface ReportUserModalProps {
  userId: string;
  username: string;
  onClose: () => void;
}

const reasonsQuery = graphql`
  query ReportUserModalReasonsQuery {
    reportReasons {
      value
      label
    }
  }
`;

type Phase = { kind: 'form' } | { kind: 'done'; message: string; alreadyReported: boolean };

export function ReportUserModal({ userId, username, onClose }: ReportUserModalProps) {
  const environment = useRelayEnvironment();
  const session = useSession();
  const [reasons, setReasons] = useState<readonly ReportReasonOption[] | null>(null);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [commit, submitting] = useReportUserMutation();
  const detailsId = useId();
  const groupId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // The reasons: the server's list, or the defaults when it cannot be had.
  useEffect(() => {
    const subscription = fetchQuery<ReportUserModalReasonsQuery>(environment, reasonsQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => setReasons(usableReasons(data.reportReasons)),
      error: () => setReasons(usableReasons(null)),
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  // The thank-you view closes the modal by itself.
  useEffect(() => {
    if (phase.kind !== 'done') return;
    const timer = window.setTimeout(() => onCloseRef.current(), REPORT_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase.kind]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = reportFormError({ signedIn: session.isAuthenticated, userId, reason, details });
    setError(problem);
    if (problem) return;
    commit({
      variables: { input: { userId, reason: reason || null, details: details.trim() || null } },
      onCompleted: (response) => {
        const result = response.reportUser;
        if (!result) {
          setError(REPORT_MESSAGES.failed);
          return;
        }
        setPhase({ kind: 'done', message: result.message, alreadyReported: result.alreadyReported });
        window.dispatchEvent(new CustomEvent(MODERATION_ACTION_EVENT, { detail: { action: 'report', userId } }));
      },
      onError: (failure) => setError(userMessage(failure, REPORT_MESSAGES.failed)),
    });
  };

  const title = `Report ${username ? `@${username}` : 'this member'}`;
  const who = username ? `@${username}` : 'The member';
  const detailsLength = [...details.trim()].length;
  const detailsNeeded = reason === 'other';
  return (
    <Modal open title={title} onClose={onClose} closeBlocked={submitting} size="small" hideTitle={phase.kind === 'done'}>
      {phase.kind === 'done' ? (
        <div className="report-thanks" role="status">
          <span className="report-thanks-icon" aria-hidden="true">
            ✓
          </span>
          <h2 className="report-thanks-title">Thank you for your report</h2>
          <p>{phase.alreadyReported ? phase.message : 'Our moderators will review it.'}</p>
          <p className="muted">{who} will not be told who reported them.</p>
        </div>
      ) : (
        <form className="form report-user-form" onSubmit={submit} noValidate aria-busy={submitting || undefined}>
          <p className="muted report-user-lead">Tell our moderators what happened. {who} will not be told who reported them.</p>
          {reasons === null ? (
            <Spinner label="Loading reasons…" />
          ) : (
            <fieldset className="radio-group report-reasons">
              <legend>Reason</legend>
              {reasons.map((option) => (
                <label key={option.value} className="radio-option report-reason">
                  <input
                    type="radio"
                    name={`${groupId}-reason`}
                    value={option.value}
                    checked={reason === option.value}
                    onChange={() => {
                      setReason(option.value);
                      setError(null);
                    }}
                    disabled={submitting}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
          )}

          <div className="field">
            <label htmlFor={detailsId}>{detailsNeeded ? 'Details (required for Other)' : 'Details (optional)'}</label>
            <textarea
              id={detailsId}
              rows={4}
              value={details}
              onChange={(event) => {
                setDetails(event.target.value);
                if (error) setError(null);
              }}
              placeholder="What happened, where and when? Links to posts or messages help."
              aria-describedby={`${detailsId}-count`}
              disabled={submitting}
            />
            <p id={`${detailsId}-count`} className={`field-hint${detailsLength > REPORT_DETAILS_MAX ? ' field-hint-over' : ''}`}>
              {detailsLength} / {REPORT_DETAILS_MAX}
            </p>
          </div>

          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <div className="form-actions dialog-actions">
            <button type="button" className="button" onClick={onClose} disabled={submitting}>
              Cancel
            </button>
            <button type="submit" className="button button-danger-solid" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? 'Submitting…' : 'Submit report'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
