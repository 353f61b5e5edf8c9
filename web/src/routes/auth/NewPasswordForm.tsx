import { useState, type FormEvent } from 'react';
import { validateNewPassword, validatePasswordConfirmation } from '../../features/session/validation';
import { TextField } from '../../ui/Field';

/** New password, twice, with the client-side checks. */
export function NewPasswordForm({ submitLabel, busyLabel, busy, onSubmit }: { submitLabel: string; busyLabel: string; busy: boolean; onSubmit: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { password: validateNewPassword(password), confirm: validatePasswordConfirmation(password, confirm) };
    setErrors(next);
    if (next.password || next.confirm) return;
    onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate className="form">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint="At least 8 characters. A few unrelated words make a strong password."
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
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
