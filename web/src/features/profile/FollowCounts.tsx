// "n followers · m following" on a profile, each opening the list behind it.
import { useState } from 'react';
import { lazyDialog } from '../../ui/lazyDialog';
import type { FollowDirection } from './__generated__/FollowListDialogQuery.graphql';
import { formatCount } from '../../ui/format';

const FollowListDialog = lazyDialog(() => import('./FollowListDialog').then((m) => m.FollowListDialog));

export function FollowCounts(props: { memberKey: string; memberName: string; followerCount: number; followingCount: number }) {
  const [open, setOpen] = useState<FollowDirection | null>(null);
  const count = (n: number) => formatCount(n);
  return (
    <>
      <button type="button" className="link-button follow-count" onClick={() => setOpen('FOLLOWERS')} aria-haspopup="dialog">
        <strong>{count(props.followerCount)}</strong> {props.followerCount === 1 ? 'follower' : 'followers'}
      </button>
      {' · '}
      <button type="button" className="link-button follow-count" onClick={() => setOpen('FOLLOWING')} aria-haspopup="dialog">
        <strong>{count(props.followingCount)}</strong> following
      </button>
      {open ? <FollowListDialog open onClose={() => setOpen(null)} memberKey={props.memberKey} memberName={props.memberName} direction={open} /> : null}
    </>
  );
}
