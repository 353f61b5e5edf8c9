import { useSyncExternalStore, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { getRelayEnvironment, subscribeRelayEnvironment } from './environment';

/** Provides the current Relay environment; re-renders when a login or logout replaces it. */
export function RelayRoot({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(subscribeRelayEnvironment, getRelayEnvironment, getRelayEnvironment);
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
