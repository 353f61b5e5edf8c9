// A profile's list of posts (content spec §2 member profile and organizer profile pages): each
// entry links to its discussion with the title, a text-only excerpt, likes and comments; 'No posts
// yet' when there are none. Used by ProfilePosts and the organizer view's Recent Posts.
import { Link } from '../../routing';

interface PostSummary {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly excerpt: string | null | undefined;
  readonly upvotes: number;
  readonly commentCount: number;
}

export function PostSummaryList({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return <p className="muted">No posts yet</p>;
  return (
    <ul className="profile-posts">
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={post.path} className="profile-post">
            <strong>{post.title}</strong>
            {post.excerpt ? <span className="profile-post-excerpt">{post.excerpt}</span> : null}
            <span className="muted profile-post-counts">
              {post.upvotes} {post.upvotes === 1 ? 'like' : 'likes'} · {post.commentCount} {post.commentCount === 1 ? 'comment' : 'comments'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
