// /explore: the community directory (content spec §2). All communities or, with
// filter=subscribed, the viewer's own ('My communities'); a category filter and a search, both
// in the address; the 'Active' label; join and leave in place; ?createCommunity=true opens the
// create dialog. Guests see the directory and are asked to sign in to join, create or see
// their communities. The page owns ExplorePageQuery (the sectors and the first page of the
// directory), preloaded by the route loader; later filter changes refetch the list in place.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useLocation, useNavigate, useRevalidator, useSearchParams } from '../../routing';
import { CommunityDirectory } from '../../features/communities/CommunityDirectory';
import { CreateCommunityDialog } from '../../features/communities/CreateCommunityDialog';
import { directoryFilters, exploreUrl, readExploreParams, type ExploreParams } from '../../features/communities/communityAddresses';
import { directoryConnectionId } from '../../features/communities/communityRules';
import { FeedErrorBoundary } from '../../features/feed/FeedBoundary';
import { authPathWithReturn } from '../../features/session/returnTo';
import { useSession } from '../../features/session/useSession';
import { MAX_SEARCH_LENGTH } from '../../features/shell/searchTerms';
import { userMessage } from '../../relay/errors';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { Icon } from '../../ui/Icon';
import { usePageTitle } from '../../ui/PageFrame';
import { SEARCH_DEBOUNCE_MS } from '../../features/feed/HomeSearchBox';
import type { ExplorePageQuery } from './__generated__/ExplorePageQuery.graphql';
import '../../features/communities/communities.css';

export const explorePageQuery = graphql`
  query ExplorePageQuery($count: Int!, $category: String, $search: String, $filter: CommunityFilter, $withDirectory: Boolean!) {
    taxonomy {
      sectors {
        slug
        name
      }
      ...CreateCommunityDialog_taxonomy
    }
    ...CommunityDirectory_query
      @include(if: $withDirectory)
      @alias(as: "directory")
      @arguments(count: $count, category: $category, search: $search, filter: $filter)
  }
`;

export const DIRECTORY_FAILED = 'Failed to load communities.';

export default function ExplorePage() {
  const queryRef = usePageQueryRef<ExplorePageQuery>();
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const revalidator = useRevalidator();
  const explore = readExploreParams(params);
  usePageTitle(explore.subscribed ? 'My communities' : 'Explore communities');

  if (explore.create && !session.isPending && !session.isAuthenticated) {
    return <Navigate to={authPathWithReturn('/register', location.pathname + location.search)} replace />;
  }

  return (
    <div className="page page-wide explore-page">
      <header className="page-header">
        <div>
          <h1>Explore communities</h1>
          <p className="page-lead">Find the spaces for your trade, your workplace, your city or a campaign, and start one when none fits.</p>
        </div>
        <div className="page-actions">
          {session.isAuthenticated ? (
            <Link to={exploreUrl({ ...explore, create: true })} className="button button-primary">
              <Icon name="plus" size={18} /> Create community
            </Link>
          ) : (
            <Link to={authPathWithReturn('/register', '/explore?createCommunity=true')} className="button button-primary">
              <Icon name="plus" size={18} /> Create community
            </Link>
          )}
        </div>
      </header>
      {queryRef ? (
        // A filter the server refuses (an unknown category) fails the page's query as a whole.
        <FeedErrorBoundary
          resetKey={queryRef}
          fallback={(error) => (
            <div className="card error-panel" role="alert">
              <p>{userMessage(error, DIRECTORY_FAILED)}</p>
              <div className="button-row">
                <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
                  Retry
                </button>
                <Link to={exploreUrl({ ...explore, category: null, search: null, create: false })} className="button">
                  Clear filters
                </Link>
              </div>
            </div>
          )}
        >
          <Suspense fallback={<DirectorySkeleton />}>
            <ExploreContent queryRef={queryRef} explore={explore} />
          </Suspense>
        </FeedErrorBoundary>
      ) : (
        <DirectorySkeleton />
      )}
    </div>
  );
}

function ExploreContent({ queryRef, explore }: { queryRef: PreloadedQuery<ExplorePageQuery>; explore: ExploreParams }) {
  const data = usePreloadedQuery<ExplorePageQuery>(explorePageQuery, queryRef);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const revalidator = useRevalidator();
  const searchId = useId();
  const categoryId = useId();
  const [text, setText] = useState(explore.search ?? '');
  const typing = useRef(false);
  const filters = directoryFilters(params);
  const guestMine = explore.subscribed && !session.isAuthenticated;

  // Follow the address (back and forward); write the search 300 ms after the last keystroke.
  useEffect(() => {
    if (!typing.current) setText(explore.search ?? '');
  }, [explore.search]);
  useEffect(() => {
    if (!typing.current) return;
    const timer = setTimeout(() => {
      typing.current = false;
      const next = text.replace(/\s+/g, ' ').trim() || null;
      if (next !== explore.search) navigate(exploreUrl({ ...explore, search: next }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, explore, navigate]);

  const go = (next: Partial<ExploreParams>) => navigate(exploreUrl({ ...explore, create: false, ...next }));
  const filtered = explore.category !== null || explore.search !== null;
  // The address may name the category by slug or by name (links from a community's page).
  const wanted = (explore.category ?? '').toLowerCase();
  const knownCategory = data.taxonomy.sectors.find((s) => s.slug === wanted || s.name.toLowerCase() === wanted);
  const categoryValue = knownCategory?.slug ?? explore.category ?? '';

  const empty = (
    <section className="card empty-state" aria-labelledby="explore-empty">
      <h2 id="explore-empty">{filtered ? 'No communities match' : explore.subscribed ? 'You have not joined any community yet' : 'No communities yet'}</h2>
      <p>
        {explore.search
          ? `Nothing was found for “${explore.search}”. Try fewer or different words.`
          : filtered
            ? 'There is no community in this category yet.'
            : explore.subscribed
              ? 'Join communities from the directory, and they will be listed here.'
              : 'Be the first to start one for your workplace, your trade or your city.'}
      </p>
      <div className="button-row">
        {filtered ? (
          <button type="button" className="button" onClick={() => go({ category: null, search: null })}>
            Clear filters
          </button>
        ) : null}
        {explore.subscribed ? (
          <button type="button" className="button" onClick={() => go({ subscribed: false })}>
            Browse all communities
          </button>
        ) : null}
        {session.isAuthenticated ? (
          <Link to={exploreUrl({ ...explore, create: true })} className="button button-primary">
            Create community
          </Link>
        ) : null}
      </div>
    </section>
  );

  return (
    <>
      <nav className="feed-tabs link-tabs" aria-label="Which communities">
        <Link to={exploreUrl({ ...explore, subscribed: false, create: false })} className="feed-tab" aria-current={explore.subscribed ? undefined : 'page'}>
          All communities
        </Link>
        <Link to={exploreUrl({ ...explore, subscribed: true, create: false })} className="feed-tab" aria-current={explore.subscribed ? 'page' : undefined}>
          My communities
        </Link>
      </nav>

      <div className="feed-controls explore-controls">
        <form
          role="search"
          className="home-search"
          onSubmit={(event) => {
            event.preventDefault();
            typing.current = false;
            go({ search: text.replace(/\s+/g, ' ').trim() || null });
          }}
        >
          <label htmlFor={searchId} className="visually-hidden">
            Search communities
          </label>
          <Icon name="search" size={18} />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Search communities…"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              typing.current = true;
              setText(event.target.value);
            }}
          />
        </form>
        <div className="feed-selects">
          <div className="select-field">
            <label htmlFor={categoryId} className="visually-hidden">
              Category
            </label>
            <select id={categoryId} value={categoryValue} onChange={(event) => go({ category: event.target.value || null })}>
              <option value="">All categories</option>
              {data.taxonomy.sectors.map((sector) => (
                <option key={sector.slug} value={sector.slug}>
                  {sector.name}
                </option>
              ))}
              {categoryValue && !knownCategory ? <option value={categoryValue}>{categoryValue}</option> : null}
            </select>
          </div>
        </div>
      </div>

      <p className="explore-links">
        <Link to="/communities/coffee">☕ Coffee &amp; Barista communities</Link>
        {session.isAuthenticated ? <Link to="/private-channels">🔒 Your private channels</Link> : null}
      </p>

      {guestMine || !data.directory ? (
        <section className="card empty-state" aria-labelledby="explore-guest">
          <h2 id="explore-guest">Sign in to see your communities</h2>
          <p>Create an account to join communities and participate in the community.</p>
          <div className="button-row">
            <Link to={authPathWithReturn('/login', '/explore?filter=subscribed')} className="button">
              Log In
            </Link>
            <Link to={authPathWithReturn('/register', '/explore?filter=subscribed')} className="button button-primary">
              Sign Up
            </Link>
          </div>
        </section>
      ) : (
        <FeedErrorBoundary
          resetKey={`${JSON.stringify(filters)}:${String(revalidator.state)}`}
          fallback={(error) => (
            <div className="card error-panel" role="alert">
              <p>{userMessage(error, DIRECTORY_FAILED)}</p>
              <div className="button-row">
                <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
                  Retry
                </button>
                {filtered ? (
                  <button type="button" className="button" onClick={() => go({ category: null, search: null })}>
                    Clear filters
                  </button>
                ) : null}
              </div>
            </div>
          )}
        >
          <Suspense fallback={<DirectorySkeleton />}>
            <CommunityDirectory query={data.directory} loadedWith={queryRef.variables} filters={filters} empty={empty} />
          </Suspense>
        </FeedErrorBoundary>
      )}

      {explore.create && session.isAuthenticated ? (
        <CreateCommunityDialog
          taxonomy={data.taxonomy}
          open
          connections={explore.subscribed || !filtered ? [directoryConnectionId(filters)] : []}
          onClose={() => navigate(exploreUrl({ ...explore, create: false }), { replace: true })}
        />
      ) : null}
    </>
  );
}

function DirectorySkeleton() {
  return (
    <div className="community-grid" role="status" aria-live="polite">
      <span className="visually-hidden">Loading communities…</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="card skeleton-card" aria-hidden="true">
          <div className="skeleton-line skeleton-title" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-medium" />
        </div>
      ))}
    </div>
  );
}
