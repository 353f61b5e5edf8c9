// Settings › Privacy › Delete my analytics: the server deletes the member's share events, page
// views and load-speed measurements (and this device's accountless ones); the device then starts
// a new analytics session so later events are not grouped with the deleted ones.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { analyticsSessionId, renewAnalyticsSessionId } from './analytics';
import type { useDeleteMyAnalyticsMutation as Operation, useDeleteMyAnalyticsMutation$data } from './__generated__/useDeleteMyAnalyticsMutation.graphql';

export type DeletedAnalytics = useDeleteMyAnalyticsMutation$data['deleteMyAnalytics'];

export function useDeleteMyAnalyticsMutation() {
  const [commit, busy] = useMutation<Operation>(graphql`
    mutation useDeleteMyAnalyticsMutation($input: DeleteMyAnalyticsInput) {
      deleteMyAnalytics(input: $input) {
        deleted
        shareEvents
        pageViews
        webVitals
      }
    }
  `);
  const run = useCallback(
    (handlers: { onDone: (deleted: DeletedAnalytics) => void; onError: (error: Error) => void }) =>
      commit({
        variables: { input: { sessionId: analyticsSessionId() } },
        onCompleted: (data) => {
          renewAnalyticsSessionId();
          handlers.onDone(data.deleteMyAnalytics);
        },
        onError: handlers.onError,
      }),
    [commit],
  );
  return [run, busy] as const;
}
