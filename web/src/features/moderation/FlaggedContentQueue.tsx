// The admin "Flagged content" tab body (mounted by /admin/moderation). Interface agreed in
// /work/issue10-plan.md: `version` increases on each live flag change (a new flag, another admin's
// decision) and the list is fetched again then. Flagged posts and comments are grouped per item:
// excerpt, author and their trust level, total weight, number of flags, reasons with counts, first
// and last flag; open ones first by newest flag or by weight, 20 at a time. Keep dismisses the
// item's flags (a hidden item is published again); Remove asks for the reason the author reads.
// Flaggers are never named here either.
import { Suspense, useId, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link } from '../../routing';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { QuietBoundary } from '../../ui/QuietBoundary';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toastStore';
import { RelativeTime } from '../posts/RelativeTime';
import type { FlagStatus, FlaggedContentSort, FlaggedContentQueueQuery } from './__generated__/FlaggedContentQueueQuery.graphql';
import type { FlaggedContentQueue_query$data, FlaggedContentQueue_query$key } from './__generated__/FlaggedContentQueue_query.graphql';
import type { FlaggedContentQueuePaginationQuery } from './__generated__/FlaggedContentQueuePaginationQuery.graphql';
import { useDecideFlaggedContentMutation } from './useDecideFlaggedContentMutation';
import './flags.css';

export interface FlaggedContentQueueProps {
  version: number;
}

export const FLAGGED_PAGE_SIZE = 20;
export const REMOVAL_REASON_MAX = 500;
const DECISION_FAILED = 'The decision could not be saved. Please try again.';

type Status = Exclude<FlagStatus, '%future added value'>;
type Sort = Exclude<FlaggedContentSort, '%future added value'>;
const STATUSES: { value: Status; label: string; empty: string }[] = [
  { value: 'OPEN', label: 'Open', empty: 'No flagged content. Flags appear here as members report posts and comments.' },
  { value: 'RESOLVED', label: 'Removed', empty: 'No flagged content has been removed yet.' },
  { value: 'DISMISSED', label: 'Kept', empty: 'No flags have been dismissed yet.' },
];
const SORTS: { value: Sort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'HEAVIEST', label: 'Heaviest' },
];

const query = graphql`
  query FlaggedContentQueueQuery($status: FlagStatus!, $sort: FlaggedContentSort!, $count: Int!) {
    ...FlaggedContentQueue_query @arguments(status: $status, sort: $sort, count: $count)
  }
`;

export function FlaggedContentQueue({ version }: FlaggedContentQueueProps) {
  const [status, setStatus] = useState<Status>('OPEN');
  const [sort, setSort] = useState<Sort>('NEWEST');
  // Decisions made here fetch the list again at once (the live version may come a moment later).
  const [localVersion, setLocalVersion] = useState(0);
  const [, startTransition] = useTransition();
  return (
    <section className="flag-queue" aria-labelledby="flag-queue-title">
      <h2 id="flag-queue-title" className="visually-hidden">
        Flagged content
      </h2>
      <div className="flag-queue-controls">
        <div className="flag-chips" role="group" aria-label="Flag status">
          {STATUSES.map((s) => (
            <button key={s.value} type="button" className="flag-chip" aria-pressed={status === s.value} onClick={() => startTransition(() => setStatus(s.value))}>
              {s.label}
            </button>
          ))}
        </div>
        <div className="flag-chips" role="group" aria-label="Order">
          {SORTS.map((s) => (
            <button key={s.value} type="button" className="flag-chip" aria-pressed={sort === s.value} onClick={() => startTransition(() => setSort(s.value))}>
              {s.label}
            </button>
          ))}
        </div>
      </div>
      <QuietBoundary fallback={<FormMessage tone="error">The flagged content could not be loaded. Please reload the page.</FormMessage>}>
        <Suspense fallback={<Spinner label="Loading flagged content…" />}>
          <FlagList status={status} sort={sort} fetchKey={`${version}:${localVersion}`} onDecided={() => setLocalVersion((v) => v + 1)} />
        </Suspense>
      </QuietBoundary>
    </section>
  );
}

function FlagList({ status, sort, fetchKey, onDecided }: { status: Status; sort: Sort; fetchKey: string; onDecided: () => void }) {
  const data = useLazyLoadQuery<FlaggedContentQueueQuery>(query, { status, sort, count: FLAGGED_PAGE_SIZE }, { fetchKey, fetchPolicy: 'store-and-network' });
  return <FlagPages query={data} status={status} onDecided={onDecided} />;
}

type Item = NonNullable<FlaggedContentQueue_query$data['flaggedContent']['edges'][number]>['node'];

function FlagPages({ query: queryRef, status, onDecided }: { query: FlaggedContentQueue_query$key; status: Status; onDecided: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<FlaggedContentQueuePaginationQuery, FlaggedContentQueue_query$key>(
    graphql`
      fragment FlaggedContentQueue_query on Query
      @argumentDefinitions(
        status: { type: "FlagStatus!" }
        sort: { type: "FlaggedContentSort!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "FlaggedContentQueuePaginationQuery") {
        flaggedContent(status: $status, sort: $sort, first: $count, after: $cursor) @connection(key: "FlaggedContentQueue_flaggedContent", filters: ["status", "sort"]) {
          totalCount
          edges {
            node {
              id
              itemId
              itemType
              postUrlId
              postSlug
              postTitle
              excerpt
              status
              isDeleted
              authorUsername
              authorTrustScore
              authorTrustLevel
              totalWeight
              flagCount
              reasons {
                reason
                count
              }
              firstFlaggedAt
              lastFlaggedAt
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [loadError, setLoadError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const items = data.flaggedContent.edges.map((edge) => edge?.node).filter((node): node is Item => node != null);
  const label = STATUSES.find((s) => s.value === status)!;

  if (items.length === 0 && !hasNext) {
    return (
      <div className="card empty-state">
        <p>{label.empty}</p>
      </div>
    );
  }
  const more = () => {
    setLoadError(null);
    startTransition(() => {
      loadNext(FLAGGED_PAGE_SIZE, { onComplete: (error) => (error ? setLoadError(userMessage(error, 'Could not load more flagged content.')) : undefined) });
    });
  };
  const total = data.flaggedContent.totalCount;
  return (
    <>
      <p className="muted">
        {total} {total === 1 ? 'item' : 'items'}
        {total > items.length ? ` (${items.length} shown)` : ''}
      </p>
      <ul className="flag-list" aria-label="Flagged content">
        {items.map((item) => (
          <li key={item.id}>
            <FlaggedItemCard item={item} open={status === 'OPEN'} onDecided={onDecided} />
          </li>
        ))}
      </ul>
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {hasNext ? (
        <div className="button-row list-more">
          <button type="button" className="button" onClick={more} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
            {isLoadingNext ? 'Loading…' : 'Show more'}
          </button>
        </div>
      ) : null}
    </>
  );
}

const postPath = (urlId: string, slug: string) => `/discussion/${urlId}${slug.trim() ? `/${slug}` : ''}`;

function FlaggedItemCard({ item, open, onDecided }: { item: Item; open: boolean; onDecided: () => void }) {
  const [commit, busy] = useDecideFlaggedContentMutation();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const reasonId = useId();
  const isPost = item.itemType === 'POST';
  const kind = isPost ? 'post' : 'comment';
  const hidden = item.status === 'PENDING_REVIEW' && !item.isDeleted;

  const decide = (decision: 'KEEP' | 'REMOVE', removalReason: string | null) => {
    setError(null);
    commit({
      variables: { input: { ...(isPost ? { postId: item.itemId } : { commentId: item.itemId }), decision, reason: removalReason } },
      onCompleted: () => {
        showToast(decision === 'KEEP' ? `Flags dismissed: the ${kind} stays` : `The ${kind} was removed`, 'success');
        setRemoving(false);
        onDecided();
      },
      onError: (failure) => {
        const message = userMessage(failure, DECISION_FAILED);
        setError(message);
        // Another admin decided first: show the list as it is now.
        if (/no open flags/i.test(message)) onDecided();
      },
    });
  };

  const trimmed = reason.trim();
  return (
    <article className="card flag-item" aria-labelledby={titleId}>
      <header className="flag-item-head">
        <h3 id={titleId} className="flag-item-title">
          <span className="flag-kind">{isPost ? 'Post' : 'Comment on'}</span>{' '}
          {item.isDeleted ? <span>{item.postTitle}</span> : <Link to={postPath(item.postUrlId, item.postSlug)}>{item.postTitle}</Link>}
        </h3>
        <div className="flag-badges">
          {hidden ? <span className="flag-badge flag-badge-hidden">Hidden pending review</span> : null}
          {item.isDeleted ? <span className="flag-badge">Removed</span> : null}
          <span className="flag-badge flag-badge-weight" title="Total weight of these flags (by the flaggers' trust levels)">
            Weight {item.totalWeight}
          </span>
        </div>
      </header>
      {item.excerpt ? <p className="flag-excerpt">{item.excerpt}</p> : null}
      <dl className="flag-facts">
        <dt>Author</dt>
        <dd>
          {item.authorUsername ? `@${item.authorUsername}` : 'Member without a username'}{' '}
          <span className="muted">
            (trust {item.authorTrustLevel}
            {item.authorTrustScore != null ? `, ${item.authorTrustScore}` : ''})
          </span>
        </dd>
        <dt>Flags</dt>
        <dd>
          {item.flagCount} · first <RelativeTime value={String(item.firstFlaggedAt)} />, last <RelativeTime value={String(item.lastFlaggedAt)} />
        </dd>
        <dt>Reasons</dt>
        <dd>
          <ul className="flag-reason-counts">
            {item.reasons.map((r) => (
              <li key={r.reason}>
                <span className="flag-reason-text">{r.reason}</span> <span className="flag-reason-count">× {r.count}</span>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {open ? (
        <div className="button-row flag-actions">
          <button type="button" className="button" onClick={() => decide('KEEP', null)} disabled={busy} aria-label={`Keep ${kind} “${item.postTitle}” and dismiss its flags`}>
            Keep
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              setError(null);
              setRemoving(true);
            }}
            disabled={busy}
            aria-label={`Remove ${kind} “${item.postTitle}”`}
          >
            Remove
          </button>
        </div>
      ) : null}
      {error && !removing ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Modal open={removing} title={isPost ? 'Remove this post?' : 'Remove this comment?'} onClose={() => setRemoving(false)} closeBlocked={busy} size="small">
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!trimmed) {
              setError('Please give a reason for removing this content.');
              return;
            }
            decide('REMOVE', trimmed);
          }}
          noValidate
        >
          <p className="muted">The author reads this reason. They are not told who flagged it.</p>
          <div className="field">
            <label htmlFor={reasonId}>Reason</label>
            <textarea id={reasonId} rows={3} value={reason} maxLength={REMOVAL_REASON_MAX} onChange={(event) => setReason(event.target.value)} data-autofocus />
          </div>
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <div className="button-row dialog-actions">
            <button type="button" className="button" onClick={() => setRemoving(false)} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="button button-danger-solid" disabled={busy || !trimmed} aria-busy={busy || undefined}>
              {busy ? 'Removing…' : 'Remove'}
            </button>
          </div>
        </form>
      </Modal>
    </article>
  );
}
