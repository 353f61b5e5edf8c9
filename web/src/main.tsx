// Entry point: settle the stored session first (synchronously, from local storage), then
// create the router, so route loaders and guards start from a known session.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from './routing';
import { AppFrameSkeleton } from './ui/AppFrameSkeleton';
import { startSession } from './features/session/sessionStore';
import { subscribeRelayEnvironment } from './relay/environment';
import { RelayRoot } from './relay/RelayRoot';
import { createAppRouter } from './router';
import { setNavigationTargetGetter } from './routes/lazyPage';
import { ErrorBoundary } from './ui/ErrorBoundary';
import './styles/global.css';

startSession();
const router = createAppRouter();

setNavigationTargetGetter(() => {
  const next = router.state.navigation.location;
  return next ? next.pathname + next.search + next.hash : null;
});

// Login and logout replace the Relay environment; loaders then preload again with it.
subscribeRelayEnvironment(() => {
  void router.revalidate();
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <RelayRoot>
        {/* The page frame (as web/index.html paints it), not a bare spinner, until the first route's code is in. */}
        <RouterProvider router={router} fallback={<AppFrameSkeleton />} />
      </RelayRoot>
    </ErrorBoundary>
  </StrictMode>,
);
