// The poll of a poll post (content spec §4 'Poll', §8 'Poll vote'), on a feed card
// ('card'), as the weekly feed poll ('featured') and on the post page ('page'):
// - open until it ends, then 'Poll concluded' (cards) or 'Poll ended' (feed poll, post page);
// - one vote, no change; blocked while a vote is being sent and once the poll ended;
// - after voting: the chosen option marked, percentages and counts, 'You voted' ('✓ You
//   voted' on the post page); results also show once anyone has voted;
// - 'Momentum building!' from 25 votes;
// - guests: 'Sign in to vote' and the join prompt, except on the feed poll, where they get
//   one vote per calendar day (recorded on the device, enforced by the server per device
//   id), then the sign-up prompt 'Daily vote used!';
// - failures by kind: the join prompt for 401, the verify-e-mail alert, 'Failed to vote.
//   Please try again.' with Try Again (3 retries) on cards and the feed poll, the alert
//   'Failed to vote on poll. Please try again.' on the post page;
// - options in this browser's stored order; live totals while the poll is on screen.
import { Suspense, useId, useMemo, useRef, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link, useLocation } from '../../routing';
import { Icon } from '../../ui/Icon';
import { QuietBoundary } from '../../ui/QuietBoundary';
import { useNow } from '../posts/useNow';
import { authPathWithReturn } from '../session/returnTo';
import { useSession } from '../session/useSession';
import type { PollBlock_post$key } from './__generated__/PollBlock_post.graphql';
import { DAILY_VOTE_USED, readDailyVote } from './dailyVote';
import { pollOptionOrder, renderedPollOptionOrder } from './pollOrder';
import { useDeviceState, useHydrated } from '../../ui/useHydrated';
import { lazyDialog } from '../../ui/lazyDialog';
import { MOMENTUM_BUILDING, POLL_RETRY_LIMIT, hasMomentum, isPollClosed, timeLeftLabel, votesLabel } from './pollRules';
import { POLL_VOTE_FAILED, shownPollFailure, type ShownPollFailure } from './pollVoteFailed';
import type { PollVoteView } from './pollVote';
import { lazyPart } from '../../ui/lazyPart';
import { lazyModule, useLoadWhenIdle } from '../../ui/lazyModule';

// The prompt a guest gets: loads when first opened.
const JoinPrompt = lazyDialog(() => import('../../ui/JoinPrompt').then((m) => m.JoinPrompt));
// Live totals while the poll is on screen: watching for that, and the subscription, are not
// needed to draw the poll, so they start once it is hydrated (left out if they cannot load).
const PollLiveResultsOnScreen = lazyPart(() => import('./PollLiveResultsOnScreen').then((m) => m.PollLiveResultsOnScreen));
// What a vote does (its document, the daily-vote record, reading a failure): not needed to draw
// the poll. A tap before it has arrived shows the vote as being sent until it has.
const pollVote = lazyModule(() => import('./pollVote'));

export type PollVariant = 'card' | 'featured' | 'page';

export const POLL_CONCLUDED = 'Poll concluded';
export const POLL_ENDED = 'Poll ended';
const SIGN_IN_TO_VOTE = 'Sign in to vote';
export const DAILY_VOTE_PROMPT = 'Create a free account to vote on every poll, any day, and to join the discussion.';

export function PollBlock({ post, variant }: { post: PollBlock_post$key; variant: PollVariant }) {
  const data = useFragment(
    graphql`
      fragment PollBlock_post on Post {
        id
        title
        path
        poll {
          ...PollTotals_poll @relay(mask: false)
          expiresAt
          isFeatured
          viewerVote
          options {
            text
          }
        }
      }
    `,
    post,
  );
  const poll = data.poll;
  const session = useSession();
  const location = useLocation();
  const environment = useRelayEnvironment();
  const now = useNow();
  const root = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useLoadWhenIdle(pollVote);
  const [pendingIndex, setPendingIndex] = useState<number | null>(null);
  /** The option voted in this visit (anonymous votes are known only here). */
  const [localChoice, setLocalChoice] = useState<number | null>(null);
  const [failure, setFailure] = useState<ShownPollFailure | null>(null);
  const [retries, setRetries] = useState(0);
  const [joinOpen, setJoinOpen] = useState(false);
  const [dailyUsed, setDailyUsed] = useDeviceState(() => readDailyVote() !== null, false);

  const texts = poll?.options.map((o) => o.text) ?? [];
  const textsKey = texts.join('\u0000');
  const hydrated = useHydrated();
  const order = useMemo(
    () => (poll ? (hydrated ? pollOptionOrder : renderedPollOptionOrder)(data.id, texts) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data.id, textsKey, hydrated],
  );

  const closed = poll ? isPollClosed(poll, Math.max(now, Date.now() - 1000)) : true;
  if (!poll) return null;

  const signedIn = session.isAuthenticated;
  const anonymousAllowed = !signedIn && variant === 'featured' && poll.isFeatured;
  const chosen = poll.viewerVote ?? localChoice;
  const voted = chosen !== null;
  const busy = pendingIndex !== null;
  const showResults = voted || poll.totalVotes > 0;
  const momentum = poll.momentum || hasMomentum(poll.totalVotes);
  const guestBlocked = !signedIn && !anonymousAllowed;
  const showDailyPrompt = anonymousAllowed && dailyUsed;
  const byIndex = new Map(poll.options.map((o) => [o.index, o]));
  const ordered = order.map((i) => poll.options[i]).filter((o): o is NonNullable<typeof o> => o != null);
  const here = location.pathname + location.search + location.hash;

  const view: PollVoteView = { setPendingIndex, setLocalChoice, setRetries, setDailyUsed, setFailure, openJoinPrompt: () => setJoinOpen(true) };

  const send = (optionIndex: number, isRetry: boolean) => {
    if (busy || closed || voted) return;
    setFailure(null);
    setPendingIndex(optionIndex);
    if (isRetry) setRetries((n) => n + 1);
    const onPostPage = variant === 'page';
    const vote = { environment, postId: data.id, poll, optionIndex, anonymous: !signedIn, onPostPage };
    pollVote.load().then(
      ({ sendPollVote }) => sendPollVote(vote, view),
      () => {
        // As any failure that is neither the server's nor the network's.
        setPendingIndex(null);
        setFailure(shownPollFailure({ message: POLL_VOTE_FAILED, retryable: true }, optionIndex, onPostPage));
      },
    );
  };

  const choose = (optionIndex: number) => {
    if (closed || voted || busy) return;
    if (guestBlocked) {
      setJoinOpen(true);
      return;
    }
    if (showDailyPrompt) return;
    setRetries(0);
    send(optionIndex, false);
  };

  const endedLabel = variant === 'card' ? POLL_CONCLUDED : POLL_ENDED;
  const youVoted = variant === 'page' ? '✓ You voted' : 'You voted';

  return (
    <div ref={root} className={`poll poll-${variant}${closed ? ' poll-closed' : ''}`} role="group" aria-labelledby={headingId}>
      <p id={headingId} className="visually-hidden">
        Poll: {data.title}
      </p>
      {hydrated && !closed ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <PollLiveResultsOnScreen poll={root} postId={data.id} />
          </Suspense>
        </QuietBoundary>
      ) : null}
      <ul className="poll-options" aria-busy={busy || undefined}>
        {ordered.map((option) => {
          const isChosen = chosen === option.index;
          const isPending = pendingIndex === option.index;
          const percentage = byIndex.get(option.index)?.percentage ?? 0;
          const results = showResults ? (
            <span className="poll-option-result">
              <span className="poll-option-percent">{percentage}%</span>
              <span className="poll-option-count muted">{votesLabel(option.voteCount)}</span>
            </span>
          ) : null;
          const body = (
            <>
              {showResults ? <span className="poll-option-bar" style={{ width: `${percentage}%` }} aria-hidden="true" /> : null}
              <span className="poll-option-text">
                {isChosen ? <Icon name="check" size={16} /> : null}
                {option.text}
                {isChosen ? <span className="visually-hidden"> (your vote)</span> : null}
              </span>
              {results}
            </>
          );
          const interactive = !closed && !voted;
          return (
            <li key={option.id}>
              {interactive ? (
                <button
                  type="button"
                  className={`poll-option${isPending ? ' poll-option-pending' : ''}`}
                  onClick={() => choose(option.index)}
                  disabled={busy || showDailyPrompt}
                  aria-describedby={guestBlocked ? `${headingId}-signin` : undefined}
                >
                  {body}
                </button>
              ) : (
                <div className={`poll-option poll-option-static${isChosen ? ' poll-option-chosen' : ''}`}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>

      <div className="poll-footer muted" aria-live="polite">
        <span className="poll-total">{votesLabel(poll.totalVotes)}</span>
        {closed ? (
          <span className="poll-state poll-state-closed">{endedLabel}</span>
        ) : typeof poll.expiresAt === 'string' ? (
          <span className="poll-state">{timeLeftLabel(poll.expiresAt, now)}</span>
        ) : null}
        {voted ? (
          <span className="poll-voted">
            {variant === 'page' ? null : <Icon name="check" size={14} />}
            {youVoted}
          </span>
        ) : null}
        {momentum ? (
          <span className="poll-momentum">
            <Icon name="flame" size={14} /> {MOMENTUM_BUILDING}
          </span>
        ) : null}
        {busy ? <span>Sending your vote…</span> : null}
      </div>

      {guestBlocked && !closed ? (
        <p className="poll-signin" id={`${headingId}-signin`}>
          <button type="button" className="link-button" onClick={() => setJoinOpen(true)}>
            {SIGN_IN_TO_VOTE}
          </button>
        </p>
      ) : null}

      {showDailyPrompt && !closed ? (
        <div className="poll-prompt" role="status">
          <strong>{DAILY_VOTE_USED}</strong>
          <p>{DAILY_VOTE_PROMPT}</p>
          <div className="button-row">
            <Link to={authPathWithReturn('/register', here)} className="button button-primary button-small">
              Sign Up
            </Link>
            <Link to={authPathWithReturn('/login', here)} className="button button-small">
              Log In
            </Link>
          </div>
        </div>
      ) : null}

      {failure ? (
        <div className="poll-error" role="alert">
          <Icon name="alert" size={16} />
          <span>{failure.message}</span>
          {failure.retryable && retries < POLL_RETRY_LIMIT ? (
            <button type="button" className="button button-small" onClick={() => send(failure.optionIndex, true)} disabled={busy}>
              Try Again
            </button>
          ) : null}
        </div>
      ) : null}

      {voted && signedIn && !closed ? (
        <p className="poll-followups">
          <Link to={variant === 'page' ? '#reply' : `${data.path}#reply`}>Explain your vote</Link>
          <Link to="/?create=true">Ask a quick question</Link>
        </p>
      ) : null}

      <JoinPrompt open={joinOpen} onClose={() => setJoinOpen(false)} />
    </div>
  );
}
