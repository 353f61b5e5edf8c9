// /register: username, e-mail, password (twice), optional display name. After success the
// member is signed in and asked to confirm the e-mail address (a banner stays until then).
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '../../routing';
import { userMessage } from '../../relay/errors';
import { REGISTRATION_ERROR, REGISTRATION_FAILED } from '../../features/session/authMessages';
import { authPathWithReturn, safeReturnPath } from '../../features/session/returnTo';
import { signIn } from '../../features/session/sessionStore';
import { readStoredUser } from '../../features/session/storedUser';
import { useRegisterMutation } from '../../features/session/useRegisterMutation';
import { useSession } from '../../features/session/useSession';
import {
  DISPLAY_NAME_MAX,
  normaliseDisplayName,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  validateUsername,
} from '../../features/session/validation';
import { FormMessage, TextField } from '../../ui/Field';
import { showToast } from '../../ui/toastStore';
import { AuthLayout, SafetyNote } from './AuthLayout';

export const REGISTERED_MESSAGE = 'Welcome! Check your email to verify your address.';

interface Errors {
  username?: string | null;
  email?: string | null;
  password?: string | null;
  confirm?: string | null;
}

export default function RegisterPage() {
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const session = useSession();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signedInHere, setSignedInHere] = useState(false);
  const [commit, isInFlight] = useRegisterMutation();

  if (session.isAuthenticated && !signedInHere) return <Navigate to={next} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: Errors = {
      username: validateUsername(username),
      email: validateEmail(email),
      password: validateNewPassword(password),
      confirm: validatePasswordConfirmation(password, confirm),
    };
    setErrors(nextErrors);
    setFormError(null);
    if (Object.values(nextErrors).some(Boolean)) return;
    const name = normaliseDisplayName(displayName);
    commit({
      variables: {
        input: { username: username.trim(), email: email.trim(), password, ...(name ? { displayName: name } : {}) },
      },
      onCompleted: (data) => {
        const payload = data.register;
        try {
          setSignedInHere(true);
          signIn(payload?.token, payload?.user ? readStoredUser(payload.user) : null);
        } catch {
          setSignedInHere(false);
          setFormError(REGISTRATION_FAILED);
          return;
        }
        showToast(REGISTERED_MESSAGE, 'success');
        navigate(next, { replace: true });
      },
      onError: (error) => setFormError(userMessage(error, REGISTRATION_ERROR)),
    });
  };

  return (
    <AuthLayout
      title="Join Workers Commons"
      lead="A worker-run space to talk about your job, compare notes and organize. Free, no ads, no trackers."
      footer={
        <p>
          Already a member? <Link to={authPathWithReturn('/login', next)}>Log in</Link>
        </p>
      }
    >
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <form onSubmit={submit} noValidate className="form">
        <TextField
          label="Username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          error={errors.username}
          hint="3 to 30 characters: letters, numbers, underscores and hyphens. Shown to other members. Avoid your real name if you want to stay anonymous."
          maxLength={30}
          required
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          hint="Never shown to other members. A personal address is safer than a work one."
          required
        />
        <TextField
          label="Display name (optional)"
          autoComplete="nickname"
          value={displayName}
          onChange={setDisplayName}
          maxLength={DISPLAY_NAME_MAX}
          hint="How your name appears on posts. Leave empty to use your username."
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint="At least 8 characters."
          required
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
          required
        />
        <p className="fine-print">
          By joining you agree to the <Link to="/terms">terms</Link> and our <Link to="/privacy">privacy policy</Link>.
        </p>
        <button type="submit" className="button button-primary button-block" disabled={isInFlight}>
          {isInFlight ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p className="auth-alt">
        Prefer no password? <Link to="/login?mode=magic">Sign in with a magic link</Link>.
      </p>
      <SafetyNote />
    </AuthLayout>
  );
}
