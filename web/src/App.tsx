// The whole interface, as the browser renders it (main.tsx) and the server pre-renders a
// guest's landing page (entry-server.tsx): hydration needs the very same tree on both sides.
import { StrictMode } from 'react';
import { RouterProvider, type Router } from './routing';
import { AppFrameSkeleton } from './ui/AppFrameSkeleton';
import { RelayRoot } from './relay/RelayRoot';
import { ErrorBoundary } from './ui/ErrorBoundary';

export function App({ router }: { router: Router }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <RelayRoot>
          {/* The page frame (as web/index.html paints it), not a bare spinner, until the first route's code is in. */}
          <RouterProvider router={router} fallback={<AppFrameSkeleton />} />
        </RelayRoot>
      </ErrorBoundary>
    </StrictMode>
  );
}
