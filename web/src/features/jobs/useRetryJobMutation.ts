// Retries a dead job: it leaves the failed-job list at once and counts as waiting; the answer's
// counts (the queue's one JobQueueHealth record) replace the optimistic ones.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { showToast } from '../../ui/toastStore';
import { userMessage } from '../../relay/errors';
import type { useRetryJobMutation as Operation } from './__generated__/useRetryJobMutation.graphql';
import { removeJobEdge, shiftCounts } from './jobQueueStore';

const mutation = graphql`
  mutation useRetryJobMutation($input: JobIdInput!, $connections: [ID!]!) {
    retryJob(input: $input) {
      retriedJobId @deleteEdge(connections: $connections)
      jobQueue {
        id
        ...JobQueueCounts_health
      }
    }
  }
`;

export function useRetryJobMutation() {
  const [commit, inFlight] = useMutation<Operation>(mutation);
  const retryJob = useCallback(
    ({ jobId, queueId, connectionId }: { jobId: string; queueId: string; connectionId: string }) =>
      commit({
        variables: { input: { jobId }, connections: [connectionId] },
        optimisticUpdater: (store) => {
          removeJobEdge(store, connectionId, jobId);
          shiftCounts(store, queueId, { dead: -1, waiting: 1 });
        },
        onCompleted: () => {
          showToast('The job was queued again.', 'success');
        },
        onError: (error) => {
          showToast(userMessage(error, 'Could not retry the job.'), 'error');
        },
      }),
    [commit],
  );
  return [retryJob, inFlight] as const;
}
