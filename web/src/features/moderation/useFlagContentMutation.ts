import { graphql, useMutation } from 'react-relay';
import type { useFlagContentMutation as Operation } from './__generated__/useFlagContentMutation.graphql';

/**
 * Flags a post or comment (or answers the viewer's earlier flag of it). The payload's post or
 * comment updates its viewerHasFlagged in the store; nothing shows before the server answers, so
 * there is no optimistic response.
 */
export function useFlagContentMutation() {
  return useMutation<Operation>(graphql`
    mutation useFlagContentMutation($input: FlagContentInput!) {
      flagContent(input: $input) {
        created
        message
        post {
          id
          viewerHasFlagged
        }
        comment {
          id
          viewerHasFlagged
        }
      }
    }
  `);
}
