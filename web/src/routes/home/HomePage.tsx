// / (home): the feed arrives with a later release. Until then this page says so plainly,
// shows the composer entry point in its disabled state, and honours the search, category
// and create=true parameters by explaining what they will do.
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authPathWithReturn } from '../../features/session/returnTo';
import { useSession } from '../../features/session/useSession';
import { clearedFiltersUrl, hasActiveFilters } from '../../features/shell/shellRules';
import { COMPOSER_ID } from '../../features/shell/useShellActions';
import { Icon } from '../../ui/Icon';
import { usePageTitle } from '../../ui/PageFrame';

export default function HomePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const composerRef = useRef<HTMLDivElement>(null);
  const search = (params.get('search') ?? '').trim();
  const category = (params.get('category') ?? '').trim();
  const wantsCreate = params.get('create') === 'true';
  const filtered = hasActiveFilters(params);
  usePageTitle(search ? `Search: ${search}` : 'Home');

  useEffect(() => {
    if (wantsCreate) composerRef.current?.focus();
  }, [wantsCreate]);

  const greeting = session.user ? `Welcome back, ${session.user.displayName}.` : null;

  return (
    <div className="page page-wide home">
      {!session.isAuthenticated ? (
        <section className="hero card" aria-labelledby="hero-title">
          <h1 id="hero-title">Talk shop. Organize. Stay safe.</h1>
          <p>
            Workers Commons is a community run by workers, for workers. Compare notes on pay and schedules, ask how others
            handled a problem at work, and organize with coworkers, without ads, trackers or anyone selling your data.
          </p>
          <div className="button-row">
            <Link to="/register" className="button button-primary">
              Join for free
            </Link>
            <Link to="/privacy-commitment" className="button">
              How we protect you
            </Link>
          </div>
        </section>
      ) : (
        <h1 className="home-greeting">{greeting}</h1>
      )}

      <div
        id={COMPOSER_ID}
        ref={composerRef}
        tabIndex={-1}
        className="card composer composer-disabled"
        aria-labelledby="composer-title"
        role="region"
      >
        <div className="composer-row">
          <Icon name="plus" />
          <div>
            <h2 id="composer-title" className="composer-title">
              Start a discussion
            </h2>
            <p className="muted">Posting opens together with the community feed in the next release.</p>
          </div>
          {session.isAuthenticated ? (
            <button type="button" className="button" disabled aria-describedby="composer-title">
              Create Post
            </button>
          ) : (
            <Link to={authPathWithReturn('/register', '/?create=true')} className="button">
              Sign up to post
            </Link>
          )}
        </div>
        {wantsCreate ? (
          <p className="composer-notice" role="status">
            Creating posts is not available yet. Your account is ready: you will be able to post here as soon as the feed
            opens.
          </p>
        ) : null}
      </div>

      {filtered ? (
        <section className="card filter-summary" aria-live="polite">
          <p>
            {search ? (
              <>
                You searched for <strong>“{search}”</strong>
                {category ? (
                  <>
                    {' '}
                    in <strong>{category}</strong>
                  </>
                ) : null}
                .
              </>
            ) : (
              <>
                Showing the category <strong>{category}</strong>.
              </>
            )}{' '}
            Results will appear here once the feed is live.
          </p>
          <button type="button" className="button" onClick={() => navigate(clearedFiltersUrl(params))}>
            Clear Filters
          </button>
        </section>
      ) : null}

      <section className="card empty-state" aria-labelledby="feed-coming">
        <Icon name="clock" size={32} />
        <h2 id="feed-coming">The community feed is on its way</h2>
        <p>
          This is where discussions from workers across trades and industries will appear: questions about pay, schedules
          and safety, stories from the shop floor, polls, and calls to organize. Nothing is shown yet because nothing has
          been posted yet. We will not fill it with made-up content.
        </p>
        <ul className="check-list">
          <li>Post questions and stories under a username, so you do not have to use your real name.</li>
          <li>Vote in polls: results are only ever counted as totals.</li>
          <li>Follow topics, industries and campaigns that matter to you.</li>
        </ul>
        <div className="button-row">
          <Link to="/about" className="button">
            What Workers Commons is
          </Link>
          <Link to="/resources" className="button">
            Know your rights
          </Link>
        </div>
      </section>
    </div>
  );
}
