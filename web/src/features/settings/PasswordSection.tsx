import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { clearMagicLinkMarker } from '../session/magicLinkLock';
import { UNEXPECTED_LOGIN_RESPONSE, signIn, withCredentialChange } from '../session/sessionStore';
import { readStoredUser } from '../session/storedUser';
import { validateNewPassword, validatePasswordConfirmation } from '../session/validation';
import { TextField } from '../../ui/Field';
import { showToast } from '../../ui/toastStore';
import { SettingsSection, type SaveStatus } from './SettingsSection';
import type { PasswordSection_user$key } from './__generated__/PasswordSection_user.graphql';
import { useSetPasswordMutation } from './useSetPasswordMutation';

export const PASSWORD_SAVED = 'Password saved. Your other devices have been signed out.';

export function PasswordSection({ user }: { user: PasswordSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment PasswordSection_user on User {
        hasPassword
      }
    `,
    user,
  );
  const hasPassword = data.hasPassword === true;
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string | null; password?: string | null; confirm?: string | null }>({});
  const [status, setStatus] = useState<SaveStatus>(null);
  const [commit, busy] = useSetPasswordMutation();

  const save = () => {
    const next = {
      current: hasPassword && current === '' ? 'Please enter your current password' : null,
      password: validateNewPassword(password),
      confirm: validatePasswordConfirmation(password, confirm),
    };
    setErrors(next);
    setStatus(null);
    if (next.current || next.password || next.confirm) return;
    void withCredentialChange(
      () =>
        new Promise<void>((resolve) => {
          commit({
            variables: { input: hasPassword ? { password, currentPassword: current } : { password } },
            onCompleted: (response) => {
              const payload = response.setPassword;
              try {
                const updated = payload?.user ? readStoredUser(payload.user) : null;
                // The server revoked every older token and issued this one.
                signIn(payload?.token, updated);
                if (updated?.email) clearMagicLinkMarker(updated.email);
                setCurrent('');
                setPassword('');
                setConfirm('');
                setStatus({ tone: 'success', message: PASSWORD_SAVED });
                showToast(PASSWORD_SAVED, 'success');
              } catch {
                setStatus({ tone: 'error', message: UNEXPECTED_LOGIN_RESPONSE });
              }
              resolve();
            },
            onError: (failure) => {
              setStatus({ tone: 'error', message: userMessage(failure, 'Could not save your password. Please try again.') });
              resolve();
            },
          });
        }),
    );
  };

  return (
    <SettingsSection
      id="password"
      title={hasPassword ? 'Change password' : 'Set a password'}
      description={
        hasPassword ? (
          <p>Changing your password signs out every other device where your account is open.</p>
        ) : (
          <p>Your account signs in with emailed magic links. Add a password if you also want to log in with one.</p>
        )
      }
      onSubmit={save}
      saveLabel={hasPassword ? 'Change password' : 'Set password'}
      busy={busy}
      status={status}
    >
      {hasPassword ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={errors.current}
          required
        />
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint="At least 8 characters."
        required
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm}
        required
      />
    </SettingsSection>
  );
}
