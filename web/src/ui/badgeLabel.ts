/** The text of a count badge: nothing for 0 or less, the number up to 9, then '9+'. */
export function badgeLabel(count: number | null | undefined, max = 9): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
}
