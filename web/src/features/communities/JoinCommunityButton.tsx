// Join / Leave of a community, in place (content spec §2 /explore and /c/{slug}, §4 'Community
// join and leave update is_member', §8). Guests are asked to sign in. A private community is
// joined through an invite link only, so non-members see 'Invite only'. Owners, and members of
// a private community (who need a new invite to come back), confirm before leaving.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Icon } from '../../ui/Icon';
import { lazyDialog } from '../../ui/lazyDialog';
import { useSession } from '../session/useSession';
import type { JoinCommunityButton_community$key } from './__generated__/JoinCommunityButton_community.graphql';
import { useJoinCommunityMutation } from './useJoinCommunityMutation';
import { useLeaveCommunityMutation } from './useLeaveCommunityMutation';

// Load when first opened: the confirmation of leaving, and the prompt a guest gets.
const ConfirmDialog = lazyDialog(() => import('../../ui/ConfirmDialog').then((m) => m.ConfirmDialog));
const JoinPrompt = lazyDialog(() => import('../../ui/JoinPrompt').then((m) => m.JoinPrompt));

export const JOIN_PROMPT = 'Create an account to join communities and participate in the community.';

export function JoinCommunityButton({
  community,
  size = 'normal',
  onLeft,
}: {
  community: JoinCommunityButton_community$key;
  size?: 'small' | 'normal';
  /** After a confirmed leave (e.g. a private community's page goes away). */
  onLeft?: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment JoinCommunityButton_community on Community {
        id
        displayName
        isPrivate
        memberCount
        viewerIsMember
        viewerRole
      }
    `,
    community,
  );
  const session = useSession();
  const [join] = useJoinCommunityMutation();
  const [leave] = useLeaveCommunityMutation();
  const [promptOpen, setPromptOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const small = size === 'small' ? ' button-small' : '';

  if (!data.viewerIsMember && data.isPrivate) {
    return (
      <span className="pill pill-muted" title="Members join through an invite link">
        Invite only
      </span>
    );
  }

  if (!data.viewerIsMember) {
    return (
      <>
        <button
          type="button"
          className={`button button-primary${small}`}
          aria-label={`Join ${data.displayName}`}
          onClick={() => (session.isAuthenticated ? join(data) : setPromptOpen(true))}
        >
          <Icon name="plus" size={16} /> Join
        </button>
        <JoinPrompt open={promptOpen} onClose={() => setPromptOpen(false)} message={JOIN_PROMPT} />
      </>
    );
  }

  const isOwner = data.viewerRole === 'OWNER';
  const needsConfirm = isOwner || data.isPrivate;
  const doLeave = () => leave(data, onLeft);
  return (
    <>
      <button
        type="button"
        className={`button${small}`}
        aria-label={`Leave ${data.displayName}`}
        onClick={() => (needsConfirm ? setConfirmOpen(true) : doLeave())}
      >
        Leave
      </button>
      <ConfirmDialog
        open={confirmOpen}
        title={`Leave ${data.displayName}?`}
        confirmLabel="Leave community"
        tone="danger"
        onConfirm={() => {
          setConfirmOpen(false);
          doLeave();
        }}
        onCancel={() => setConfirmOpen(false)}
      >
        {isOwner ? <p>You own this community. If you leave, its longest-serving moderator (or else its longest-standing member) becomes the owner.</p> : null}
        {data.isPrivate ? <p>This community is private: to come back you will need a new invite link.</p> : null}
      </ConfirmDialog>
    </>
  );
}
