import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useSessionRevokedSubscription as Operation } from './__generated__/useSessionRevokedSubscription.graphql';

const subscription = graphql`
  subscription useSessionRevokedSubscription {
    sessionRevoked
  }
`;

/** Listens for the server telling that the viewer's sessions were revoked. */
export function useSessionRevokedSubscription(onRevoked: () => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<Operation>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (response?.sessionRevoked) onRevoked();
      },
      // A dropped socket is retried by the shared client; nothing to show here.
      onError: () => undefined,
    }),
    [onRevoked],
  );
  useSubscription<Operation>(config);
}
