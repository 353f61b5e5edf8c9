// One user report in the admins' queue: the reported member and the reporter (admins only), the
// reason and details, status, assignee, notes, and the actions: assign to me / unassign, move to in
// review, resolve (upheld) or dismiss with notes, save notes; and the history from the moderation
// log. Resolved and dismissed reports are final: they show the decision and its notes.
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { showToast } from '../../ui/toastStore';
import { RelativeTime } from '../posts/RelativeTime';
import type { UserReportItem_report$key, UserReportStatus } from './__generated__/UserReportItem_report.graphql';
import { useAssignUserReportMutation } from './useAssignUserReportMutation';
import { useUpdateUserReportMutation } from './useUpdateUserReportMutation';

export const RESOLUTION_NOTES_MAX = 2000;
export const REPORT_UPDATE_FAILED = 'The report could not be updated. Please try again.';

export const REPORT_STATUS_LABELS: Record<string, string> = {
  OPEN: 'Open',
  REVIEWING: 'In review',
  RESOLVED: 'Resolved',
  DISMISSED: 'Dismissed',
};

const statusLabel = (status: string | null | undefined) => (status ? (REPORT_STATUS_LABELS[status] ?? status) : '');

type Person = { readonly userId: number; readonly username: string | null | undefined; readonly displayName: string } | null | undefined;
const nameOf = (person: Person) => (person ? (person.username ? `@${person.username}` : person.displayName) : 'a deleted account');

function PersonLink({ person }: { person: Person }) {
  if (!person) return <span className="muted">a deleted account</span>;
  return (
    <Link to={`/profile/${person.userId}`}>
      {person.displayName}
      {person.username ? <span className="muted"> @{person.username}</span> : null}
    </Link>
  );
}

export function UserReportItem({ report, viewerUserId }: { report: UserReportItem_report$key; viewerUserId: number | null }) {
  const data = useFragment(
    graphql`
      fragment UserReportItem_report on UserReport {
        id
        reportId
        reason
        reasonLabel
        details
        status
        createdAt
        resolvedAt
        resolutionNotes
        reportedUser {
          userId
          username
          displayName
        }
        reporter {
          userId
          username
          displayName
        }
        assignedTo {
          userId
          username
          displayName
        }
        resolvedBy {
          userId
          username
          displayName
        }
        history {
          entryId
          action
          fromStatus
          toStatus
          assignedToId
          notes
          createdAt
          actor {
            userId
            username
            displayName
          }
        }
      }
    `,
    report,
  );
  const [update, updating] = useUpdateUserReportMutation();
  const [assign, assigning] = useAssignUserReportMutation();
  const [notes, setNotes] = useState(data.resolutionNotes ?? '');
  const [error, setError] = useState<string | null>(null);
  const notesId = useId();
  const titleId = useId();
  const busy = updating || assigning;
  const closed = data.status === 'RESOLVED' || data.status === 'DISMISSED';
  const mine = viewerUserId !== null && data.assignedTo?.userId === viewerUserId;
  const notesChanged = notes.trim() !== (data.resolutionNotes ?? '').trim();
  const reported = nameOf(data.reportedUser);

  const setStatus = (status: UserReportStatus, done: string) => {
    if (busy) return;
    setError(null);
    const trimmed = notes.trim();
    update({
      variables: { input: { id: data.id, status, resolutionNotes: trimmed || null } },
      onCompleted: () => {
        showToast(done, 'success');
      },
      onError: (failure) => setError(userMessage(failure, REPORT_UPDATE_FAILED)),
    });
  };

  const toggleAssignment = () => {
    if (busy) return;
    setError(null);
    assign({
      variables: { input: { id: data.id, assign: !mine } },
      onError: (failure) => setError(userMessage(failure, REPORT_UPDATE_FAILED)),
    });
  };

  return (
    <article className="card report-item" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <header className="report-item-head">
        <h3 id={titleId} className="report-item-title">
          Report #{data.reportId}: {data.reasonLabel} — about {reported}
        </h3>
        <span className={`report-status report-status-${data.status.toLowerCase()}`}>{statusLabel(data.status)}</span>
      </header>
      <dl className="report-people">
        <dt>Reported member</dt>
        <dd>
          <PersonLink person={data.reportedUser} />
        </dd>
        <dt>Reported by</dt>
        <dd>
          <PersonLink person={data.reporter} /> <span className="muted">(never shown to the reported member)</span>
        </dd>
        <dt>Filed</dt>
        <dd>
          <RelativeTime value={String(data.createdAt)} />
        </dd>
        <dt>Assigned to</dt>
        <dd>{data.assignedTo ? (mine ? 'You' : nameOf(data.assignedTo)) : <span className="muted">Nobody yet</span>}</dd>
        {closed ? (
          <>
            <dt>{data.status === 'RESOLVED' ? 'Resolved' : 'Dismissed'}</dt>
            <dd>
              {data.resolvedAt ? <RelativeTime value={String(data.resolvedAt)} /> : null} by {data.resolvedBy ? nameOf(data.resolvedBy) : 'an admin'}
            </dd>
          </>
        ) : null}
      </dl>
      {data.details ? <p className="report-details">{data.details}</p> : <p className="muted">No details given.</p>}

      {closed ? (
        data.resolutionNotes ? (
          <p>
            <strong>Resolution notes:</strong> {data.resolutionNotes}
          </p>
        ) : null
      ) : (
        <>
          <div className="field">
            <label htmlFor={notesId}>Notes (admins only; the reporter is told the outcome, not the notes)</label>
            <textarea id={notesId} rows={3} value={notes} maxLength={RESOLUTION_NOTES_MAX} onChange={(event) => setNotes(event.target.value)} disabled={busy} />
          </div>
          <div className="report-actions">
            <button type="button" className="button" onClick={toggleAssignment} disabled={busy}>
              {mine ? 'Unassign me' : data.assignedTo ? 'Take over' : 'Assign to me'}
            </button>
            {data.status === 'OPEN' ? (
              <button type="button" className="button" onClick={() => setStatus('REVIEWING', 'Report moved to in review')} disabled={busy}>
                Move to in review
              </button>
            ) : notesChanged ? (
              <button type="button" className="button" onClick={() => setStatus(data.status, 'Notes saved')} disabled={busy}>
                Save notes
              </button>
            ) : null}
            <button type="button" className="button button-primary" onClick={() => setStatus('RESOLVED', 'Report resolved: the reporter is told action was taken')} disabled={busy}>
              Resolve (upheld)
            </button>
            <button type="button" className="button" onClick={() => setStatus('DISMISSED', 'Report dismissed: the reporter is told')} disabled={busy}>
              Dismiss
            </button>
          </div>
        </>
      )}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}

      {data.history && data.history.length > 0 ? (
        <details className="report-history">
          <summary>History ({data.history.length})</summary>
          <ol>
            {data.history.map((entry) => (
              <li key={entry.entryId}>
                <RelativeTime value={String(entry.createdAt)} /> · {nameOf(entry.actor)}{' '}
                {entry.action === 'ASSIGNMENT'
                  ? entry.assignedToId === null
                    ? 'unassigned the report'
                    : entry.assignedToId === entry.actor?.userId
                      ? 'assigned it to themselves'
                      : 'assigned it'
                  : entry.fromStatus === entry.toStatus
                    ? 'updated the notes'
                    : `moved it from ${statusLabel(entry.fromStatus)} to ${statusLabel(entry.toStatus)}`}
                {entry.notes ? <span className="report-history-notes">{entry.notes}</span> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}
