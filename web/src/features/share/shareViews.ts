// The short-video share dialogs by name, and their titles (shared by the control and the lazy dialog).
export type ShortVideoShareView = 'card' | 'helper' | 'caption' | 'performance';

export const SHARE_VIEW_TITLES: Record<ShortVideoShareView, string> = {
  card: 'Create share card',
  helper: 'Share to the short-video platform',
  caption: 'Caption generator',
  performance: 'Performance',
};
