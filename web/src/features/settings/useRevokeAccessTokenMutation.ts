import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRevokeAccessTokenMutation as Operation } from './__generated__/useRevokeAccessTokenMutation.graphql';

/** Revokes one of the viewer's tokens and takes it out of the list. Returns commit(args) and whether it runs. */
export function useRevokeAccessTokenMutation(): [(args: { id: string; onDone: () => void; onFailed: (error: Error) => void }) => void, boolean] {
  const [commitMutation, busy] = useMutation<Operation>(graphql`
    mutation useRevokeAccessTokenMutation($input: RevokeAccessTokenInput!) {
      revokeAccessToken(input: $input) {
        revokedAccessTokenId
      }
    }
  `);
  const commit = useCallback(
    ({ id, onDone, onFailed }: { id: string; onDone: () => void; onFailed: (error: Error) => void }) => {
      commitMutation({
        variables: { input: { id } },
        updater: (store) => {
          const viewer = store.getRoot().getLinkedRecord('viewer');
          const tokens = viewer?.getLinkedRecords('accessTokens');
          if (viewer && tokens) viewer.setLinkedRecords(tokens.filter((token) => token?.getDataID() !== id), 'accessTokens');
        },
        onCompleted: (_response, errors) => (errors?.length ? onFailed(new Error(errors[0]!.message)) : onDone()),
        onError: onFailed,
      });
    },
    [commitMutation],
  );
  return [commit, busy];
}
