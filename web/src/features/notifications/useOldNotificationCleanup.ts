import { useEffect } from 'react';
import { getStorage } from '../session/storage';
import { CLEANUP_DAYS, CLEANUP_DELAY_MS, claimCleanup } from './oldNotificationCleanup';
import { applyUnreadCounts } from './unreadCountsStore';
import { useClearOldNotificationsMutation } from './useClearOldNotificationsMutation';

/** Deletes the member's notifications older than 30 days, at most once a day per browser, 5 s after load. */
export function useOldNotificationCleanup(): void {
  const [commit] = useClearOldNotificationsMutation();
  useEffect(() => {
    const timer = setTimeout(() => {
      const storage = getStorage();
      const claim = claimCleanup(storage, Date.now());
      if (!claim.claimed) return;
      commit({
        variables: { input: { days: CLEANUP_DAYS } },
        onCompleted: (response) => applyUnreadCounts(response.clearOldNotifications.unreadCounts),
        onError: () => claim.release(),
      });
    }, CLEANUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [commit]);
}
