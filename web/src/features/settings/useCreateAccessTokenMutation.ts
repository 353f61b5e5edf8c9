import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AccessTokenScope, useCreateAccessTokenMutation as Operation } from './__generated__/useCreateAccessTokenMutation.graphql';

export interface CreateAccessTokenArgs {
  name: string;
  scope: AccessTokenScope;
  expiresInDays: number | null;
  /** Receives the secret, which the server answers this once. */
  onCreated: (secret: string) => void;
  onFailed: (error: Error) => void;
}

/** Creates a personal access token and puts it first in the viewer's list. Returns commit(args) and whether it runs. */
export function useCreateAccessTokenMutation(): [(args: CreateAccessTokenArgs) => void, boolean] {
  const [commitMutation, busy] = useMutation<Operation>(graphql`
    mutation useCreateAccessTokenMutation($input: CreateAccessTokenInput!) {
      createAccessToken(input: $input) {
        secret
        accessToken {
          id
          ...AccessTokenItem_token
        }
      }
    }
  `);
  const commit = useCallback(
    ({ name, scope, expiresInDays, onCreated, onFailed }: CreateAccessTokenArgs) => {
      commitMutation({
        variables: { input: { name, scope, expiresInDays } },
        updater: (store) => {
          const created = store.getRootField('createAccessToken')?.getLinkedRecord('accessToken');
          const viewer = store.getRoot().getLinkedRecord('viewer');
          if (!created || !viewer) return;
          viewer.setLinkedRecords([created, ...(viewer.getLinkedRecords('accessTokens') ?? [])], 'accessTokens');
        },
        onCompleted: (response, errors) => {
          if (errors?.length) onFailed(new Error(errors[0]!.message));
          else onCreated(response.createAccessToken.secret);
        },
        onError: onFailed,
      });
    },
    [commitMutation],
  );
  return [commit, busy];
}
