// /setup-password: for magic-link accounts. With ?token= (from the email) it sets the
// first password and signs in; without a token it asks for that email.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../routing';
import { userMessage } from '../../relay/errors';
import { PASSWORD_SETUP_SENT, tokenErrorMessage, INVALID_TOKEN } from '../../features/session/authMessages';
import { clearMagicLinkMarker } from '../../features/session/magicLinkLock';
import { UNEXPECTED_LOGIN_RESPONSE, signIn } from '../../features/session/sessionStore';
import { readStoredUser } from '../../features/session/storedUser';
import { useRequestPasswordSetupMutation } from '../../features/session/useRequestPasswordSetupMutation';
import { useSetupPasswordMutation } from '../../features/session/useSetupPasswordMutation';
import { validateEmail } from '../../features/session/validation';
import { FormMessage, TextField } from '../../ui/Field';
import { showToast } from '../../ui/toastStore';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';

export default function SetupPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <SetPasswordWithToken token={token} /> : <RequestSetupLink />;
}

function SetPasswordWithToken({ token }: { token: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [commit, isInFlight] = useSetupPasswordMutation();

  const submit = (password: string) => {
    setError(null);
    commit({
      variables: { input: { token, password } },
      onCompleted: (data) => {
        const payload = data.setupPassword;
        try {
          const user = payload?.user ? readStoredUser(payload.user) : null;
          signIn(payload?.token, user);
          if (user?.email) clearMagicLinkMarker(user.email);
        } catch {
          setError(UNEXPECTED_LOGIN_RESPONSE);
          return;
        }
        showToast('Your password is set. You can now log in with it or keep using magic links.', 'success');
        navigate('/', { replace: true });
      },
      onError: (failure) => setError(tokenErrorMessage(failure)),
    });
  };

  return (
    <AuthLayout title="Set up a password" lead="Add a password to your account. Magic links keep working too.">
      {error ? (
        <FormMessage tone="error">
          <p>{error}</p>
          {error === INVALID_TOKEN ? (
            <p>
              <Link to="/setup-password">Request a new setup link</Link>
            </p>
          ) : null}
        </FormMessage>
      ) : null}
      <NewPasswordForm submitLabel="Set password" busyLabel="Saving…" busy={isInFlight} onSubmit={submit} />
    </AuthLayout>
  );
}

function RequestSetupLink() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [commit, isInFlight] = useRequestPasswordSetupMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateEmail(email);
    setEmailError(error);
    setResult(null);
    if (error) return;
    commit({
      variables: { input: { email: email.trim() } },
      onCompleted: (data) => setResult({ tone: 'success', message: data.requestPasswordSetup?.message || PASSWORD_SETUP_SENT }),
      onError: (failure) => setResult({ tone: 'error', message: userMessage(failure, 'Failed to send the setup link. Please try again.') }),
    });
  };

  return (
    <AuthLayout
      title="Set up a password"
      lead="If you joined with magic links, you can add a password. We will email you a link to choose one."
      footer={
        <p>
          Back to <Link to="/login">log in</Link>
        </p>
      }
    >
      {result ? <FormMessage tone={result.tone}>{result.message}</FormMessage> : null}
      <form onSubmit={submit} noValidate className="form">
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={emailError} required />
        <button type="submit" className="button button-primary button-block" disabled={isInFlight}>
          {isInFlight ? 'Sending…' : 'Email me a setup link'}
        </button>
      </form>
    </AuthLayout>
  );
}
