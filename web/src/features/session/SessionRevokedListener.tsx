import { useCallback } from 'react';
import { handleSessionRevoked } from './sessionStore';
import { useSessionRevokedSubscription } from './useSessionRevokedSubscription';

/** Mounted while signed in: signs out as soon as the server revokes the sessions. */
export function SessionRevokedListener() {
  const onRevoked = useCallback(() => void handleSessionRevoked(), []);
  useSessionRevokedSubscription(onRevoked);
  return null;
}
