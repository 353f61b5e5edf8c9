import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { updateUser } from '../session/sessionStore';
import { readStoredUser } from '../session/storedUser';
import { validateUsername } from '../session/validation';
import { TextField } from '../../ui/Field';
import { SettingsSection, type SaveStatus } from './SettingsSection';
import type { UsernameSection_user$key } from './__generated__/UsernameSection_user.graphql';
import { useUpdateUsernameMutation } from './useUpdateUsernameMutation';

export const USERNAME_SAVED = 'Username updated';

export function UsernameSection({ user }: { user: UsernameSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment UsernameSection_user on User {
        username
      }
    `,
    user,
  );
  const current = data.username ?? '';
  const [value, setValue] = useState(current);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>(null);
  const [commit, busy] = useUpdateUsernameMutation();

  const save = () => {
    const error = validateUsername(value);
    setFieldError(error);
    setStatus(null);
    if (error) return;
    commit({
      variables: { input: { username: value.trim() } },
      onCompleted: (response) => {
        const updated = response.updateUsername?.user;
        if (updated) updateUser(readStoredUser(updated));
        setStatus({ tone: 'success', message: USERNAME_SAVED });
      },
      onError: (failure) => setStatus({ tone: 'error', message: userMessage(failure, 'Could not change your username. Please try again.') }),
    });
  };

  return (
    <SettingsSection
      id="username"
      title={current ? 'Username' : 'Choose a username'}
      description={
        current ? (
          <p>
            Your username is how other members find and mention you. It does not have to be your real name, and for
            your safety it is better if it is not.
          </p>
        ) : (
          <p>
            You signed in with a magic link and have no username yet. Choose one so other members can recognise your
            posts and message you. It does not have to be your real name.
          </p>
        )
      }
      onSubmit={save}
      saveLabel={current ? 'Change username' : 'Save username'}
      busy={busy}
      dirty={value.trim() !== current}
      status={status}
    >
      <TextField
        label="Username"
        autoComplete="username"
        value={value}
        onChange={setValue}
        error={fieldError}
        maxLength={30}
        hint="3 to 30 characters: letters, numbers, underscores and hyphens."
        required
      />
    </SettingsSection>
  );
}
