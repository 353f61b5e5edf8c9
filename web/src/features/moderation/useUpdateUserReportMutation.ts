import { graphql, useMutation } from 'react-relay';
import type { useUpdateUserReportMutation as Operation } from './__generated__/useUpdateUserReportMutation.graphql';

/**
 * Admins: a report's new status with optional resolution notes. No optimistic response: a decision
 * reaches the reporter and may meet another admin's (409), so the screen shows what the server kept.
 */
export function useUpdateUserReportMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateUserReportMutation($input: UpdateUserReportInput!) {
      updateUserReport(input: $input) {
        report {
          id
          ...UserReportItem_report
        }
      }
    }
  `);
}
