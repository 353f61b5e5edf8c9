// Mounted once by the app shell: starts the analytics queue, tells it whether the short-video
// flag is on, records a page view (its route pattern) on each route change and loads web-vitals,
// both only once the member or this device agreed, and shows the first-visit choice until then
// (from the visitor's first interaction with the page on).
import { useEffect, useSyncExternalStore } from 'react';
import { fetchQuery } from 'react-relay';
import { Link, useMatches } from '../../routing';
import { getRelayEnvironment } from '../../relay/environment';
import { showToast } from '../../ui/toastStore';
import { useSession } from '../session/useSession';
import { useUpdateSettingsMutation } from '../settings/useUpdateSettingsMutation';
import { analyticsQueue, setCurrentRoute, startWebVitals } from './analytics';
import { consentVersion, effectiveConsent, setDeviceConsent, setMemberConsent, subscribeConsent } from './consent';
import { routePatternOf } from './routePattern';
import { hasInteracted, subscribeInteraction } from './firstInteraction';
import { shortVideoShareFlagQuery } from '../share/useShortVideoShareFlag';
import type { useShortVideoShareFlagQuery } from '../share/__generated__/useShortVideoShareFlagQuery.graphql';
import './analytics.css';

/** The consent that applies now, re-read whenever a choice or the session changes. */
export function useAnalyticsConsent() {
  useSyncExternalStore(subscribeConsent, consentVersion, consentVersion);
  const session = useSession();
  const userId = session.isAuthenticated && session.user ? session.user.userId : null;
  return { ...effectiveConsent(userId), userId };
}

export function AnalyticsRoot() {
  const consent = useAnalyticsConsent();
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const route = last ? routePatternOf(last.pathname, last.params) : null;

  useEffect(() => {
    analyticsQueue.init();
    const subscription = fetchQuery<useShortVideoShareFlagQuery>(getRelayEnvironment(), shortVideoShareFlagQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => analyticsQueue.setShortVideoShareEnabled(data.featureFlags.shortVideoShare),
      error: () => analyticsQueue.setShortVideoShareEnabled(false),
    });
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    if (route) setCurrentRoute(route);
    if (route && consent.choice === true) analyticsQueue.trackPageView(route);
  }, [route, consent.choice]);

  useEffect(() => {
    if (consent.choice === true) void startWebVitals();
  }, [consent.choice]);

  // Settings › Privacy and the privacy page hold the choice and its explanation themselves.
  const onChoicePage = route === '/privacy' || route === '/settings';
  // Asked once the visitor has touched the page, so the page's own content paints first.
  const interacted = useSyncExternalStore(subscribeInteraction, hasInteracted, () => false);
  return consent.known && consent.choice === null && !onChoicePage && interacted ? <AnalyticsConsentPrompt userId={consent.userId} /> : null;
}

/** The first-visit choice: not blocking, off until chosen. */
function AnalyticsConsentPrompt({ userId }: { userId: number | null }) {
  const { save } = useUpdateSettingsMutation();
  const choose = (choice: boolean) => {
    if (userId === null) {
      setDeviceConsent(choice);
    } else {
      setMemberConsent(userId, choice);
      save({ privacy: { analyticsConsent: choice } });
    }
    showToast(choice ? 'Thanks! Usage analytics are on. You can change this in Settings.' : 'Usage analytics stay off.', 'success');
  };
  return (
    <section className="analytics-prompt card" role="region" aria-labelledby="analytics-prompt-title">
      <h2 id="analytics-prompt-title" className="analytics-prompt-title">
        Help us make Workers Commons faster?
      </h2>
      <p>
        If you allow it, we count which kinds of pages are opened and how fast they load, kept by the hour only. Never your
        IP address, browser details or what you read. <Link to="/privacy#analytics">What we collect</Link>
      </p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => choose(true)}>
          Allow
        </button>
        <button type="button" className="button" onClick={() => choose(false)}>
          No thanks
        </button>
      </div>
    </section>
  );
}
