// Inline SVG icons (no icon font, no CDN: the app works offline). Decorative by default;
// pass `label` to make an icon meaningful to screen readers. These are the icons the shell and
// the post lists draw, which load with the entry; the others come with the parts that draw them
// (PageIcon.tsx).
import type { ReactElement } from 'react';

export const shellGlyphs = {
  home: <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  message: <path d="M4 5h16v11H8l-4 4z" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  alert: (
    <>
      <path d="M12 3 2 20h20z" />
      <path d="M12 10v4M12 17v.5" />
    </>
  ),
  filterOff: <path d="M4 5h16l-6 7v6l-4 2v-8zM3 3l18 18" />,
  arrowUp: <path d="M12 19V5M5 12l7-7 7 7" />,
  arrowDown: <path d="M12 5v14M19 12l-7 7-7-7" />,
  comment: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />,
  bookmark: <path d="M6 3h12v18l-6-4-6 4z" />,
  bookmarkFilled: <path d="M6 3h12v18l-6-4-6 4z" fill="currentColor" />,
  share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </>
  ),
  more: (
    <>
      <circle cx="5" cy="12" r="1.3" fill="currentColor" />
      <circle cx="12" cy="12" r="1.3" fill="currentColor" />
      <circle cx="19" cy="12" r="1.3" fill="currentColor" />
    </>
  ),
  pin: <path d="M9 3h6l-1 6 4 4H6l4-4zM12 13v8" />,
  flame: <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 .3 1.7 1.2 2.6 2.2 3C11 8.5 11.5 5.5 12 3z" />,
  refresh: <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />,
  check: <path d="m5 12 5 5L20 7" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />,
  wifiOff: <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.5a10 10 0 0 1 4-2.3M19 12.5a10 10 0 0 0-3-2M2 8.8a15 15 0 0 1 5-3M22 8.8A15 15 0 0 0 11 5M12 20h.01" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof shellGlyphs;

/** An icon component drawing the given glyphs by name. */
export function iconComponent<Name extends string>(glyphs: Record<Name, ReactElement>) {
  return function Icon({ name, label, size = 20 }: { name: Name; label?: string; size?: number }) {
    return (
      <svg
        className="icon"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        focusable="false"
      >
        {glyphs[name]}
      </svg>
    );
  };
}

export const Icon = iconComponent(shellGlyphs);
