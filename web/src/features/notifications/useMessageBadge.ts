import { useEffect } from 'react';
import { useLocation } from '../../routing';
import { badgeLabel } from '../../ui/badgeLabel';
import { useSession } from '../session/useSession';
import { refreshUnreadCounts } from './unreadCountsStore';
import { MESSAGES_PAGE_REFRESH_DELAY_MS } from './unreadPolling';
import { useUnreadCounts } from './useUnreadCounts';

export interface MessageBadge {
  /** The badge text ('1'..'9', '9+') or null when nothing is shown. */
  text: string | null;
  /**
   * Accessible names that start with what the link shows (WCAG 2.5.3). The bottom bar's link
   * shows the badge and 'Messages': '3 Messages, 3 unread'. The top bar's shows an icon and
   * the badge: '3 unread, Messages' ('Messages' without a badge).
   */
  linkLabel: string;
  iconLinkLabel: string;
}

/**
 * The unread-message badge of the Messages links (top bar, bottom bar): signed-in members
 * only, hidden at 0 and when their notification setting newMessages is off.
 */
export function useMessageBadge(): MessageBadge {
  const counts = useUnreadCounts();
  const { isAuthenticated } = useSession();
  const shown = isAuthenticated && counts.loaded && counts.showMessageBadge;
  const text = shown ? badgeLabel(counts.messages) : null;
  return {
    text,
    linkLabel: text ? `${text} Messages, ${counts.messages} unread` : 'Messages',
    iconLinkLabel: text ? `${text} unread, Messages` : 'Messages',
  };
}

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
