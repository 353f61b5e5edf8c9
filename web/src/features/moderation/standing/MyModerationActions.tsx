// The actions taken on the viewer's account and content, newest first: what was done and why
// (never by whom), the appeal button while an appeal is allowed, and each appeal's outcome.
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { userMessage } from '../../../relay/errors';
import { FormMessage } from '../../../ui/Field';
import { showToast } from '../../../ui/toastStore';
import { actionLabel, banLabel, formatDateTime, SEVERITY_LABELS, subjectOf } from '../admin/actionLabels';
import { AppealForm } from './AppealForm';
import { APPEAL_SENT, appealOutcome } from './appealRules';
import { useSubmitAppealMutation } from './useSubmitAppealMutation';
import type { MyModerationActions_query$key } from './__generated__/MyModerationActions_query.graphql';
import type { MyModerationActionsPaginationQuery } from './__generated__/MyModerationActionsPaginationQuery.graphql';
import { MY_ACTIONS_PAGE_SIZE } from '../moderationPaging';

export function MyModerationActions({ query }: { query: MyModerationActions_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<MyModerationActionsPaginationQuery, MyModerationActions_query$key>(
    graphql`
      fragment MyModerationActions_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "MyModerationActionsPaginationQuery") {
        myModerationActions(first: $count, after: $cursor) @connection(key: "MyModerationActions_myModerationActions") {
          edges {
            node {
              actionId
              type
              reason
              createdAt
              postTitle
              postUrlId
              commentExcerpt
              banType
              banEndsAt
              warningSeverity
              warningType
              canAppeal
              appealDeadline
              appeal {
                appealId
                status
                text
                decisionReason
                decidedAt
                createdAt
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const nodes = data.myModerationActions.edges.map((e) => e?.node).filter((n): n is NonNullable<typeof n> => n != null);
  const reload = () =>
    startTransition(() => {
      refetch({ count: Math.max(MY_ACTIONS_PAGE_SIZE, nodes.length) }, { fetchPolicy: 'network-only' });
    });

  if (nodes.length === 0) {
    return <p className="muted">No moderator has taken any action on your account or content. You are in good standing.</p>;
  }
  return (
    <>
      <ul className="admin-list" aria-label="Actions on your account">
        {nodes.map((n) => (
          <li key={n.actionId} className="card">
            <ActionItem action={n} onAppealed={reload} />
          </li>
        ))}
      </ul>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {hasNext ? (
        <div className="button-row list-more">
          <button
            type="button"
            className="button"
            disabled={isLoadingNext}
            onClick={() =>
              startTransition(() => {
                loadNext(MY_ACTIONS_PAGE_SIZE, { onComplete: (e) => (e ? setError(userMessage(e, 'Could not load more.')) : undefined) });
              })
            }
          >
            {isLoadingNext ? 'Loading…' : 'Show older'}
          </button>
        </div>
      ) : null}
    </>
  );
}

type ActionNode = {
  actionId: number;
  type: string;
  reason: string;
  createdAt: string;
  postTitle?: string | null;
  commentExcerpt?: string | null;
  banType?: string | null;
  banEndsAt?: string | null;
  warningSeverity?: number | null;
  warningType?: string | null;
  canAppeal: boolean;
  appealDeadline: string;
  appeal?: { appealId: number; status: string; text: string; decisionReason?: string | null; decidedAt?: string | null; createdAt: string } | null;
};

function ActionItem({ action, onAppealed }: { action: ActionNode; onAppealed: () => void }) {
  const [appealing, setAppealing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useSubmitAppealMutation();
  const subject = subjectOf(action);
  const ban = banLabel(action.banType, action.banEndsAt);
  const submit = (text: string) => {
    setError(null);
    commit({
      variables: { input: { actionId: action.actionId, text } },
      onCompleted: () => {
        showToast(APPEAL_SENT, 'success');
        setAppealing(false);
        onAppealed();
      },
      onError: (e) => setError(userMessage(e, 'Could not send your appeal. Please try again.')),
    });
  };
  return (
    <article aria-label={`${actionLabel(action.type)} on ${formatDateTime(action.createdAt)}`}>
      <div className="admin-item-head">
        <h3>{actionLabel(action.type)}</h3>
        <span className="admin-item-meta">{formatDateTime(action.createdAt)}</span>
      </div>
      <p>
        <strong>Reason:</strong> {action.reason}
      </p>
      {subject ? <p className="admin-item-meta">{subject}</p> : null}
      {ban ? <p className="admin-item-meta">{ban}</p> : null}
      {action.warningSeverity ? (
        <p className="admin-item-meta">
          Severity: {SEVERITY_LABELS[action.warningSeverity]} ({action.warningSeverity} of 5)
        </p>
      ) : null}
      {action.appeal ? (
        <div className="appeal-outcome">
          <p>
            <span className={`status-pill status-pill-${action.appeal.status.toLowerCase()}`}>
              {action.appeal.status === 'PENDING' ? 'Appeal pending' : action.appeal.status === 'OVERTURNED' ? 'Appeal accepted' : 'Appeal declined'}
            </span>{' '}
            {appealOutcome(action.appeal.status)}
          </p>
          {action.appeal.decisionReason ? (
            <p>
              <strong>Decision:</strong> {action.appeal.decisionReason}
            </p>
          ) : null}
          <p className="admin-item-meta">You wrote: “{action.appeal.text}”</p>
        </div>
      ) : action.canAppeal ? (
        appealing ? (
          <AppealForm busy={busy} error={error} onSubmit={submit} onCancel={() => setAppealing(false)} />
        ) : (
          <div className="button-row">
            <button type="button" className="button" onClick={() => setAppealing(true)}>
              Appeal
            </button>
            <span className="admin-item-meta">Until {formatDateTime(action.appealDeadline)}</span>
          </div>
        )
      ) : null}
    </article>
  );
}
