// Admin tab: the moderation log, newest first, 30 a page, filtered by action type and member
// (?type= and ?user= in the address, so a filtered log can be linked to). Read again when
// `version` changes.
import { useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useSearchParams } from '../../../routing';
import { userMessage } from '../../../relay/errors';
import { FormMessage } from '../../../ui/Field';
import { ACTION_LABELS, actionLabel, banLabel, formatDateTime, subjectOf } from './actionLabels';
import type { ModerationLogQuery, ModerationActionType } from './__generated__/ModerationLogQuery.graphql';
import type { ModerationLog_query$key } from './__generated__/ModerationLog_query.graphql';
import type { ModerationLogPaginationQuery } from './__generated__/ModerationLogPaginationQuery.graphql';

export const LOG_PAGE_SIZE = 30;
const LOG_TYPES = Object.keys(ACTION_LABELS);

const query = graphql`
  query ModerationLogQuery($type: ModerationActionType, $user: ID, $count: Int!) {
    ...ModerationLog_query @arguments(type: $type, user: $user, count: $count)
  }
`;

export function ModerationLog({ version }: { version: number }) {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = typeParam && LOG_TYPES.includes(typeParam) ? (typeParam as ModerationActionType) : null;
  const user = params.get('user') && /^\d+$/.test(params.get('user')!) ? params.get('user') : null;
  const [, startTransition] = useTransition();
  const data = useLazyLoadQuery<ModerationLogQuery>(query, { type, user, count: LOG_PAGE_SIZE }, { fetchKey: version, fetchPolicy: 'store-and-network' });

  const setFilter = (name: 'type' | 'user', value: string | null) =>
    startTransition(() =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    );

  return (
    <section aria-labelledby="log-title">
      <h2 id="log-title" className="visually-hidden">
        Moderation log
      </h2>
      <div className="admin-filters">
        <div className="field select-field">
          <label htmlFor="log-type">Action</label>
          <select id="log-type" value={type ?? ''} onChange={(e) => setFilter('type', e.target.value || null)}>
            <option value="">All actions</option>
            {LOG_TYPES.map((t) => (
              <option key={t} value={t}>
                {ACTION_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        {user ? (
          <p className="muted">
            Showing one member’s record.{' '}
            <button type="button" className="link-button" onClick={() => setFilter('user', null)}>
              Show everyone
            </button>
          </p>
        ) : null}
      </div>
      <LogTable query={data} />
    </section>
  );
}

function LogTable({ query: ref }: { query: ModerationLog_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ModerationLogPaginationQuery, ModerationLog_query$key>(
    graphql`
      fragment ModerationLog_query on Query
      @argumentDefinitions(type: { type: "ModerationActionType" }, user: { type: "ID" }, count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" })
      @refetchable(queryName: "ModerationLogPaginationQuery") {
        moderationLog(type: $type, targetUserId: $user, first: $count, after: $cursor) @connection(key: "ModerationLog_moderationLog", filters: ["type", "targetUserId"]) {
          edges {
            node {
              actionId
              type
              reason
              createdAt
              actor {
                displayName
                username
              }
              targetUser {
                userId
                username
                displayName
              }
              postTitle
              commentExcerpt
              banType
              banEndsAt
              warningSeverity
              appealStatus
            }
          }
        }
      }
    `,
    ref,
  );
  const [, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const nodes = data.moderationLog.edges.map((e) => e?.node).filter((n): n is NonNullable<typeof n> => n != null);
  if (nodes.length === 0) {
    return (
      <div className="card empty-state">
        <p>No moderation actions match.</p>
      </div>
    );
  }
  return (
    <div className="card">
      <table className="log-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">Member</th>
            <th scope="col">By</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {nodes.map((n) => {
            const details = [subjectOf(n), banLabel(n.banType, n.banEndsAt), n.warningSeverity ? `Severity ${n.warningSeverity}` : null, n.appealStatus ? `Appeal: ${n.appealStatus.toLowerCase()}` : null].filter(Boolean);
            return (
              <tr key={n.actionId}>
                <td>{formatDateTime(n.createdAt)}</td>
                <td>
                  <strong>{actionLabel(n.type)}</strong>
                </td>
                <td data-label="Member">{n.targetUser ? (n.targetUser.username ? `@${n.targetUser.username}` : n.targetUser.displayName) : '—'}</td>
                <td data-label="By">{n.actor ? n.actor.displayName : 'System'}</td>
                <td>
                  {n.reason}
                  {details.length ? <div className="admin-item-meta">{details.join(' · ')}</div> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {hasNext ? (
        <div className="button-row list-more">
          <button
            type="button"
            className="button"
            disabled={isLoadingNext}
            onClick={() => {
              setError(null);
              startTransition(() => {
                loadNext(LOG_PAGE_SIZE, { onComplete: (e) => (e ? setError(userMessage(e, 'Could not load more.')) : undefined) });
              });
            }}
          >
            {isLoadingNext ? 'Loading…' : 'Show older actions'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
