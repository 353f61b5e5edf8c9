import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { readStoredUser } from '../session/storedUser';
import { updateUser } from '../session/sessionStore';
import { announceFollowsChanged } from '../follows/followEvents';
import type { useCompleteOnboardingMutation as Operation } from './__generated__/useCompleteOnboardingMutation.graphql';
import { toInput, type OnboardingAnswers } from './onboardingRules';

export interface CompleteArgs {
  viewerId: string;
  /** The answers, or 'skip' (marks onboarding complete without them). */
  answers: OnboardingAnswers | 'skip';
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Saves the onboarding answers (the server follows and joins in the same transaction) or skips.
 * Everything the page shows may now differ (My Feed, the sidebars' follows), so the Relay store is
 * marked stale and the follow-dependent boxes reload; the device's onboarding flag follows the
 * server's answer. A skip hides 'Personalize my feed' at once.
 */
export function useCompleteOnboardingMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useCompleteOnboardingMutation($input: CompleteOnboardingInput!) {
      completeOnboarding(input: $input) {
        followsCreated
        viewer {
          id
          onboardingComplete
          onboarding {
            completedAt
            skipped
          }
          ...storedUser_user
        }
      }
    }
  `);
  const complete = useCallback(
    ({ viewerId, answers, onCompleted, onError }: CompleteArgs) =>
      commit({
        variables: { input: answers === 'skip' ? { skipped: true } : toInput(answers) },
        optimisticUpdater:
          answers === 'skip'
            ? (store) => {
                store.get(viewerId)?.setValue(true, 'onboardingComplete');
              }
            : undefined,
        updater: (store) => store.invalidateStore(),
        onCompleted: (response, errors) => {
          if (errors?.length) {
            onError(new Error(errors[0]!.message));
            return;
          }
          updateUser(readStoredUser(response.completeOnboarding.viewer));
          announceFollowsChanged();
          onCompleted();
        },
        onError,
      }),
    [commit],
  );
  return [complete, inFlight] as const;
}
