// Toolbar icons, drawn as ui/Icon draws (24 px grid, 1.8 stroke, currentColor). Always
// decorative: every toolbar button has its own aria-label.
import type { ReactElement } from 'react';
import { iconComponent } from '../ui/Icon';

const glyphs = {
  bold: <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" strokeWidth={2.4} />,
  italic: <path d="M14 5h-4M14 19h-4M14 5l-4 14M10 5h6M8 19h6" />,
  underline: <path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />,
  code: <path d="m9 7-5 5 5 5M15 7l5 5-5 5" />,
  heading: <path d="M6 5v14M18 5v14M6 12h12" strokeWidth={2.2} />,
  quote: <path d="M9 7H6a1 1 0 0 0-1 1v4h4v-1.5M9 12c0 3-1.5 4.5-4 5M19 7h-3a1 1 0 0 0-1 1v4h4v-1.5M19 12c0 3-1.5 4.5-4 5" />,
  bulleted: (
    <>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <circle cx="5" cy="6" r="1.2" fill="currentColor" />
      <circle cx="5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="5" cy="18" r="1.2" fill="currentColor" />
    </>
  ),
  numbered: <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M4 9h3M4 14.5a1.5 1.5 0 1 1 2.5 1L4 19h3" />,
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
  unlink: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1M3 3l18 18" />,
} satisfies Record<string, ReactElement>;

export type EditorIconName = keyof typeof glyphs;

export const EditorIcon = iconComponent(glyphs);
