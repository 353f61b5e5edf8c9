// A community's icon (a short text such as an emoji), or its first letter when it has none.
export function CommunityIcon({ icon, name, size = 'medium' }: { icon: string | null | undefined; name: string; size?: 'small' | 'medium' | 'large' }) {
  const text = icon?.trim() || [...name.trim()][0]?.toUpperCase() || '#';
  return (
    <span className={`community-icon community-icon-${size}${icon?.trim() ? '' : ' community-icon-letter'}`} aria-hidden="true">
      {text}
    </span>
  );
}
