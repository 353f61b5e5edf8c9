export const DEFAULT_AVATAR_COLOR = '#6366f1';

/** Avatar initials (spec §5): first letters of two words, or the first two characters. */
export function avatarInitials(name: string | null | undefined): string {
  const clean = (name ?? '').replace(/<[^>]*>/g, '').trim();
  if (clean === '') return '?';
  const words = clean.split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (Array.from(words[0])[0] + Array.from(words[1])[0]).toUpperCase();
  return Array.from(clean).slice(0, 2).join('').toUpperCase();
}

/** Black or white text, whichever reads better on the given #rrggbb background. */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const match = /^#?([0-9a-f]{6})$/i.exec(background.trim());
  if (!match) return '#ffffff';
  const value = parseInt(match[1], 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
