import { useBrowserValue } from '../../ui/useHydrated';
import { useMemberShell } from '../shell/memberShell';
import { NO_UNREAD, type UnreadSnapshot } from './unreadSnapshot';

const subscribeToNothing = () => () => {};
const noUnread = () => NO_UNREAD;

/**
 * The viewer's unread counts from the one shared store (live; zeros for guests, and until the
 * members' part of the shell, which holds the store, is in).
 */
export function useUnreadCounts(): UnreadSnapshot {
  const shell = useMemberShell();
  return useBrowserValue(shell?.subscribeUnreadCounts ?? subscribeToNothing, shell?.getUnreadSnapshot ?? noUnread, NO_UNREAD);
}
