// A badge's medallion: its icon (the catalogue's icon names) in white on its colour, ringed by
// its tier. Inline SVG like ui/Icon: works offline, decorative (the name is next to it).
import type { ReactElement } from 'react';

const paths: Record<string, ReactElement> = {
  mail: <path d="M4 6h16v12H4zM4 7l8 6 8-6" />,
  compass: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="m15 9-2 4-4 2 2-4z" />
    </>
  ),
  pencil: <path d="M4 20l1-4L16 5l3 3L8 19zM14 7l3 3" />,
  chat: <path d="M4 5h16v10H9l-5 4z" />,
  chart: <path d="M5 20V10M10 20V4M15 20v-7M20 20v-11" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 19c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 0 1 0 6M18 14c2 .5 3 2 3 5" />
    </>
  ),
  home: <path d="M4 11 12 4l8 7v9h-5v-6H9v6H4z" />,
  'thumbs-up': <path d="M7 11v9H4v-9zM7 11l4-7c1.5 0 2.5 1 2 3l-1 3h6c1 0 2 1 1.5 2.5L18 19c-.3.7-1 1-1.7 1H7" />,
  flame: <path d="M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-7 2 1 3 3 3 3s1-3 0-6z" />,
  star: <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-3-5.4 3 1.1-6-4.5-4.2 6.1-.8z" />,
  lifebuoy: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="m6.5 6.5 3 3M14.5 14.5l3 3M17.5 6.5l-3 3M9.5 14.5l-3 3" />
    </>
  ),
  megaphone: <path d="M4 10v4h3l8 4V6L7 10zM18 9c1.5 1.5 1.5 4.5 0 6M7 14l1 5h3l-1-4" />,
  flag: <path d="M5 21V4M5 4h11l-2 4 2 4H5" />,
  cap: <path d="M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6" />,
  heart: <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />,
  calendar: <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />,
  zap: <path d="M13 2 5 14h6l-1 8 8-12h-6z" />,
  trophy: <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4c0 3 2 5 4 5M16 6h4c0 3-2 5-4 5M12 13v4M8 21h8M9 17h6v4H9z" />,
};

const TIER_RING: Record<string, string> = { bronze: '#b0793b', silver: '#9aa3ad', gold: '#d4a017', platinum: '#5b6f8f' };

export function BadgeIcon({
  icon,
  color,
  tier,
  size = 40,
  muted = false,
}: {
  icon: string;
  color: string;
  tier: string;
  size?: number;
  /** Not earned yet: drawn in grey. */
  muted?: boolean;
}) {
  const fill = muted ? '#9b978f' : /^#[0-9a-f]{6}$/i.test(color) ? color : '#6366f1';
  return (
    <svg className="badge-icon" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18.5" fill={fill} stroke={muted ? '#c9c5bc' : (TIER_RING[tier] ?? TIER_RING.bronze)} strokeWidth="3" />
      <g transform="translate(8 8)" fill="none" stroke="#ffffff" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round">
        {paths[icon] ?? paths.star}
      </g>
    </svg>
  );
}
