// /login: e-mail and password, or "Sign in with a magic link instead" (spec §2, §8).
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '../../routing';
import { userMessage } from '../../relay/errors';
import { LOGIN_ERROR, MAGIC_LINK_FAILED, MAGIC_LINK_SENT, isNoPasswordSetError } from '../../features/session/authMessages';
import { MAGIC_LINK_ACCOUNT_MESSAGE, NO_PASSWORD_MESSAGE, isMagicLinkAccount, recordNoPasswordAnswer } from '../../features/session/magicLinkLock';
import { authPathWithReturn, safeReturnPath } from '../../features/session/returnTo';
import { UNEXPECTED_LOGIN_RESPONSE, signIn } from '../../features/session/sessionStore';
import { readStoredUser } from '../../features/session/storedUser';
import { useLoginMutation } from '../../features/session/useLoginMutation';
import { useRequestMagicLinkMutation } from '../../features/session/useRequestMagicLinkMutation';
import { useSession } from '../../features/session/useSession';
import { validateEmail } from '../../features/session/validation';
import { FormMessage, TextField } from '../../ui/Field';
import { AuthLayout, SafetyNote } from './AuthLayout';
import { banAppealTokenOf } from '../../features/moderation/standing/appealRules';

type Mode = 'password' | 'magic';

export default function LoginPage() {
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const session = useSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'magic' ? 'magic' : 'password');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [noPasswordHint, setNoPasswordHint] = useState(false);
  /** A banned member's refusal carries the link to appeal the ban. */
  const [appealToken, setAppealToken] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [signedInHere, setSignedInHere] = useState(false);
  const [commitLogin, loggingIn] = useLoginMutation();
  const [commitMagic, sendingMagic] = useRequestMagicLinkMutation();

  if (session.isAuthenticated && !signedInHere) return <Navigate to={next} replace />;

  const switchMode = (to: Mode) => {
    setMode(to);
    setFormError(null);
    setSentMessage(null);
    setFieldErrors({});
    setNoPasswordHint(false);
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const errors = { email: validateEmail(email), password: password === '' ? 'Please enter your password' : null };
    setFieldErrors(errors);
    setFormError(null);
    setNoPasswordHint(false);
    setAppealToken(null);
    if (errors.email || errors.password) return;
    if (isMagicLinkAccount(email)) {
      setFormError(MAGIC_LINK_ACCOUNT_MESSAGE);
      setNoPasswordHint(true);
      return;
    }
    commitLogin({
      variables: { input: { email: email.trim(), password } },
      onCompleted: (data) => {
        const payload = data.login;
        try {
          setSignedInHere(true);
          signIn(payload?.token, payload?.user ? readStoredUser(payload.user) : null);
        } catch {
          setSignedInHere(false);
          setFormError(UNEXPECTED_LOGIN_RESPONSE);
          return;
        }
        navigate(next, { replace: true });
      },
      onError: (error) => {
        setPassword('');
        if (isNoPasswordSetError(error)) {
          const locked = recordNoPasswordAnswer(email);
          setFormError(locked ? MAGIC_LINK_ACCOUNT_MESSAGE : NO_PASSWORD_MESSAGE);
          setNoPasswordHint(true);
          return;
        }
        setAppealToken(banAppealTokenOf(error));
        setFormError(userMessage(error, LOGIN_ERROR));
      },
    });
  };

  const submitMagic = (event: FormEvent) => {
    event.preventDefault();
    const emailError = validateEmail(email);
    setFieldErrors({ email: emailError });
    setFormError(null);
    setSentMessage(null);
    if (emailError) return;
    commitMagic({
      variables: { input: { email: email.trim() } },
      onCompleted: (data) => setSentMessage(data.requestMagicLink?.message || MAGIC_LINK_SENT),
      onError: (error) => setFormError(userMessage(error, MAGIC_LINK_FAILED)),
    });
  };

  const footer = (
    <p>
      New here? <Link to={authPathWithReturn('/register', next)}>Create an account</Link>
    </p>
  );

  if (mode === 'magic') {
    return (
      <AuthLayout
        title="Sign in with a magic link"
        lead="We will email you a link that signs you in. No password needed. The link works once and expires soon."
        footer={footer}
      >
        {sentMessage ? (
          <FormMessage tone="success">
            <p>{sentMessage}</p>
            <p>Check your inbox (and the spam folder). You can close this page.</p>
          </FormMessage>
        ) : null}
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <form onSubmit={submitMagic} noValidate className="form">
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={fieldErrors.email} required />
          <button type="submit" className="button button-primary button-block" disabled={sendingMagic}>
            {sendingMagic ? 'Sending…' : sentMessage ? 'Send another link' : 'Email me a sign-in link'}
          </button>
        </form>
        <button type="button" className="link-button auth-switch" onClick={() => switchMode('password')}>
          Sign in with a password instead
        </button>
        <SafetyNote />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Log in" lead="Welcome back. Sign in to post, comment and message other workers." footer={footer}>
      {formError ? (
        <FormMessage tone="error">
          <p>{formError}</p>
          {appealToken ? (
            <p>
              <Link to={`/appeal?token=${encodeURIComponent(appealToken)}`}>Appeal this suspension</Link>
            </p>
          ) : null}
          {noPasswordHint ? (
            <p>
              This account signs in with emailed links. Use a magic link below, or{' '}
              <Link to="/setup-password">set up a password</Link>.
            </p>
          ) : null}
        </FormMessage>
      ) : null}
      <form onSubmit={submitPassword} noValidate className="form">
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={fieldErrors.email} required />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
          required
        />
        <div className="form-row-end">
          <Link to="/forgot-password">Forgot your password?</Link>
        </div>
        <button type="submit" className="button button-primary button-block" disabled={loggingIn}>
          {loggingIn ? 'Signing in…' : 'Log in'}
        </button>
      </form>
      <button type="button" className="link-button auth-switch" onClick={() => switchMode('magic')}>
        Sign in with a magic link instead
      </button>
      <SafetyNote />
    </AuthLayout>
  );
}
