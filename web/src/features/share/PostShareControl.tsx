// The post share control (content spec §2 'Share-to-short-video dialogs' 5) with the short-video
// features on: icon (feed card) and button (post page) open a menu with Copy link and the
// short-video dialogs; short-video-menu has the dialogs only; card, caption and performance are
// single buttons for one dialog; menu-item is one row of a menu. With the flag off ShareButton
// keeps the plain copy-link button and none of this loads.
import { useState } from 'react';
import { ActionMenu, type ActionMenuItem } from '../../ui/ActionMenu';
import { PageIcon } from '../../ui/PageIcon';
import { lazyDialog } from '../../ui/lazyDialog';
import { copyPostLink } from '../posts/shareLink';
import { SHARE_VIEW_TITLES, type ShortVideoShareView } from './shareViews';
import './shareControl.css';

const ShortVideoShareDialog = lazyDialog(() => import('./ShortVideoShareDialog').then((m) => m.ShortVideoShareDialog));

export type PostShareVariant = 'icon' | 'button' | 'menu-item' | 'card' | 'caption' | 'performance' | 'short-video-menu';

export interface PostShareTarget {
  /** Global id. */
  id: string;
  path: string;
  title: string;
}

const DIALOG_ITEMS: { view: ShortVideoShareView; icon: ActionMenuItem['icon'] }[] = [
  { view: 'card', icon: 'download' },
  { view: 'caption', icon: 'edit' },
  { view: 'performance', icon: 'video' },
];

export function PostShareControl({ post, variant }: { post: PostShareTarget; variant: PostShareVariant }) {
  const [view, setView] = useState<ShortVideoShareView | null>(null);
  const dialog = view ? <ShortVideoShareDialog postId={post.id} view={view} onViewChange={setView} onClose={() => setView(null)} /> : null;

  if (variant === 'card' || variant === 'caption' || variant === 'performance' || variant === 'menu-item') {
    const target: ShortVideoShareView = variant === 'menu-item' ? 'card' : variant;
    return (
      <>
        <button type="button" className={variant === 'menu-item' ? 'menu-item' : 'button'} onClick={() => setView(target)}>
          {SHARE_VIEW_TITLES[target]}
        </button>
        {dialog}
      </>
    );
  }

  const items: ActionMenuItem[] = DIALOG_ITEMS.map(({ view: itemView, icon }) => ({ key: itemView, label: SHARE_VIEW_TITLES[itemView], icon, onSelect: () => setView(itemView) }));
  if (variant !== 'short-video-menu') items.unshift({ key: 'copy', label: 'Copy link', icon: 'link', onSelect: () => void copyPostLink(post.path) });
  return (
    <>
      <ActionMenu
        label={`Share “${post.title}”`}
        title="Share post"
        items={items}
        className="share-control"
        trigger={
          <>
            <PageIcon name={variant === 'short-video-menu' ? 'video' : 'share'} size={18} />
            {variant === 'button' ? <span aria-hidden="true">Share</span> : null}
          </>
        }
      />
      {dialog}
    </>
  );
}
