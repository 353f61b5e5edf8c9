// Drops (deletes) a dead job: it leaves the failed-job list at once; the answer's counts follow.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { showToast } from '../../ui/toastStore';
import { userMessage } from '../../relay/errors';
import type { useDropJobMutation as Operation } from './__generated__/useDropJobMutation.graphql';
import { removeJobEdge, shiftCounts } from './jobQueueStore';

const mutation = graphql`
  mutation useDropJobMutation($input: JobIdInput!, $connections: [ID!]!) {
    dropJob(input: $input) {
      droppedJobId @deleteEdge(connections: $connections)
      jobQueue {
        id
        ...JobQueueCounts_health
      }
    }
  }
`;

export function useDropJobMutation() {
  const [commit, inFlight] = useMutation<Operation>(mutation);
  const dropJob = useCallback(
    ({ jobId, queueId, connectionId, onDone }: { jobId: string; queueId: string; connectionId: string; onDone?: (error: string | null) => void }) =>
      commit({
        variables: { input: { jobId }, connections: [connectionId] },
        optimisticUpdater: (store) => {
          removeJobEdge(store, connectionId, jobId);
          shiftCounts(store, queueId, { dead: -1 });
        },
        onCompleted: () => {
          onDone?.(null);
          showToast('The job was dropped.', 'success');
        },
        onError: (error) => {
          const message = userMessage(error, 'Could not drop the job.');
          onDone?.(message);
          showToast(message, 'error');
        },
      }),
    [commit],
  );
  return [dropJob, inFlight] as const;
}
