// The member's badge count in the user-actions area (content spec §9: 99+ above 99), beside the
// account menu's avatar. Kept live by the badgesEarned subscription (BadgeToasts).
import { graphql, useFragment } from 'react-relay';
import { badgeCountLabel } from './badgeRules';
import './badges.css';
import type { BadgeCount_viewer$key } from './__generated__/BadgeCount_viewer.graphql';

export function BadgeCount({ viewer }: { viewer: BadgeCount_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment BadgeCount_viewer on User {
        badgeCount
      }
    `,
    viewer,
  );
  const label = badgeCountLabel(data.badgeCount);
  if (label === null) return null;
  return (
    <span className="badge-count" title={`${data.badgeCount} badges earned`}>
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-3-5.4 3 1.1-6-4.5-4.2 6.1-.8z" fill="currentColor" />
      </svg>
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">{`${data.badgeCount} badges earned`}</span>
    </span>
  );
}
