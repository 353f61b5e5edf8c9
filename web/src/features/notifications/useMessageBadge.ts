import { badgeLabel } from '../../ui/badgeLabel';
import { useSession } from '../session/useSession';
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
