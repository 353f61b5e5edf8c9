// Whether the short-video share features are on (flag shortVideoShare). Pages that already ask
// for the flags (home, communities, campaigns) answer it from the store; elsewhere the first
// control asks the server once. Suspends until known.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useShortVideoShareFlagQuery } from './__generated__/useShortVideoShareFlagQuery.graphql';

/** Also read outside React by the analytics queue (AnalyticsRoot). */
export const shortVideoShareFlagQuery = graphql`
  query useShortVideoShareFlagQuery {
    featureFlags {
      shortVideoShare
    }
  }
`;

export function useShortVideoShareFlag(): boolean {
  const data = useLazyLoadQuery<useShortVideoShareFlagQuery>(
    shortVideoShareFlagQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return data.featureFlags.shortVideoShare;
}
