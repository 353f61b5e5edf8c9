// A poll vote once tapped (content spec §8 'Poll vote'). PollBlock draws the poll and loads this
// once the browser is idle after it rendered, or on the first tap: a guest's daily vote recorded
// on the device first, the vote sent with the totals it makes at once, then what came of it:
// 'Momentum building!' at the 25th vote, the choice shown, or the failure by kind (join prompt,
// verify-e-mail alert, daily vote used, a message with Try Again, a refetch when voting again
// cannot succeed).
import type { IEnvironment } from 'relay-runtime';
import { commitMutationConfig } from '../../relay/commitMutationConfig';
import { DEVICE_ID_HEADER, getDeviceId } from './deviceId';
import { showToast } from '../../ui/toastStore';
import { showEmailRequired } from '../posts/emailRequiredStore';
import type { votePollMutation as Operation } from './__generated__/votePollMutation.graphql';
import { DAILY_VOTE_STORAGE_FAILED, forgetDailyVote, recordDailyVote } from './dailyVoteRecord';
import { pollVoteFailure } from './pollErrors';
import { MOMENTUM_BUILDING } from './pollRules';
import { shownPollFailure, type ShownPollFailure } from './pollVoteFailed';
import { refetchPoll } from './refetchPoll';
import { totalsWithVote, type PollTotals } from './voteTotals';
import votePollMutation from './votePollMutation';

export interface PollVote {
  environment: IEnvironment;
  postId: string;
  /** The poll's totals before this vote (PollTotals_poll). */
  poll: PollTotals;
  optionIndex: number;
  /** A guest's daily vote on the feed poll: recorded on the device, no viewer choice stored. */
  anonymous: boolean;
  onPostPage: boolean;
}

/** What the poll shows of a vote (its state). */
export interface PollVoteView {
  setPendingIndex(optionIndex: number | null): void;
  setLocalChoice(optionIndex: number): void;
  setRetries(count: number): void;
  setDailyUsed(used: boolean): void;
  setFailure(failure: ShownPollFailure): void;
  openJoinPrompt(): void;
}

/** Sends the vote whose option the poll already shows as being sent. */
export function sendPollVote({ environment, postId, poll, optionIndex, anonymous, onPostPage }: PollVote, view: PollVoteView): void {
  if (anonymous) {
    try {
      recordDailyVote(postId);
    } catch {
      view.setPendingIndex(null);
      view.setFailure({ message: DAILY_VOTE_STORAGE_FAILED, retryable: false, optionIndex });
      return;
    }
  }
  commitMutationConfig<Operation>(environment, votePollMutation, {
    variables: { input: { postId, optionIndex } },
    // The server counts a guest's daily vote by this browser's random id, sent with that vote only.
    cacheConfig: anonymous ? { metadata: { headers: { [DEVICE_ID_HEADER]: getDeviceId() } } } : undefined,
    optimisticResponse: {
      votePoll: { momentumTriggered: false, poll: { ...totalsWithVote(poll, optionIndex), viewerVote: anonymous ? null : optionIndex } },
    },
    onCompleted: (response) => {
      view.setPendingIndex(null);
      // This vote brought the poll to 25 votes.
      if (response.votePoll.momentumTriggered) showToast(`${MOMENTUM_BUILDING} This poll just reached 25 votes.`, 'success');
      view.setLocalChoice(optionIndex);
      view.setRetries(0);
      if (anonymous) view.setDailyUsed(true);
    },
    onError: (error) => {
      view.setPendingIndex(null);
      const outcome = pollVoteFailure(error);
      if (anonymous && outcome.dailyVoteUsed) {
        view.setDailyUsed(true);
        return;
      }
      if (anonymous) forgetDailyVote(postId);
      if (outcome.verifyEmail) {
        showEmailRequired(outcome.message);
        return;
      }
      if (outcome.kind === 'authentication') {
        view.openJoinPrompt();
        return;
      }
      if (outcome.final) refetchPoll(environment, postId);
      view.setFailure(shownPollFailure(outcome, optionIndex, onPostPage));
    },
  });
}
