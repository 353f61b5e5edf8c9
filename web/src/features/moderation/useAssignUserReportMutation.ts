import { graphql, useMutation } from 'react-relay';
import type { useAssignUserReportMutation as Operation } from './__generated__/useAssignUserReportMutation.graphql';

/** Admins: "assign to me" (assign true) or unassign a report; the item shows the server's answer. */
export function useAssignUserReportMutation() {
  return useMutation<Operation>(graphql`
    mutation useAssignUserReportMutation($input: AssignUserReportInput!) {
      assignUserReport(input: $input) {
        report {
          id
          ...UserReportItem_report
        }
      }
    }
  `);
}
