import { graphql, useMutation } from 'react-relay';
import type { useUpdateSettingsMutation as Operation } from './__generated__/useUpdateSettingsMutation.graphql';

export function useUpdateSettingsMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateSettingsMutation($input: UpdateSettingsInput!) {
      updateSettings(input: $input) {
        user {
          id
          ...NotificationSettingsSection_user
          ...PrivacySettingsSection_user
          ...EmailSettingsSection_user
        }
      }
    }
  `);
}
