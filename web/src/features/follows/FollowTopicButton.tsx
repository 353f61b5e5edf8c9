// Follow / Following on a tag or a sector (content spec §4 'Follow and unfollow': optimistic and
// reverted on failure), for the feed's filter chip and the sidebar's Popular Topics. Whether the
// viewer follows it comes from their follow lists (viewer.follows), which the button updates.
// Guests are asked to sign in.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Icon } from '../../ui/Icon';
import { lazyDialog } from '../../ui/lazyDialog';
import type { FollowTopicButton_viewer$key } from './__generated__/FollowTopicButton_viewer.graphql';
import { findFollow, type TopicFollowType } from './followRules';
import { useFollowMutation } from './useFollowMutation';
import { useUnfollowMutation } from './useUnfollowMutation';

// The prompt a guest gets: loads when first opened.
const JoinPrompt = lazyDialog(() => import('../../ui/JoinPrompt').then((m) => m.JoinPrompt));

export const FOLLOW_TOPIC_PROMPT = 'Create an account to follow topics and build your own feed.';

export function FollowTopicButton({
  viewer,
  followType,
  value,
  label,
  compact = false,
}: {
  /** Null for guests. */
  viewer: FollowTopicButton_viewer$key | null;
  followType: TopicFollowType;
  /** The tag, or the sector's taxonomy name. */
  value: string;
  /** What the button names ('#wages', 'Healthcare'). */
  label: string;
  /** An icon-sized button (lists); otherwise with its text. */
  compact?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment FollowTopicButton_viewer on User {
        tags: follows(followType: TAG, first: 50) @connection(key: "FollowTopicButton_tags") {
          __id
          edges {
            node {
              id
              value
            }
          }
        }
        sectors: follows(followType: SECTOR, first: 50) @connection(key: "FollowTopicButton_sectors") {
          __id
          edges {
            node {
              id
              value
            }
          }
        }
      }
    `,
    viewer,
  );
  const [follow] = useFollowMutation();
  const [unfollow] = useUnfollowMutation();
  const [promptOpen, setPromptOpen] = useState(false);
  const list = followType === 'TAG' ? data?.tags : data?.sectors;
  const found = list ? findFollow(value, list.edges.map((edge) => edge?.node)) : null;
  const following = found !== null;

  const toggle = () => {
    if (!list) {
      setPromptOpen(true);
      return;
    }
    if (found) unfollow({ followType, value, followId: found.id });
    else follow({ followType, value, connections: [list.__id] });
  };

  const text = following ? 'Following' : 'Follow';
  return (
    <>
      <button
        type="button"
        className={`button button-small follow-button${following ? ' follow-button-on' : ''}${compact ? ' follow-button-compact' : ''}`}
        aria-pressed={following}
        aria-label={following ? `Unfollow ${label}` : `Follow ${label}`}
        title={compact ? (following ? `Following ${label}` : `Follow ${label}`) : undefined}
        onClick={toggle}
      >
        <Icon name={following ? 'check' : 'plus'} size={14} />
        {compact ? null : <span>{text}</span>}
      </button>
      <JoinPrompt open={promptOpen} onClose={() => setPromptOpen(false)} message={FOLLOW_TOPIC_PROMPT} />
    </>
  );
}
