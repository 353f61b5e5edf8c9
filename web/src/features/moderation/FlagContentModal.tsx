// The Report Content (flag) modal (spec §2, §4 flag modal, §5 Flag, §8). Interface agreed in
// /work/issue10-plan.md: the parent renders it only while open, so every opening starts reset;
// postId/commentId are GraphQL global ids. It loads the reasons from the server (the spec's
// default list when that fails), 'Other' asks for the member's own text (sent as the reason),
// submit stays disabled without a reason, a failure shows the server's message or 'Failed to flag
// content. Please try again.', and success shows 'Thank you for your report' and closes after 2 s.
// The author is never told who flagged.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../session/useSession';
import type { FlagContentModalReasonsQuery } from './__generated__/FlagContentModalReasonsQuery.graphql';
import {
  FLAG_AUTO_CLOSE_MS,
  FLAG_MESSAGES,
  FLAG_REASON_MAX,
  chosenFlagReason,
  flagFormError,
  isOtherReason,
  usableFlagReasons,
} from './flagRules';
import { useFlagContentMutation } from './useFlagContentMutation';
import './flags.css';

export type FlagTarget = { postId: string } | { commentId: string };

export interface FlagContentModalProps {
  target: FlagTarget;
  onClose: () => void;
}

const reasonsQuery = graphql`
  query FlagContentModalReasonsQuery {
    flagReasons
  }
`;

type Phase = { kind: 'form' } | { kind: 'done'; alreadyFlagged: boolean };

export function FlagContentModal({ target, onClose }: FlagContentModalProps) {
  const environment = useRelayEnvironment();
  const session = useSession();
  const [reasons, setReasons] = useState<readonly string[] | null>(null);
  const [selected, setSelected] = useState('');
  const [otherText, setOtherText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [commit, submitting] = useFlagContentMutation();
  const groupId = useId();
  const otherId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const isPost = 'postId' in target;
  const targetId = isPost ? target.postId : target.commentId;
  const what = isPost ? 'post' : 'comment';

  // The reasons: the server's list, or the spec's defaults when it cannot be had.
  useEffect(() => {
    const subscription = fetchQuery<FlagContentModalReasonsQuery>(environment, reasonsQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => setReasons(usableFlagReasons(data.flagReasons)),
      error: () => setReasons(usableFlagReasons(null)),
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  // The thank-you view closes the modal by itself.
  useEffect(() => {
    if (phase.kind !== 'done') return;
    const timer = window.setTimeout(() => onCloseRef.current(), FLAG_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase.kind]);

  const reason = chosenFlagReason(selected, otherText);
  const otherChosen = selected !== '' && isOtherReason(selected);
  const otherLength = [...otherText.trim()].length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = flagFormError({ signedIn: session.isAuthenticated, reason });
    setError(problem);
    if (problem) return;
    commit({
      variables: { input: isPost ? { postId: targetId, reason } : { commentId: targetId, reason } },
      // The item may be hidden for the viewer now (payload post/comment null): mark it anyway.
      updater: (store) => store.get(targetId)?.setValue(true, 'viewerHasFlagged'),
      onCompleted: (response) => {
        if (!response.flagContent) {
          setError(FLAG_MESSAGES.failed);
          return;
        }
        setPhase({ kind: 'done', alreadyFlagged: !response.flagContent.created });
      },
      onError: (failure) => setError(userMessage(failure, FLAG_MESSAGES.failed)),
    });
  };

  return (
    <Modal open title="Report Content" onClose={onClose} closeBlocked={submitting} size="small" hideTitle={phase.kind === 'done'}>
      {phase.kind === 'done' ? (
        <div className="flag-thanks" role="status">
          <span className="flag-thanks-icon" aria-hidden="true">
            ✓
          </span>
          <h2 className="flag-thanks-title">{FLAG_MESSAGES.thanks}</h2>
          <p>
            {phase.alreadyFlagged
              ? `You had already reported this ${what}; our moderators have it.`
              : `Our moderators will review this ${what}.`}
          </p>
          <p className="muted">The author will not be told who reported it.</p>
        </div>
      ) : !session.isAuthenticated ? (
        <div className="form">
          <FormMessage tone="error">{FLAG_MESSAGES.loginRequired}</FormMessage>
          <div className="form-actions dialog-actions">
            <button type="button" className="button" onClick={onClose} data-autofocus>
              Close
            </button>
          </div>
        </div>
      ) : (
        <form className="form flag-form" onSubmit={submit} noValidate aria-busy={submitting || undefined}>
          <p className="muted flag-lead">Why should our moderators look at this {what}? The author will not be told who reported it.</p>
          {reasons === null ? (
            <Spinner label="Loading reasons…" />
          ) : (
            <fieldset className="radio-group flag-reasons">
              <legend>Reason</legend>
              {reasons.map((option) => (
                <label key={option} className="radio-option flag-reason">
                  <input
                    type="radio"
                    name={`${groupId}-reason`}
                    value={option}
                    checked={selected === option}
                    onChange={() => {
                      setSelected(option);
                      setError(null);
                    }}
                    disabled={submitting}
                  />
                  <span>{option}</span>
                </label>
              ))}
            </fieldset>
          )}

          {otherChosen ? (
            <div className="field">
              <label htmlFor={otherId}>Your reason</label>
              <textarea
                id={otherId}
                rows={3}
                value={otherText}
                maxLength={FLAG_REASON_MAX}
                onChange={(event) => {
                  setOtherText(event.target.value);
                  if (error) setError(null);
                }}
                placeholder="Tell us what is wrong with it."
                aria-describedby={`${otherId}-count`}
                disabled={submitting}
                autoFocus
              />
              <p id={`${otherId}-count`} className="field-hint">
                {otherLength} / {FLAG_REASON_MAX}
              </p>
            </div>
          ) : null}

          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <div className="form-actions dialog-actions">
            <button type="button" className="button" onClick={onClose} disabled={submitting}>
              Cancel
            </button>
            <button type="submit" className="button button-danger-solid" disabled={submitting || !reason} aria-busy={submitting || undefined}>
              {submitting ? 'Submitting…' : 'Submit report'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
