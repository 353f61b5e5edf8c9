// /polls (content spec §1 routes, §2 'Sidebars': the Hot Polls link, §2 'Post page': the
// back arrow of a poll): every poll, searchable and sorted (Popular, Newest, Oldest), with
// infinite scroll. The page owns PollsPageQuery, preloaded by the route loader from the
// address (search, sort).
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useRevalidator, useSearchParams } from '../../routing';
import { FeedErrorBoundary, FeedSkeleton } from '../../features/feed/FeedBoundary';
import { FEED_LOAD_FAILED } from '../../features/feed/FeedList';
import { SortSelect } from '../../features/feed/SortSelect';
import { useSession } from '../../features/session/useSession';
import { XL_SCREEN_QUERY } from '../../features/sidebars/sidebarLayout';
import { useMediaQuery } from '../../features/shell/useMediaQuery';
import { MAX_SEARCH_LENGTH } from '../../features/shell/searchTerms';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { Icon } from '../../ui/Icon';
import { usePageTitle } from '../../ui/PageFrame';
import type { PollsPageQuery } from './__generated__/PollsPageQuery.graphql';
import { PollsList } from './PollsList';
import { pollsUrl, readPollsParams } from './pollsParams';
import { lazyPart } from '../../ui/lazyPart';

// Only extra-large screens show the sidebar, and load its code.
const HotPollsSidebar = lazyPart(() => import('../../features/polls/HotPollsSidebar').then((m) => m.HotPollsSidebar));

export const pollsPageQuery = graphql`
  query PollsPageQuery($count: Int!, $sort: FeedSort, $search: String) {
    ...PollsList_query @arguments(count: $count, sort: $sort, search: $search)
  }
`;

const SEARCH_DEBOUNCE_MS = 300;

export default function PollsPage() {
  const queryRef = usePageQueryRef<PollsPageQuery>();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const { search, sort } = readPollsParams(params);
  const navigate = useNavigate();
  const extraLarge = useMediaQuery(XL_SCREEN_QUERY);
  const session = useSession();
  const searchId = useId();
  const [text, setText] = useState(search ?? '');
  const typing = useRef(false);
  usePageTitle(search ? `Polls: ${search}` : 'Polls');

  // Follow the address (back and forward), and write the search 300 ms after the last keystroke.
  useEffect(() => {
    if (!typing.current) setText(search ?? '');
  }, [search]);
  useEffect(() => {
    if (!typing.current) return;
    const timer = setTimeout(() => {
      typing.current = false;
      const next = text.replace(/\s+/g, ' ').trim() || null;
      if (next !== search) navigate(pollsUrl({ search: next, sort }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, sort, navigate]);

  const empty = (
    <section className="card empty-state" aria-labelledby="polls-empty">
      <h2 id="polls-empty">{search ? 'No polls match' : 'No polls yet'}</h2>
      <p>{search ? `Nothing was found for “${search}”. Try fewer or different words.` : 'Be the first to ask other workers what they think.'}</p>
      {session.isAuthenticated ? (
        <div className="button-row">
          <Link to="/?create=true" className="button button-primary">
            Create a poll
          </Link>
        </div>
      ) : null}
    </section>
  );

  const main = (
    <div className="page page-normal polls-page">
      <header className="page-header">
        <div>
          <h1>Polls</h1>
          <p className="page-lead">What workers think, one question at a time. Vote, then explain your vote in the comments.</p>
        </div>
      </header>
      <div className="feed-controls">
        <form
          role="search"
          className="home-search"
          onSubmit={(event) => {
            event.preventDefault();
            typing.current = false;
            navigate(pollsUrl({ search: text.replace(/\s+/g, ' ').trim() || null, sort }), { replace: true });
          }}
        >
          <label htmlFor={searchId} className="visually-hidden">
            Search polls
          </label>
          <Icon name="search" size={18} />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Search polls…"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              typing.current = true;
              setText(event.target.value);
            }}
          />
        </form>
        <div className="feed-selects">
          <SortSelect
            label="Sort polls"
            value={sort}
            disabledReason={search !== null ? 'Search results are sorted by relevance' : null}
            onChange={(next) => navigate(pollsUrl({ search, sort: next }))}
          />
        </div>
      </div>
      {queryRef ? (
        <FeedErrorBoundary
          resetKey={queryRef}
          fallback={() => (
            <div className="card error-panel" role="alert">
              <p>{FEED_LOAD_FAILED}</p>
              <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
                Retry
              </button>
            </div>
          )}
        >
          <Suspense fallback={<FeedSkeleton />}>
            <PollsResults queryRef={queryRef} searching={search !== null} empty={empty} />
          </Suspense>
        </FeedErrorBoundary>
      ) : (
        <FeedSkeleton />
      )}
    </div>
  );
  // The same tree at every width (the feed is not remounted when the window is resized);
  // the sidebar, and its query, only on extra-large screens.
  return (
    <div className="home-layout">
      {main}
      {extraLarge ? (
        <aside className="home-sidebar" aria-label="Sidebar">
          <Suspense fallback={null}>
            <HotPollsSidebar />
          </Suspense>
        </aside>
      ) : null}
    </div>
  );
}

function PollsResults({ queryRef, searching, empty }: { queryRef: PreloadedQuery<PollsPageQuery>; searching: boolean; empty: ReactNode }) {
  const data = usePreloadedQuery<PollsPageQuery>(pollsPageQuery, queryRef);
  return <PollsList query={data} searching={searching} empty={empty} />;
}
