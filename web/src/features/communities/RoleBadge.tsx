// A member's role in a community, as a small label ('Member' is not labelled).
export type CommunityRole = 'OWNER' | 'MODERATOR' | 'MEMBER' | '%future added value';

export function RoleBadge({ role, showMember = false }: { role: CommunityRole; showMember?: boolean }) {
  if (role === 'OWNER') return <span className="pill pill-role">Owner</span>;
  if (role === 'MODERATOR') return <span className="pill pill-role">Moderator</span>;
  return showMember ? <span className="pill pill-muted">Member</span> : null;
}
