import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import type { useAcknowledgeWarningMutation as Operation } from './__generated__/useAcknowledgeWarningMutation.graphql';

/**
 * Acknowledges one of the viewer's warnings. Optimistic: the warning shows acknowledged at once
 * (Relay rolls it back when the server refuses, with a toast). Returns commit(warningId) and the
 * id being acknowledged.
 */
export function useAcknowledgeWarningMutation(): [(warningId: string) => void, string | null] {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [commit] = useMutation<Operation>(graphql`
    mutation useAcknowledgeWarningMutation($input: AcknowledgeWarningInput!) {
      acknowledgeWarning(input: $input) {
        warning {
          id
          acknowledgedAt
        }
        user {
          id
          unacknowledgedWarningCount
        }
      }
    }
  `);
  const acknowledge = useCallback(
    (warningId: string) => {
      setPendingId(warningId);
      commit({
        variables: { input: { id: warningId } },
        optimisticUpdater: (store) => {
          store.get(warningId)?.setValue(new Date().toISOString(), 'acknowledgedAt');
        },
        onCompleted: (_data, errors) => {
          setPendingId(null);
          if (errors?.length) showToast(errors[0]?.message ?? 'Failed to acknowledge the warning. Please try again.', 'error');
        },
        onError: (error) => {
          setPendingId(null);
          showToast(userMessage(error, 'Failed to acknowledge the warning. Please try again.'), 'error');
        },
      });
    },
    [commit],
  );
  return [acknowledge, pendingId];
}
