import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAnswerWorkerPulseMutation as Operation } from './__generated__/useAnswerWorkerPulseMutation.graphql';

/** Records the viewer's answer; the answer's WorkerPulse (same id) updates the page in the store. */
export function useAnswerWorkerPulseMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useAnswerWorkerPulseMutation($optionIndex: Int!) {
      answerWorkerPulse(input: { optionIndex: $optionIndex }) {
        pulse {
          ...PulsePage_pulse
        }
      }
    }
  `);
  const answer = useCallback(
    (optionIndex: number, callbacks: { onCompleted: () => void; onError: (error: Error) => void }) =>
      commit({ variables: { optionIndex }, onCompleted: callbacks.onCompleted, onError: callbacks.onError }),
    [commit],
  );
  return [answer, inFlight] as const;
}
