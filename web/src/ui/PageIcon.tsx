// Every icon, for the parts that load after the first render (pages, dialogs, menus, sidebars):
// the glyphs the shell and the post lists do not draw load with them, not with the entry.
import type { ReactElement } from 'react';
import { iconComponent, shellGlyphs } from './Icon';

const glyphs = {
  ...shellGlyphs,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  logout: <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  shield: <path d="M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6z" />,
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="1" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />,
  arrowLeft: <path d="M19 12H5M12 19l-7-7 7-7" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
  reply: <path d="M10 8 4 13l6 5M4 13h10a6 6 0 0 1 6 6" />,
  thumbUp: <path d="M7 11v9H4v-9zM7 11l4-8a2 2 0 0 1 2.5 2.3L13 9h6a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 20H7" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  tag: <path d="M3 12V4h8l9 9-8 8zM7.5 7.5h.01" />,
  flag: <path d="M5 21V4M5 4h11l-2 4 2 4H5" />,
  block: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="m6.5 6.5 11 11" />
    </>
  ),
  mute: <path d="M4 9v6h4l5 4V5L8 9zM16 9l5 6M21 9l-5 6" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  copy: <path d="M9 9h11v11H9zM5 15H4V4h11v1" />,
  video: <path d="M3 6h12v12H3zM15 10l6-3v10l-6-3" />,
} satisfies Record<string, ReactElement>;

export type PageIconName = keyof typeof glyphs;

export const PageIcon = iconComponent(glyphs);
