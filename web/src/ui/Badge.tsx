import { badgeLabel } from './badgeLabel';

/** A small count badge (e.g. unread messages): hidden at 0, '9+' above 9. */
export function Badge({ count, label }: { count: number | null | undefined; label: string }) {
  const text = badgeLabel(count);
  if (text == null) return null;
  return (
    <span className="badge" aria-label={`${count} ${label}`}>
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
