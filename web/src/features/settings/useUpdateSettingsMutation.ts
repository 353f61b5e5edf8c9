// Saves one settings section (notifications, privacy, email): the section's status line says
// 'Settings saved' or why not; the saved values come back into every section from the answer.
import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { userMessage } from '../../relay/errors';
import type { UpdateSettingsInput, useUpdateSettingsMutation as Operation } from './__generated__/useUpdateSettingsMutation.graphql';
import { SETTINGS_SAVED, SETTINGS_SAVE_FAILED, type SaveStatus } from './SettingsSection';

const mutation = graphql`
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
`;

export function useUpdateSettingsMutation() {
  const [commit, busy] = useMutation<Operation>(mutation);
  const [status, setStatus] = useState<SaveStatus>(null);
  const save = useCallback(
    (input: UpdateSettingsInput) => {
      setStatus(null);
      return commit({
        variables: { input },
        onCompleted: () => setStatus({ tone: 'success', message: SETTINGS_SAVED }),
        onError: (error) => setStatus({ tone: 'error', message: userMessage(error, SETTINGS_SAVE_FAILED) }),
      });
    },
    [commit],
  );
  return { save, busy, status };
}
