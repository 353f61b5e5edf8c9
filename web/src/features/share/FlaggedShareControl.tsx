// A post's share control as the short-video share flag has it (ShareButton loads this once the
// page has rendered): the menu with the short-video dialogs where the flag is on, else the
// copy-link button it is given.
import type { ReactElement } from 'react';
import { lazyPart } from '../../ui/lazyPart';
import type { PostShareTarget } from './PostShareControl';
import { useShortVideoShareFlag } from './useShortVideoShareFlag';

// Loaded only where the flag is on: with it off the feed carries none of the short-video code.
const PostShareControl = lazyPart(() => import('./PostShareControl').then((m) => m.PostShareControl));

export function FlaggedShareControl({ post, showLabel, copyLink }: { post: PostShareTarget; showLabel: boolean; copyLink: ReactElement }) {
  return useShortVideoShareFlag() ? <PostShareControl post={post} variant={showLabel ? 'button' : 'icon'} /> : copyLink;
}
