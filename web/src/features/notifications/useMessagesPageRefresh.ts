import { useEffect } from 'react';
import { useLocation } from '../../routing';
import { refreshUnreadCounts } from './unreadCountsStore';
import { MESSAGES_PAGE_REFRESH_DELAY_MS } from './unreadPolling';

/** Opening /messages refreshes the unread counts after 1 s (spec §4). Mount once. */
export function useMessagesPageRefresh(): void {
  const { pathname } = useLocation();
  const onMessages = pathname === '/messages' || pathname.startsWith('/messages/');
  useEffect(() => {
    if (!onMessages) return;
    const timer = setTimeout(() => void refreshUnreadCounts(), MESSAGES_PAGE_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onMessages, pathname]);
}
