import { graphql, useMutation } from 'react-relay';
import type { useReportUserMutation as Operation } from './__generated__/useReportUserMutation.graphql';

/**
 * Files a report about a member (or answers the viewer's report already open about them).
 * Nothing on screen depends on it before the server answers, so there is no optimistic response.
 */
export function useReportUserMutation() {
  return useMutation<Operation>(graphql`
    mutation useReportUserMutation($input: ReportUserInput!) {
      reportUser(input: $input) {
        alreadyReported
        message
        report {
          id
          status
        }
      }
    }
  `);
}
