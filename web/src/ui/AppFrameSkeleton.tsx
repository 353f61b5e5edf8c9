// The page frame while the first route loads (RouterProvider's fallback): the same top bar
// and placeholder cards web/index.html paints before any script runs, so the page does not
// flash from that frame to a bare spinner and back. Keep the two in step.
import { BRAND_NAME, BRAND_TAGLINE, LogoMark } from '../features/shell/Brand';

function SkeletonCard() {
  return (
    <div className="card skeleton-card" aria-hidden="true">
      <div className="skeleton-line skeleton-title" />
      <div className="skeleton-line" />
      <div className="skeleton-line skeleton-medium" />
    </div>
  );
}

/**
 * A page's place while its code or data loads: placeholder cards at least a screen tall, so the
 * footer stays below the fold instead of showing and then being pushed away (a layout shift).
 */
export function PageSkeleton() {
  return (
    <div className="page page-normal" style={{ minHeight: '100vh' }}>
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </div>
  );
}

export function AppFrameSkeleton() {
  return (
    <div className="app" aria-busy="true">
      <header className="topbar">
        <div className="topbar-inner">
          <a href="/" className="brand">
            <LogoMark />
            <span className="brand-text">
              <span className="brand-name">{BRAND_NAME}</span>
              <span className="brand-tagline">{BRAND_TAGLINE}</span>
            </span>
          </a>
        </div>
      </header>
      <main className="main">
        <PageSkeleton />
      </main>
    </div>
  );
}
