// How a failed poll vote shows under the poll (content spec §8 'Poll vote'), apart from reading
// the failure (pollErrors.ts, which loads with the vote's code): the poll also shows it when that
// code could not be loaded.

export const POLL_VOTE_FAILED = 'Failed to vote. Please try again.';
export const POLL_VOTE_FAILED_PAGE = 'Failed to vote on poll. Please try again.';

/** A failed vote under the poll: what it says, whether Try Again is offered, the option it was for. */
export interface ShownPollFailure {
  message: string;
  retryable: boolean;
  optionIndex: number;
}

/** Cards and the feed poll show the failure's message, with Try Again where it may help; the post page its own alert. */
export function shownPollFailure(failure: { message: string; retryable: boolean }, optionIndex: number, onPostPage: boolean): ShownPollFailure {
  return {
    message: onPostPage && failure.retryable ? POLL_VOTE_FAILED_PAGE : failure.message || POLL_VOTE_FAILED,
    retryable: failure.retryable && !onPostPage,
    optionIndex,
  };
}
