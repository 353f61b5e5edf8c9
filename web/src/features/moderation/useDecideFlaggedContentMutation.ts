import { graphql, useMutation } from 'react-relay';
import type { useDecideFlaggedContentMutation as Operation } from './__generated__/useDecideFlaggedContentMutation.graphql';

/**
 * An admin's decision on a flagged item (keep: dismiss its flags; remove: with a reason). The queue
 * fetches its page again afterwards (the item's group leaves it, counts change), so no optimism.
 */
export function useDecideFlaggedContentMutation() {
  return useMutation<Operation>(graphql`
    mutation useDecideFlaggedContentMutation($input: DecideFlaggedContentInput!) {
      decideFlaggedContent(input: $input) {
        itemId
        decision
        status
        closedFlags
      }
    }
  `);
}
