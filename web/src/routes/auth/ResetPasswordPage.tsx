// /reset-password?token=...: choose a new password from the emailed link; signs in.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../routing';
import { INVALID_TOKEN, tokenErrorMessage } from '../../features/session/authMessages';
import { clearMagicLinkMarker } from '../../features/session/magicLinkLock';
import { UNEXPECTED_LOGIN_RESPONSE, signIn } from '../../features/session/sessionStore';
import { readStoredUser } from '../../features/session/storedUser';
import { useResetPasswordMutation } from '../../features/session/useResetPasswordMutation';
import { FormMessage } from '../../ui/Field';
import { showToast } from '../../ui/toastStore';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [commit, isInFlight] = useResetPasswordMutation();

  if (!token) {
    return (
      <AuthLayout title="Reset your password">
        <FormMessage tone="error">{INVALID_TOKEN}</FormMessage>
        <p>This page needs the link from the password reset email. Links work once and expire after a while.</p>
        <Link to="/forgot-password" className="button button-primary">
          Request a new link
        </Link>
      </AuthLayout>
    );
  }

  const submit = (password: string) => {
    setError(null);
    commit({
      variables: { input: { token, password } },
      onCompleted: (data) => {
        const payload = data.resetPassword;
        try {
          const user = payload?.user ? readStoredUser(payload.user) : null;
          signIn(payload?.token, user);
          if (user?.email) clearMagicLinkMarker(user.email);
        } catch {
          setError(UNEXPECTED_LOGIN_RESPONSE);
          return;
        }
        showToast('Your password has been changed. You are now signed in.', 'success');
        navigate('/', { replace: true });
      },
      onError: (failure) => setError(tokenErrorMessage(failure)),
    });
  };

  return (
    <AuthLayout title="Choose a new password" lead="Pick a password you do not use anywhere else, especially not on work systems.">
      {error ? (
        <FormMessage tone="error">
          <p>{error}</p>
          {error === INVALID_TOKEN ? (
            <p>
              <Link to="/forgot-password">Request a new reset link</Link>
            </p>
          ) : null}
        </FormMessage>
      ) : null}
      <NewPasswordForm submitLabel="Save new password" busyLabel="Saving…" busy={isInFlight} onSubmit={submit} />
    </AuthLayout>
  );
}
