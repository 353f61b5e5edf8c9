import { graphql, useMutation } from 'react-relay';
import type { useReviewPostMutation as Operation } from './__generated__/useReviewPostMutation.graphql';

/** Approves or rejects a held post; the post's edge leaves the given queue connections. */
export function useReviewPostMutation() {
  return useMutation<Operation>(graphql`
    mutation useReviewPostMutation($input: ReviewInput!, $connections: [ID!]!) {
      reviewPost(input: $input) {
        id @deleteEdge(connections: $connections)
        status
      }
    }
  `);
}
