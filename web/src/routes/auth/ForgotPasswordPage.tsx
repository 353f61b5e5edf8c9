// /forgot-password: always answers with the same text, whether or not the address has an
// account, so the page cannot be used to find out who is a member.
import { useState, type FormEvent } from 'react';
import { Link } from '../../routing';
import { forgotPasswordOutcome } from '../../features/session/authMessages';
import { useForgotPasswordMutation } from '../../features/session/useForgotPasswordMutation';
import { validateEmail } from '../../features/session/validation';
import { FormMessage, TextField } from '../../ui/Field';
import { AuthLayout } from './AuthLayout';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [commit, isInFlight] = useForgotPasswordMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateEmail(email);
    setEmailError(error);
    setResult(null);
    if (error) return;
    commit({
      variables: { input: { email: email.trim() } },
      onCompleted: () => setResult(forgotPasswordOutcome(null)),
      onError: (failure) => setResult(forgotPasswordOutcome(failure)),
    });
  };

  return (
    <AuthLayout
      title="Reset your password"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      }
    >
      {result ? <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage> : null}
      <form onSubmit={submit} noValidate className="form">
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={emailError} required />
        <button type="submit" className="button button-primary button-block" disabled={isInFlight}>
          {isInFlight ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="auth-alt">
        Signed up with magic links and never had a password? <Link to="/setup-password">Set up a password</Link>.
      </p>
    </AuthLayout>
  );
}
