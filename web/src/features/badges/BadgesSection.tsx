// The Badges section of a member's profile (shell spec §7 Badges): the badges they earned, latest
// first, with their total points; on one's own profile also the way to the next ones (current,
// target, percent). User.badges is null for viewers who may not see the profile (the server's
// rule), and the section is then not drawn.
import { useState } from 'react';
import { Link } from '../../routing';
import { graphql, useFragment } from 'react-relay';
import { BadgeIcon } from './BadgeIcon';
import { clampPercent } from './badgeRules';
import type { BadgesSection_user$key } from './__generated__/BadgesSection_user.graphql';
import './badges.css';
import { formatCount } from '../../ui/format';

/** Unearned badges shown before 'Show all badges'. */
const NEXT_SHOWN = 4;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function BadgesSection({ user }: { user: BadgesSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment BadgesSection_user on User {
        badgeCount
        totalPoints
        badges {
          earnedAt
          badge {
            id
            name
            description
            points
            icon
            color
            tier
          }
        }
        badgeProgress {
          current
          target
          percent
          earnedAt
          badge {
            id
            name
            description
            points
            icon
            color
            tier
          }
        }
      }
    `,
    user,
  );
  const [showAll, setShowAll] = useState(false);
  if (data.badges == null) return null;
  const next = (data.badgeProgress ?? []).filter((p) => p.earnedAt == null).sort((a, b) => b.percent - a.percent);
  const shownNext = showAll ? next : next.slice(0, NEXT_SHOWN);
  return (
    <section className="card badges-section" aria-labelledby="badges-section-title">
      <div className="badges-section-head">
        <h2 id="badges-section-title">Badges</h2>
        <span className="muted">
          {data.badgeCount} {data.badgeCount === 1 ? 'badge' : 'badges'} · {formatCount(data.totalPoints)} points ·{' '}
          <Link to="/leaderboard">Leaderboard</Link>
        </span>
      </div>
      {data.badges.length === 0 ? (
        <p className="muted">No badges yet</p>
      ) : (
        <ul className="badges-earned">
          {data.badges.map(({ badge, earnedAt }) => (
            <li key={badge.id} className="badges-earned-item" title={badge.description}>
              <BadgeIcon icon={badge.icon} color={badge.color} tier={badge.tier} size={48} />
              <span className="badges-earned-name">{badge.name}</span>
              <span className="muted badges-earned-meta">
                +{badge.points} · <time dateTime={String(earnedAt)}>{dateFormat.format(new Date(String(earnedAt)))}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {next.length > 0 ? (
        <>
          <h3 className="badges-next-title">Next badges</h3>
          <ul className="badges-next">
            {shownNext.map((p) => (
              <li key={p.badge.id} className="badges-next-item">
                <BadgeIcon icon={p.badge.icon} color={p.badge.color} tier={p.badge.tier} size={36} muted />
                <div className="badges-next-body">
                  <div className="badges-next-line">
                    <span className="badges-next-name">{p.badge.name}</span>
                    <span className="muted">
                      {p.current} / {p.target}
                    </span>
                  </div>
                  <div
                    className="badges-progress"
                    role="progressbar"
                    aria-label={`${p.badge.name} progress`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={clampPercent(p.percent)}
                  >
                    <span style={{ width: `${clampPercent(p.percent)}%` }} />
                  </div>
                  <span className="muted badges-next-description">{p.badge.description}</span>
                </div>
              </li>
            ))}
          </ul>
          {next.length > NEXT_SHOWN ? (
            <button type="button" className="button button-small button-ghost" onClick={() => setShowAll((v) => !v)}>
              {showAll ? 'Show fewer badges' : `Show all badges (${next.length})`}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
