// Reports a short video's numbers for a post (reportSharePerformance); returns commit(arg).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { useReportSharePerformanceMutation as Operation } from './__generated__/useReportSharePerformanceMutation.graphql';
import type { ReportInput } from './performanceForm';

export interface ReportSharePerformanceArg {
  input: ReportInput & { postId: string };
  onCompleted: () => void;
  onError: (error: Error) => void;
}

export function useReportSharePerformanceMutation(): [(arg: ReportSharePerformanceArg) => Disposable, boolean] {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useReportSharePerformanceMutation($input: ReportSharePerformanceInput!) {
      reportSharePerformance(input: $input) {
        report {
          id
        }
      }
    }
  `);
  const report = useCallback(
    ({ input, onCompleted, onError }: ReportSharePerformanceArg) =>
      commit({
        variables: { input },
        onCompleted: (_response, errors) => (errors && errors.length > 0 ? onError(new Error(errors[0].message)) : onCompleted()),
        onError,
      }),
    [commit],
  );
  return [report, inFlight];
}
