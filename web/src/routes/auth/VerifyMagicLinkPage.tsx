// /verify-magic-link?token=...: signs in with the emailed link (spec §8 error texts).
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../routing';
import { INVALID_MAGIC_LINK, magicLinkErrorMessage } from '../../features/session/authMessages';
import { UNEXPECTED_LOGIN_RESPONSE, signIn } from '../../features/session/sessionStore';
import { readStoredUser } from '../../features/session/storedUser';
import { useVerifyMagicLinkMutation } from '../../features/session/useVerifyMagicLinkMutation';
import { FormMessage } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toastStore';
import { AuthLayout } from './AuthLayout';
import { useOncePerKey } from './useOnce';

export default function VerifyMagicLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(token ? null : INVALID_MAGIC_LINK);
  const [commit] = useVerifyMagicLinkMutation();

  const usedBefore = useOncePerKey(token, (value) => {
    commit({
      variables: { input: { token: value } },
      onCompleted: (data) => {
        const payload = data.verifyMagicLink;
        try {
          signIn(payload?.token, payload?.user ? readStoredUser(payload.user) : null);
        } catch {
          setError(UNEXPECTED_LOGIN_RESPONSE);
          return;
        }
        if (payload?.user?.username) {
          showToast('You are signed in', 'success');
          navigate('/', { replace: true });
        } else {
          showToast('You are signed in. Choose a username to finish setting up your account.', 'success');
          navigate('/settings#username', { replace: true });
        }
      },
      onError: (failure) => setError(magicLinkErrorMessage(failure)),
    });
  });

  const shownError = error ?? (usedBefore ? INVALID_MAGIC_LINK : null);
  if (shownError) {
    return (
      <AuthLayout title="Sign-in link problem">
        <FormMessage tone="error">{shownError}</FormMessage>
        <p>Sign-in links work once and expire after a short time. You can ask for a new one.</p>
        <div className="button-row">
          <Link to="/login?mode=magic" className="button button-primary">
            Send a new link
          </Link>
          <Link to="/" className="button">
            Go to homepage
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Signing you in">
      <div className="center-row">
        <Spinner label="Checking your sign-in link…" />
        <span>Checking your sign-in link…</span>
      </div>
    </AuthLayout>
  );
}
