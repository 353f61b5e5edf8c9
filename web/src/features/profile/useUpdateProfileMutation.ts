// Saving the member's own profile (content spec §4 Profile): the answer's profile replaces the one
// in the Relay store (same id), and the session's user takes the new display name and avatar
// colour at once (the top bar shows them). No optimistic response: the server may refuse the bio
// or ask to confirm contact details first (saved: false with a warning), so nothing shows as saved
// before it is.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { readStoredUser } from '../session/storedUser';
import { updateUser } from '../session/sessionStore';
import type { UpdateProfileInput, useUpdateProfileMutation as Operation } from './__generated__/useUpdateProfileMutation.graphql';

export interface UpdateProfileArgs {
  input: UpdateProfileInput;
  onSaved: (message: string) => void;
  /** The bio validator's warning: nothing was saved; send again with confirm: true to save anyway. */
  onWarning: (warning: string) => void;
  onError: (error: Error) => void;
}

export function useUpdateProfileMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        saved
        message
        warning
        profile {
          ...ProfileScreen_profile
        }
        viewer {
          id
          displayName
          avatarColor
          username
          ...storedUser_user
        }
      }
    }
  `);
  const update = useCallback(
    ({ input, onSaved, onWarning, onError }: UpdateProfileArgs) =>
      commit({
        variables: { input },
        onCompleted: (response, errors) => {
          if (errors?.length) {
            onError(new Error(errors[0]!.message));
            return;
          }
          const result = response.updateProfile;
          if (!result.saved) {
            onWarning(result.warning ?? '');
            return;
          }
          updateUser(readStoredUser(result.viewer));
          onSaved(result.message ?? '');
        },
        onError,
      }),
    [commit],
  );
  return [update, inFlight] as const;
}
