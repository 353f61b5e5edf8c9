import { Suspense, type ReactElement } from 'react';
import { Icon } from '../../ui/Icon';
import { QuietBoundary } from '../../ui/QuietBoundary';
import type { PostShareTarget } from '../share/PostShareControl';
import { useShortVideoShareFlag } from '../share/useShortVideoShareFlag';
import { copyPostLink } from './shareLink';
import { lazyPart } from '../../ui/lazyPart';

// Loaded only where the flag is on: with it off the feed carries none of the short-video code.
const PostShareControl = lazyPart(() => import('../share/PostShareControl').then((m) => m.PostShareControl));

/**
 * Share = copy the post's link (toast 'Link copied to clipboard!' or 'Failed to copy link').
 * With the short-video share flag on, a menu with Copy link and the short-video dialogs instead;
 * until the flag and that menu's code are there (or if either fails) the copy-link button shows.
 */
export function ShareButton({ post, showLabel = false }: { post: PostShareTarget; showLabel?: boolean }) {
  const copyLink = <CopyLinkButton path={post.path} showLabel={showLabel} />;
  return (
    <QuietBoundary fallback={copyLink}>
      <Suspense fallback={copyLink}>
        <FlaggedShareControl post={post} showLabel={showLabel} copyLink={copyLink} />
      </Suspense>
    </QuietBoundary>
  );
}

function FlaggedShareControl({ post, showLabel, copyLink }: { post: PostShareTarget; showLabel: boolean; copyLink: ReactElement }) {
  return useShortVideoShareFlag() ? <PostShareControl post={post} variant={showLabel ? 'button' : 'icon'} /> : copyLink;
}

function CopyLinkButton({ path, showLabel }: { path: string; showLabel: boolean }) {
  return (
    <button type="button" className="post-action" aria-label="Share post (copy link)" onClick={() => void copyPostLink(path)}>
      <Icon name="share" size={18} />
      {showLabel ? <span aria-hidden="true">Share</span> : null}
    </button>
  );
}
