import { graphql, useMutation } from 'react-relay';
import type { useReviewCommentMutation as Operation } from './__generated__/useReviewCommentMutation.graphql';

/** Approves or rejects a held comment; the comment's edge leaves the given queue connections. */
export function useReviewCommentMutation() {
  return useMutation<Operation>(graphql`
    mutation useReviewCommentMutation($input: ReviewInput!, $connections: [ID!]!) {
      reviewComment(input: $input) {
        id @deleteEdge(connections: $connections)
        status
      }
    }
  `);
}
