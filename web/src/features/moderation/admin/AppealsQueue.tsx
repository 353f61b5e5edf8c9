// Admin tab: members' appeals. Pending ones oldest first with the appealed action, the member's
// text and the decision form (Overturn / Uphold, with a reason the member reads). The admin who
// took the action cannot decide (the server refuses it too). Refetched when `version` changes.
import { useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { userMessage } from '../../../relay/errors';
import { FormMessage } from '../../../ui/Field';
import { showToast } from '../../../ui/toastStore';
import { APPEAL_STATUS_LABELS, actionLabel, banLabel, formatDateTime, SEVERITY_LABELS, subjectOf } from './actionLabels';
import { useDecideAppealMutation } from './useDecideAppealMutation';
import type { AppealsQueueQuery, AppealStatus } from './__generated__/AppealsQueueQuery.graphql';

export const APPEAL_REASON_MAX = 2000;
const STATUSES: Exclude<AppealStatus, '%future added value'>[] = ['PENDING', 'OVERTURNED', 'UPHELD'];

const query = graphql`
  query AppealsQueueQuery($status: AppealStatus) {
    moderationAppeals(status: $status, first: 50) {
      totalCount
      edges {
        node {
          appealId
          status
          text
          createdAt
          decidedAt
          decisionReason
          viewerMayDecide
          member {
            userId
            username
            displayName
          }
          decidedBy {
            displayName
          }
          action {
            actionId
            type
            reason
            createdAt
            actor {
              displayName
            }
            postTitle
            postUrlId
            commentExcerpt
            banType
            banEndsAt
            warningSeverity
            warningType
          }
        }
      }
    }
  }
`;

type AppealNode = NonNullable<AppealsQueueQuery['response']['moderationAppeals']['edges'][number]>['node'];

export function AppealsQueue({ version }: { version: number }) {
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('PENDING');
  const [localKey, setLocalKey] = useState(0);
  const [, startTransition] = useTransition();
  const data = useLazyLoadQuery<AppealsQueueQuery>(query, { status }, { fetchKey: `${version}:${localKey}`, fetchPolicy: 'store-and-network' });
  const nodes = data.moderationAppeals.edges.map((e) => e?.node).filter((n): n is AppealNode => n != null);
  const refresh = () => startTransition(() => setLocalKey((k) => k + 1));

  return (
    <section aria-labelledby="appeals-title">
      <h2 id="appeals-title" className="visually-hidden">
        Appeals
      </h2>
      <div className="admin-chips" role="group" aria-label="Appeal status">
        {STATUSES.map((s) => (
          <button key={s} type="button" className="admin-chip" aria-pressed={status === s} onClick={() => startTransition(() => setStatus(s))}>
            {APPEAL_STATUS_LABELS[s]}
          </button>
        ))}
      </div>
      {nodes.length === 0 ? (
        <div className="card empty-state">
          <p>{status === 'PENDING' ? 'No appeals are waiting for a decision.' : `No ${APPEAL_STATUS_LABELS[status]!.toLowerCase()} appeals yet.`}</p>
        </div>
      ) : (
        <>
          <p className="muted">
            {data.moderationAppeals.totalCount} {status === 'PENDING' ? 'waiting' : APPEAL_STATUS_LABELS[status]!.toLowerCase()}
            {data.moderationAppeals.totalCount > nodes.length ? ` (the ${nodes.length} ${status === 'PENDING' ? 'oldest' : 'newest'} shown)` : ''}
          </p>
          <ul className="admin-list" aria-label="Appeals">
            {nodes.map((node) => (
              <li key={node.appealId} className="card">
                <AppealItem appeal={node} onDecided={refresh} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AppealItem({ appeal, onDecided }: { appeal: AppealNode; onDecided: () => void }) {
  const { action } = appeal;
  const subject = subjectOf(action);
  const ban = banLabel(action.banType, action.banEndsAt);
  const member = appeal.member.username ? `@${appeal.member.username}` : appeal.member.displayName;
  return (
    <article aria-label={`Appeal by ${member}`}>
      <div className="admin-item-head">
        <h3>
          {member} appeals: {actionLabel(action.type)}
        </h3>
        <span className={`status-pill status-pill-${appeal.status.toLowerCase()}`}>{APPEAL_STATUS_LABELS[appeal.status] ?? appeal.status}</span>
      </div>
      <p className="admin-item-meta">
        Action on {formatDateTime(action.createdAt)} by {action.actor?.displayName ?? 'the system'} · appealed {formatDateTime(appeal.createdAt)}
      </p>
      <p>
        <strong>Reason given:</strong> {action.reason}
      </p>
      {subject ? <p className="admin-item-meta">{subject}</p> : null}
      {ban ? <p className="admin-item-meta">{ban}</p> : null}
      {action.warningSeverity ? (
        <p className="admin-item-meta">
          Warning: {action.warningType} · severity {action.warningSeverity} ({SEVERITY_LABELS[action.warningSeverity]})
        </p>
      ) : null}
      <p className="admin-item-meta">The member wrote:</p>
      <blockquote className="admin-quote">{appeal.text}</blockquote>
      {appeal.status === 'PENDING' ? (
        appeal.viewerMayDecide ? (
          <DecideForm appealId={appeal.appealId} onDecided={onDecided} />
        ) : (
          <FormMessage tone="info">You took this action, so another admin must decide this appeal.</FormMessage>
        )
      ) : (
        <p>
          <strong>Decision</strong> ({appeal.decidedBy?.displayName ?? 'an admin'}, {appeal.decidedAt ? formatDateTime(appeal.decidedAt) : ''}): {appeal.decisionReason}
        </p>
      )}
    </article>
  );
}

function DecideForm({ appealId, onDecided }: { appealId: number; onDecided: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useDecideAppealMutation();
  const reasonId = `appeal-${appealId}-reason`;
  const decide = (overturn: boolean) => {
    setError(null);
    if (!reason.trim()) {
      setError('Please write the reason for your decision; the member will read it.');
      return;
    }
    commit({
      variables: { input: { appealId, overturn, reason: reason.trim() } },
      onCompleted: () => {
        showToast(overturn ? 'Appeal accepted: the action was undone.' : 'Appeal declined: the action stands.', 'success');
        onDecided();
      },
      onError: (e) => setError(userMessage(e, 'Could not decide this appeal. Please try again.')),
    });
  };
  return (
    <form className="admin-form" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={reasonId}>Reason for your decision (the member reads it)</label>
        <textarea id={reasonId} value={reason} maxLength={APPEAL_REASON_MAX} rows={3} onChange={(e) => setReason(e.target.value)} />
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => decide(true)}>
          Overturn
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => decide(false)}>
          Uphold
        </button>
      </div>
    </form>
  );
}
