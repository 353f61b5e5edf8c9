import { graphql, useMutation } from 'react-relay';
import type { useDismissWelcomePostMutation as Operation } from './__generated__/useDismissWelcomePostMutation.graphql';

/** Hides the welcome or start-here post for the member (settings ui). */
export function useDismissWelcomePostMutation() {
  return useMutation<Operation>(graphql`
    mutation useDismissWelcomePostMutation($input: UpdateSettingsInput!) {
      updateSettings(input: $input) {
        user {
          id
          settings {
            ui {
              welcomePostDismissed
              startHerePostDismissed
            }
          }
        }
      }
    }
  `);
}
