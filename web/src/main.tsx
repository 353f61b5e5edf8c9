// Entry point: settle the stored session first (synchronously, from local storage), then
// create the router, so route loaders and guards start from a known session. A page the server
// rendered for a guest (entry-server.tsx) is hydrated once its route has loaded, from the
// answers it came with; anything else is rendered afresh.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { startSession, getSessionState } from './features/session/sessionStore';
import { startMemberShell } from './features/shell/memberShell';
import { isSessionPending } from './features/session/sessionMachine';
import { primeServerRenderResponses, subscribeRelayEnvironment } from './relay/environment';
import { createAppRouter } from './router';
import { setNavigationTargetGetter } from './routes/lazyPage';
import { takeServerRenderData } from './serverRenderData';
import { setServerRenderTime } from './features/posts/useNow';
import { setRenderedPollOrders } from './features/polls/renderedPollOrders';
import './styles/global.css';

startSession();
// A member's part of the shell loads beside the route's chunks; the first render does not wait for it.
startMemberShell();
const session = getSessionState();
const rendered = takeServerRenderData();
// The server renders the guest view only; a member's page (no hint cookie yet) renders afresh.
const hydrate = rendered !== null && session.status !== 'authenticated' && !isSessionPending(session.status);
if (hydrate) {
  primeServerRenderResponses(rendered.responses);
  setServerRenderTime(rendered.renderedAt);
  setRenderedPollOrders(rendered.pollOrders);
}
const router = createAppRouter();

setNavigationTargetGetter(() => {
  const next = router.state.navigation.location;
  return next ? next.pathname + next.search + next.hash : null;
});

// Login and logout replace the Relay environment; loaders then preload again with it.
subscribeRelayEnvironment(() => {
  void router.revalidate();
});

/**
 * Tells a server-rendered page's loader to hand over the tap it held (startAfterPaint.ts's
 * APP_START: written there too, as the loader imports nothing).
 */
function announceAppStart(): void {
  document.dispatchEvent(new Event('commons:app-start'));
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

if (hydrate) {
  // In a transition, hydration yields to the browser between components instead of one long task.
  void router.ready.then(() => {
    // Hydration takes what the page's components ask for (not only the loaders'); once the
    // router moves on, a later request must not meet an answer this old.
    const stop = router.subscribe(() => {
      stop();
      primeServerRenderResponses({});
    });
    startTransition(() => void hydrateRoot(container, <App router={router} />));
    announceAppStart();
  });
} else {
  createRoot(container).render(<App router={router} />);
  announceAppStart();
}
