// 'Saved posts' on the member's own profile: savedPosts, 10 a page ('Show more'), each
// linking to its post with the title, an excerpt and the counts.
import { useEffect, useId, useState, useTransition } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { Link } from '../../routing';
import type { IEnvironment } from 'relay-runtime';
import { RelativeTime } from '../../features/posts/RelativeTime';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import type { SavedPostsSection_query$key } from './__generated__/SavedPostsSection_query.graphql';
import SavedPostsPaginationQueryNode, { type SavedPostsSectionPaginationQuery } from './__generated__/SavedPostsSectionPaginationQuery.graphql';
import { SAVED_POSTS_EMPTY, SAVED_POSTS_PAGE_SIZE } from './savedPosts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Environments whose saved posts were already shown once. The profile query is preloaded
 * store-or-network, so a later visit would show the list as it was then (a post saved or
 * unsaved since would be missing); those visits fetch the first page again in the background.
 */
const shownIn = new WeakSet<IEnvironment>();

export function SavedPostsSection({ query }: { query: SavedPostsSection_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SavedPostsSectionPaginationQuery, SavedPostsSection_query$key>(
    graphql`
      fragment SavedPostsSection_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "SavedPostsSectionPaginationQuery") {
        savedPosts(first: $count, after: $cursor) @connection(key: "SavedPostsSection_savedPosts") {
          edges {
            node {
              id
              title
              path
              excerpt(length: 150)
              score
              commentCount
              saveCount
              createdAt
              author {
                displayName
                username
              }
            }
          }
        }
      }
    `,
    query,
  );
  const environment = useRelayEnvironment();
  const headingId = useId();
  const [, startTransition] = useTransition();
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!shownIn.has(environment)) {
      shownIn.add(environment);
      return;
    }
    const subscription = fetchQuery<SavedPostsSectionPaginationQuery>(
      environment,
      SavedPostsPaginationQueryNode,
      { count: SAVED_POSTS_PAGE_SIZE },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
    return () => subscription.unsubscribe();
  }, [environment]);

  const nodes = data.savedPosts.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null);

  const more = () => {
    setLoadError(null);
    startTransition(() => {
      loadNext(SAVED_POSTS_PAGE_SIZE, {
        onComplete: (error) => (error ? setLoadError(userMessage(error, 'Could not load more saved posts.')) : undefined),
      });
    });
  };

  return (
    <section className="card saved-posts" aria-labelledby={headingId}>
      <h2 id={headingId}>Saved posts</h2>
      {nodes.length === 0 ? (
        <p className="muted">{SAVED_POSTS_EMPTY}</p>
      ) : (
        <ul className="saved-post-list" aria-label="Saved posts">
          {nodes.map((post) => (
            <li key={post.id} className="saved-post">
              <h3 className="saved-post-title">
                <Link to={post.path}>{post.title}</Link>
              </h3>
              {post.excerpt ? <p className="saved-post-excerpt">{post.excerpt}</p> : null}
              <p className="saved-post-meta muted">
                <span>{post.author.username ? `@${post.author.username}` : post.author.displayName}</span>
                <span aria-hidden="true"> · </span>
                <RelativeTime value={String(post.createdAt)} />
                <span aria-hidden="true"> · </span>
                <span>{plural(post.score, 'point')}</span>
                <span aria-hidden="true"> · </span>
                <span>{plural(post.commentCount, 'comment')}</span>
                <span aria-hidden="true"> · </span>
                <span>{plural(post.saveCount, 'save')}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {hasNext ? (
        <div className="button-row list-more">
          <button type="button" className="button" onClick={more} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
            {isLoadingNext ? 'Loading…' : 'Show more'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
