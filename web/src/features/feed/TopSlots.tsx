// Top picks above the feed (behind the topSlots flag; the same for everyone for 20 minutes).
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import { Icon } from '../../ui/Icon';
import type { TopSlots_topSlots$key } from './__generated__/TopSlots_topSlots.graphql';

export function TopSlots({ topSlots }: { topSlots: TopSlots_topSlots$key }) {
  const data = useFragment(
    graphql`
      fragment TopSlots_topSlots on TopSlots {
        slots {
          slot
          post {
            id
            title
            path
            score
            commentCount
            author {
              displayName
              viewerHasBlocked
              viewerHasMuted
            }
          }
        }
      }
    `,
    topSlots,
  );
  // A member the viewer blocks or mutes drops out at once (the server leaves them out later).
  const slots = data.slots.filter((s) => s.post != null && !s.post.author.viewerHasBlocked && !s.post.author.viewerHasMuted);
  if (slots.length === 0) return null;
  return (
    <section className="top-slots" aria-labelledby="top-slots-title">
      <h2 id="top-slots-title" className="section-title">
        <Icon name="flame" size={18} /> Top picks
      </h2>
      <ol className="top-slots-list">
        {slots.map(({ slot, post }) => (
          <li key={post.id} className="card top-slot">
            <span className="top-slot-rank" aria-hidden="true">
              {slot}
            </span>
            <div>
              <Link to={post.path} className="top-slot-title">
                {post.title}
              </Link>
              <p className="muted top-slot-meta">
                {post.author.displayName} · {post.score} votes · {post.commentCount} comments
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
