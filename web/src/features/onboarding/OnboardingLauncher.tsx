// When onboarding shows (content spec §4 'Onboarding'): on / one second after the page opens,
// for a signed-in member whose onboarding the server does not have as finished (the device's
// flag is only its cache); and whenever it is asked for: the 'Personalize my feed' button (a
// custom event) or Ctrl+Shift+O. It shows once per visit by itself: a member who skips or
// finishes it is done, and one whose skip could not be saved is asked again next visit.
import { Suspense, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from '../../routing';
import type { OnboardingLauncher_viewer$key } from './__generated__/OnboardingLauncher_viewer.graphql';
import { OPEN_ONBOARDING_EVENT, isOnboardingShortcut } from './onboardingEvents';
import { lazyPart } from '../../ui/lazyPart';

// The dialog and its queries load when it opens.
const OnboardingModal = lazyPart(() => import('./OnboardingModal').then((m) => m.OnboardingModal));

/** Spec §9: onboarding shows on / after 1000 ms. (Here, not in onboardingRules.ts: those load with the modal.) */
const ONBOARDING_DELAY_MS = 1000;

/** Members it already showed to by itself during this visit. */
const shownThisVisit = new Set<string>();

export function OnboardingLauncher({ viewer }: { viewer: OnboardingLauncher_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OnboardingLauncher_viewer on User {
        id
        userId
        onboardingComplete
      }
    `,
    viewer,
  );
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const pending = data.onboardingComplete === false;
  const onHome = location.pathname === '/';

  useEffect(() => {
    if (!pending || !onHome || shownThisVisit.has(data.id)) return undefined;
    const timer = setTimeout(() => {
      shownThisVisit.add(data.id);
      setOpen(true);
    }, ONBOARDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, onHome, data.id]);

  useEffect(() => {
    const show = () => {
      shownThisVisit.add(data.id);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOnboardingShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener(OPEN_ONBOARDING_EVENT, show);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener(OPEN_ONBOARDING_EVENT, show);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [data.id]);

  return open ? (
    <Suspense fallback={null}>
      <OnboardingModal viewerId={data.id} userId={data.userId} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
