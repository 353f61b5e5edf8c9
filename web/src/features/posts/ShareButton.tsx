import { Suspense } from 'react';
import { Icon } from '../../ui/Icon';
import { QuietBoundary } from '../../ui/QuietBoundary';
import type { PostShareTarget } from '../share/PostShareControl';
import { copyPostLink } from './shareLink';
import { lazyPart } from '../../ui/lazyPart';
import { useIdleSinceMount } from '../../ui/lazyModule';

// The flag check (its query) and, where the flag is on, the short-video menu: not needed to draw
// the card, whose copy-link button works meanwhile.
const FlaggedShareControl = lazyPart(() => import('../share/FlaggedShareControl').then((m) => m.FlaggedShareControl));

/**
 * Share = copy the post's link (toast 'Link copied to clipboard!' or 'Failed to copy link').
 * With the short-video share flag on, a menu with Copy link and the short-video dialogs instead;
 * until the flag and that menu's code are there (or if either fails) the copy-link button shows.
 * The flag is asked once the browser is idle after the page rendered: the server and hydration
 * draw the copy-link button, so it works at once.
 */
export function ShareButton({ post, showLabel = false }: { post: PostShareTarget; showLabel?: boolean }) {
  const copyLink = <CopyLinkButton path={post.path} showLabel={showLabel} />;
  const checkFlag = useIdleSinceMount();
  return (
    <QuietBoundary fallback={copyLink}>
      <Suspense fallback={copyLink}>{checkFlag ? <FlaggedShareControl post={post} showLabel={showLabel} copyLink={copyLink} /> : copyLink}</Suspense>
    </QuietBoundary>
  );
}

function CopyLinkButton({ path, showLabel }: { path: string; showLabel: boolean }) {
  return (
    <button type="button" className="post-action" aria-label="Share post (copy link)" onClick={() => void copyPostLink(path)}>
      <Icon name="share" size={18} />
      {showLabel ? <span aria-hidden="true">Share</span> : null}
    </button>
  );
}
