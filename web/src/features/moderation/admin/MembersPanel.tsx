// Admin tab: find a member (username, email or display name) and open their moderation summary
// (trust score and level, warnings, bans, reports, flags, recent actions) with Issue Warning,
// Ban User, Lift ban, a trust score override (reason required) and a link to their log.
import { Suspense, useEffect, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useSearchParams } from '../../../routing';
import { userMessage } from '../../../relay/errors';
import { Avatar } from '../../../ui/Avatar';
import { FormMessage, TextField } from '../../../ui/Field';
import { Spinner } from '../../../ui/Spinner';
import { showToast } from '../../../ui/toastStore';
import { BanUserDialog } from '../BanUserDialog';
import { IssueWarningDialog } from '../IssueWarningDialog';
import { actionLabel, banLabel, formatDateTime } from './actionLabels';
import { OrganizerGrantForm } from '../../profile/organizer/OrganizerGrantForm';
import type { MembersPanelSearchQuery } from './__generated__/MembersPanelSearchQuery.graphql';
import type { MembersPanelSummaryQuery } from './__generated__/MembersPanelSummaryQuery.graphql';
import type { MembersPanelBansQuery } from './__generated__/MembersPanelBansQuery.graphql';
import type { MembersPanelLiftBanMutation } from './__generated__/MembersPanelLiftBanMutation.graphql';
import type { MembersPanelTrustMutation } from './__generated__/MembersPanelTrustMutation.graphql';

export const MEMBER_SEARCH_DEBOUNCE_MS = 250;
export const MEMBER_SEARCH_MIN = 2;

const searchQuery = graphql`
  query MembersPanelSearchQuery($q: String) {
    adminMemberSearch(query: $q, first: 20) {
      edges {
        node {
          id
          userId
          username
          displayName
          avatarColor
          emailForAdmins
          role
        }
      }
    }
  }
`;

export function MembersPanel() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [q, setQ] = useState(text.trim());
  const [, startTransition] = useTransition();
  const selected = params.get('member');
  const view = params.get('view');
  const setView = (next: 'bans' | null) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next) p.set('view', next);
        else p.delete('view');
        return p;
      },
      { replace: true },
    );

  useEffect(() => {
    const id = setTimeout(() => startTransition(() => setQ(text.trim())), MEMBER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text]);

  const select = (userId: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (userId) next.set('member', userId);
        else next.delete('member');
        if (q) next.set('q', q);
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title" className="visually-hidden">
        Members
      </h2>
      <div className="admin-filters">
        <TextField
          label="Find a member"
          type="search"
          value={text}
          onChange={setText}
          placeholder="Username, email or display name"
          hint={`At least ${MEMBER_SEARCH_MIN} characters.`}
          autoComplete="off"
        />
      </div>
      {q === '' ? (
        <div className="admin-chips" role="group" aria-label="Show">
          <button type="button" className="admin-chip" aria-pressed={view !== 'bans'} onClick={() => setView(null)}>
            Joined in the last 7 days
          </button>
          <button type="button" className="admin-chip" aria-pressed={view === 'bans'} onClick={() => setView('bans')}>
            Active bans
          </button>
        </div>
      ) : null}
      {q === '' && view === 'bans' ? (
        <Suspense fallback={<Spinner />}>
          <ActiveBans selected={selected} onSelect={select} />
        </Suspense>
      ) : q.length >= MEMBER_SEARCH_MIN || q === '' ? (
        <Suspense fallback={<Spinner label="Searching…" />}>
          <SearchResults q={q} selected={selected} onSelect={select} />
        </Suspense>
      ) : null}
      {selected ? (
        <Suspense fallback={<Spinner label="Loading the member’s summary…" />}>
          <MemberSummary userId={selected} />
        </Suspense>
      ) : null}
    </section>
  );
}

function SearchResults({ q, selected, onSelect }: { q: string; selected: string | null; onSelect: (id: string) => void }) {
  const data = useLazyLoadQuery<MembersPanelSearchQuery>(searchQuery, { q }, { fetchPolicy: 'store-or-network' });
  const users = data.adminMemberSearch.edges.map((e) => e?.node).filter((n): n is NonNullable<typeof n> => n != null);
  if (users.length === 0) return <p className="muted">{q ? `No member matches “${q}”.` : 'Nobody joined in the last 7 days.'}</p>;
  return (
    <ul className="member-results" aria-label="Members found">
      {users.map((u) => (
        <li key={u.id}>
          <button type="button" className="member-result" aria-pressed={selected === String(u.userId)} onClick={() => onSelect(String(u.userId))}>
            <Avatar name={u.displayName} color={u.avatarColor} size={32} />
            <span className="member-result-text">
              <strong>{u.displayName}</strong>
              <span className="muted">
                {u.username ? `@${u.username}` : 'no username'} · {u.emailForAdmins}
                {u.role !== 'MEMBER' ? ` · ${u.role.toLowerCase()}` : ''}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const bansQuery = graphql`
  query MembersPanelBansQuery {
    bans(active: true, first: 50) {
      edges {
        node {
          id
          banType
          reason
          createdAt
          expiresAt
          user {
            userId
            username
            displayName
            avatarColor
          }
          issuedBy {
            displayName
          }
        }
      }
    }
  }
`;

/** The bans in force (the dashboard's "active bans"), each opening the member's summary. */
function ActiveBans({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) {
  const data = useLazyLoadQuery<MembersPanelBansQuery>(bansQuery, {}, { fetchPolicy: 'store-and-network' });
  const bans = data.bans.edges.map((e) => e?.node).filter((n): n is NonNullable<typeof n> => n != null);
  if (bans.length === 0) return <p className="muted">No ban is in force.</p>;
  return (
    <ul className="member-results" aria-label="Active bans">
      {bans.map((b) => (
        <li key={b.id}>
          <button type="button" className="member-result" aria-pressed={selected === String(b.user.userId)} onClick={() => onSelect(String(b.user.userId))}>
            <Avatar name={b.user.displayName} color={b.user.avatarColor} size={32} />
            <span className="member-result-text">
              <strong>
                {b.user.displayName} {b.user.username ? <span className="muted">@{b.user.username}</span> : null}
              </strong>
              <span className="muted">
                {banLabel(b.banType, b.expiresAt)} · {b.reason} · by {b.issuedBy?.displayName ?? 'an admin'}, {formatDateTime(b.createdAt)}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const summaryQuery = graphql`
  query MembersPanelSummaryQuery($userId: ID!) {
    moderationSummary(userId: $userId) {
      member {
        id
        ...OrganizerGrantForm_user
      }
      user {
        userId
        username
        displayName
        role
        createdAt
        emailVerified
      }
      trustScore
      trustLevel
      trustScoreOverride
      isShadowBanned
      activeBan {
        banType
        expiresAt
        reason
      }
      warnings {
        total
        active
        unacknowledged
        recent {
          warningId
          warningType
          reason
          severity
          severityLabel
          createdAt
          struckAt
        }
      }
      bans {
        total
      }
      reports {
        against
        againstOpen
        againstUpheld
        filed
      }
      flags {
        againstContent
        againstContentOpen
        againstContentUpheld
        filed
      }
      recentActions {
        actionId
        type
        reason
        createdAt
        actorUsername
      }
    }
  }
`;

function MemberSummary({ userId }: { userId: string }) {
  const [key, setKey] = useState(0);
  const [dialog, setDialog] = useState<'warn' | 'ban' | null>(null);
  const data = useLazyLoadQuery<MembersPanelSummaryQuery>(summaryQuery, { userId }, { fetchKey: key, fetchPolicy: key ? 'network-only' : 'store-and-network' });
  const s = data.moderationSummary;
  const name = s.user.username ?? s.user.displayName ?? `Member ${s.user.userId}`;
  const reload = () => setKey((k) => k + 1);
  return (
    <article className="card" aria-label={`Summary of ${name}`}>
      <div className="admin-item-head">
        <h3>
          {s.user.displayName} {s.user.username ? <span className="muted">@{s.user.username}</span> : null}
        </h3>
        {s.activeBan ? (
          <span className="status-pill status-pill-danger">{s.activeBan.banType === 'SHADOW' ? 'Shadow banned' : 'Banned'}</span>
        ) : s.isShadowBanned ? (
          <span className="status-pill status-pill-danger">Shadow banned</span>
        ) : null}
      </div>
      <p className="admin-item-meta">
        Member since {formatDateTime(s.user.createdAt)} · {s.user.emailVerified ? 'email verified' : 'email not verified'} · {s.user.role.toLowerCase()}
      </p>
      <dl className="summary-grid">
        <div>
          <dt>Trust score</dt>
          <dd>
            {s.trustScore ?? 'N/A'} <span className="muted">({s.trustLevel})</span>
          </dd>
        </div>
        <div>
          <dt>Warnings</dt>
          <dd>
            {s.warnings.active} active / {s.warnings.total}
          </dd>
        </div>
        <div>
          <dt>Bans</dt>
          <dd>{s.bans.total}</dd>
        </div>
        <div>
          <dt>Reports against</dt>
          <dd>
            {s.reports.against} <span className="muted">({s.reports.againstOpen} open, {s.reports.againstUpheld} upheld)</span>
          </dd>
        </div>
        <div>
          <dt>Flags on their content</dt>
          <dd>
            {s.flags.againstContent} <span className="muted">({s.flags.againstContentOpen} open)</span>
          </dd>
        </div>
        <div>
          <dt>Reports and flags filed</dt>
          <dd>{s.reports.filed + s.flags.filed}</dd>
        </div>
      </dl>
      {s.activeBan ? (
        <FormMessage tone="info">
          {s.activeBan.banType === 'SHADOW' ? 'Shadow ban' : s.activeBan.expiresAt ? `Banned until ${formatDateTime(s.activeBan.expiresAt)}` : 'Permanently banned'}: {s.activeBan.reason}
        </FormMessage>
      ) : null}
      <div className="button-row">
        <button type="button" className="button" onClick={() => setDialog('warn')}>
          Issue Warning
        </button>
        <button type="button" className="button button-danger" onClick={() => setDialog('ban')}>
          Ban User
        </button>
        {s.activeBan || s.isShadowBanned ? <LiftBanButton userId={s.member.id} onDone={reload} /> : null}
        <Link className="button" to={`/admin/moderation?tab=log&user=${s.user.userId}`}>
          View their log
        </Link>
      </div>
      <TrustOverrideForm userId={s.member.id} current={s.trustScore ?? null} override={s.trustScoreOverride ?? null} onDone={reload} />
      <OrganizerGrantForm key={s.member.id} user={s.member} onDone={reload} />
      {s.warnings.recent.length ? (
        <>
          <h4>Recent warnings</h4>
          <ul className="admin-list">
            {s.warnings.recent.map((w) => (
              <li key={w.warningId} className="admin-item-meta">
                {formatDateTime(w.createdAt)} · {w.warningType} · {w.severityLabel}: {w.reason}
                {w.struckAt ? ' (struck)' : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {s.recentActions.length ? (
        <>
          <h4>Recent actions</h4>
          <ul className="admin-list">
            {s.recentActions.map((a) => (
              <li key={a.actionId} className="admin-item-meta">
                {formatDateTime(a.createdAt)} · {actionLabel(a.type)} by {a.actorUsername ? `@${a.actorUsername}` : 'the system'}: {a.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {dialog === 'warn' ? (
        <IssueWarningDialog
          userId={s.member.id}
          username={name}
          onClose={() => {
            setDialog(null);
            reload();
          }}
        />
      ) : null}
      {dialog === 'ban' ? (
        <BanUserDialog
          userId={s.member.id}
          username={name}
          onClose={() => {
            setDialog(null);
            reload();
          }}
        />
      ) : null}
    </article>
  );
}

function LiftBanButton({ userId, onDone }: { userId: string; onDone: () => void }) {
  const [commit, busy] = useMutation<MembersPanelLiftBanMutation>(graphql`
    mutation MembersPanelLiftBanMutation($input: LiftBanInput!) {
      liftBan(input: $input) {
        ban {
          liftedAt
        }
      }
    }
  `);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          commit({
            variables: { input: { userId, reason: 'Ban lifted by a moderator' } },
            onCompleted: () => {
              showToast('Ban lifted.', 'success');
              onDone();
            },
            onError: (e) => setError(userMessage(e, 'Could not lift the ban.')),
          })
        }
      >
        {busy ? 'Lifting…' : 'Lift ban'}
      </button>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </>
  );
}

function TrustOverrideForm({ userId, current, override, onDone }: { userId: string; current: number | null; override: number | null; onDone: () => void }) {
  const [score, setScore] = useState(override != null ? String(override) : '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<MembersPanelTrustMutation>(graphql`
    mutation MembersPanelTrustMutation($input: SetTrustScoreInput!) {
      setTrustScore(input: $input) {
        trustScore
        level
        isOverride
      }
    }
  `);
  const submit = (clear: boolean) => {
    setError(null);
    const value = clear ? null : Number(score);
    if (!clear && (score.trim() === '' || !Number.isInteger(value) || value! < 0 || value! > 1000)) {
      setError('Enter a whole number from 0 to 1000.');
      return;
    }
    if (!reason.trim()) {
      setError('Please give a reason for the change.');
      return;
    }
    commit({
      variables: { input: { userId, score: value, reason: reason.trim() } },
      onCompleted: () => {
        showToast(clear ? 'Override removed: the score is computed again.' : 'Trust score set.', 'success');
        setReason('');
        onDone();
      },
      onError: (e) => setError(userMessage(e, 'Could not change the trust score.')),
    });
  };
  return (
    <details className="trust-override">
      <summary>Override the trust score{override != null ? ` (override in force: ${override})` : ''}</summary>
      <form
        className="admin-form form"
        onSubmit={(e) => {
          e.preventDefault();
          submit(false);
        }}
      >
        <TextField label="New score (0–1000)" type="number" inputMode="numeric" min={0} max={1000} value={score} onChange={setScore} hint={`Now ${current ?? 'N/A'}.`} />
        <TextField label="Reason (required)" value={reason} onChange={setReason} maxLength={500} />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={busy}>
            Set score
          </button>
          {override != null ? (
            <button type="button" className="button" disabled={busy} onClick={() => submit(true)}>
              Remove override
            </button>
          ) : null}
        </div>
      </form>
    </details>
  );
}
