import { DEFAULT_AVATAR_COLOR, avatarInitials, readableTextColor } from './avatar';

export function Avatar({ name, color, size = 32 }: { name: string; color?: string | null; size?: number }) {
  const background = color && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_AVATAR_COLOR;
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{ width: size, height: size, background, color: readableTextColor(background), fontSize: size * 0.4 }}
    >
      {avatarInitials(name)}
    </span>
  );
}
