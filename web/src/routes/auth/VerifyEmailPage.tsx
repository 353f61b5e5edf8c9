// /verify-email?token=...: confirms the e-mail address from the link we sent.
import { useState } from 'react';
import { Link, useSearchParams } from '../../routing';
import { userMessage } from '../../relay/errors';
import { INVALID_TOKEN, tokenErrorMessage } from '../../features/session/authMessages';
import { updateUser } from '../../features/session/sessionStore';
import { readStoredUser } from '../../features/session/storedUser';
import { useResendVerificationEmailMutation } from '../../features/session/useResendVerificationEmailMutation';
import { useSession } from '../../features/session/useSession';
import { useVerifyEmailMutation } from '../../features/session/useVerifyEmailMutation';
import { RESEND_FAILED, RESEND_FALLBACK } from '../../features/session/VerifyEmailBanner';
import { FormMessage } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { AuthLayout } from './AuthLayout';
import { useOncePerKey } from './useOnce';

type State = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'error'; message: string };

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const [state, setState] = useState<State>(token ? { kind: 'verifying' } : { kind: 'error', message: INVALID_TOKEN });
  const [resendState, setResendState] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [commit] = useVerifyEmailMutation();
  const [commitResend, resending] = useResendVerificationEmailMutation();

  const usedBefore = useOncePerKey(token, (value) => {
    commit({
      variables: { input: { token: value } },
      onCompleted: (data) => {
        const user = data.verifyEmail?.user;
        if (user) updateUser(readStoredUser(user));
        setState({ kind: 'verified' });
      },
      onError: (error) => setState({ kind: 'error', message: tokenErrorMessage(error) }),
    });
  });

  if (state.kind === 'verifying' && usedBefore) {
    return (
      <AuthLayout title="Email verification">
        <FormMessage tone="info">This verification link has already been used on this page.</FormMessage>
        <Link to="/" className="button button-primary">
          Go to homepage
        </Link>
      </AuthLayout>
    );
  }

  if (state.kind === 'verifying') {
    return (
      <AuthLayout title="Verifying your email">
        <div className="center-row">
          <Spinner label="Verifying…" />
          <span>Verifying your email address…</span>
        </div>
      </AuthLayout>
    );
  }

  if (state.kind === 'verified') {
    return (
      <AuthLayout title="Email verified">
        <FormMessage tone="success">Thank you. Your email address is verified.</FormMessage>
        <div className="button-row">
          <Link to="/" className="button button-primary">
            Go to homepage
          </Link>
          {session.isAuthenticated ? (
            <Link to="/settings" className="button">
              Review your settings
            </Link>
          ) : (
            <Link to="/login" className="button">
              Log in
            </Link>
          )}
        </div>
      </AuthLayout>
    );
  }

  const resend = () =>
    commitResend({
      variables: {},
      onCompleted: (data) => setResendState({ tone: 'success', message: data.resendVerificationEmail?.message || RESEND_FALLBACK }),
      onError: (error) => setResendState({ tone: 'error', message: userMessage(error, RESEND_FAILED) }),
    });

  return (
    <AuthLayout title="Email verification problem">
      <FormMessage tone="error">{state.message}</FormMessage>
      <p>Verification links work once and expire after a while.</p>
      {resendState ? <FormMessage tone={resendState.tone}>{resendState.message}</FormMessage> : null}
      <div className="button-row">
        {session.isAuthenticated ? (
          <button type="button" className="button button-primary" onClick={resend} disabled={resending}>
            {resending ? 'Sending…' : 'Resend verification email'}
          </button>
        ) : (
          <Link to="/login?next=%2Fsettings" className="button button-primary">
            Log in to get a new link
          </Link>
        )}
        <Link to="/" className="button">
          Go to homepage
        </Link>
      </div>
    </AuthLayout>
  );
}
