// The home page's slide-out menu below desktop width (shell spec §2 'Mobile slide-out menu'):
// a menu button at the start of the top bar (not the logo) opens the drawer with Topical
// Channels, Campaigns and Affiliation (TopicsMenuDrawer.tsx, whose code loads when first opened:
// it stays out of the first visit's JavaScript).
import { useState } from 'react';
import { Icon } from '../../ui/Icon';
import { lazyDialog } from '../../ui/lazyDialog';

const TopicsMenuDrawer = lazyDialog(() => import('./TopicsMenuDrawer').then((m) => m.TopicsMenuDrawer));

export function MobileTopicsMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="icon-button topics-menu-trigger" aria-label="Topics menu" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="menu" size={22} />
      </button>
      <TopicsMenuDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
