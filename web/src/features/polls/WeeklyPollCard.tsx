// The weekly (featured) poll at the top of the home feed (content spec §2 'Home feed', §4
// 'Poll'): shown when no filter or search is set, dismissible per poll (remembered on the
// device). Guests may cast one vote a day here.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import { useDeviceState } from '../../ui/useHydrated';
import { Icon } from '../../ui/Icon';
import type { WeeklyPollCard_post$key } from './__generated__/WeeklyPollCard_post.graphql';
import { PollBlock } from './PollBlock';
import { dismissPoll, isPollDismissed } from './pollDismissal';

export function WeeklyPollCard({ post }: { post: WeeklyPollCard_post$key }) {
  const data = useFragment(
    graphql`
      fragment WeeklyPollCard_post on Post {
        id
        title
        path
        ...PollBlock_post
      }
    `,
    post,
  );
  const titleId = useId();
  // HomePage keys this card by the poll's id: the id read here never changes.
  const [dismissed, setDismissed] = useDeviceState(() => isPollDismissed(data.id), false);
  if (dismissed) return null;

  return (
    <section className="card weekly-poll" aria-labelledby={titleId}>
      <header className="weekly-poll-head">
        <span className="pill pill-poll">
          <Icon name="flame" size={14} /> Weekly Poll
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Dismiss this poll"
          title="Dismiss this poll"
          onClick={() => {
            dismissPoll(data.id);
            setDismissed(true);
          }}
        >
          <Icon name="close" size={18} />
        </button>
      </header>
      <h2 className="weekly-poll-title" id={titleId}>
        <Link to={data.path}>{data.title}</Link>
      </h2>
      <PollBlock post={data} variant="featured" />
    </section>
  );
}
