// Earned-badge toasts (shell spec §9: 5 to 6 s, several staggered 0.5 s), driven by the live
// badgesEarned subscription: the server pushes each grant as it happens, so nothing polls. The
// event also carries the member's new badgeCount and totalPoints, which Relay writes into the
// store, so the count in the user-actions area moves at the same time. Mounted by the shell for
// signed-in members.
import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { showToast } from '../../ui/toastStore';
import { BADGE_TOAST_MS, badgeToastDelay, badgeToastMessage } from './badgeRules';
import type { BadgeToastsSubscription as Operation } from './__generated__/BadgeToastsSubscription.graphql';

const subscription = graphql`
  subscription BadgeToastsSubscription {
    badgesEarned {
      badges {
        id
        name
        points
      }
      viewer {
        id
        badgeCount
        totalPoints
      }
    }
  }
`;

export function BadgeToasts() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const config = useMemo<GraphQLSubscriptionConfig<Operation>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        response?.badgesEarned.badges.forEach((badge, index) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            showToast(badgeToastMessage(badge), 'success', BADGE_TOAST_MS);
          }, badgeToastDelay(index));
          timers.current.add(timer);
        });
      },
      // A dropped socket is retried by the shared client; a grant missed meanwhile shows in the profile.
      onError: () => undefined,
    }),
    [],
  );
  useSubscription<Operation>(config);
  return null;
}
