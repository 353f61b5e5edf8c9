// A member without a username chooses one before posting (content spec §4, §8).
import { useState, type FormEvent } from 'react';
import { FormMessage, TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useUpdateUsernameMutation } from '../settings/useUpdateUsernameMutation';
import { updateUser } from '../session/sessionStore';
import { readStoredUser } from '../session/storedUser';
import { validateUsername } from '../session/validation';

export const USERNAME_FAILED = 'Failed to set username. Please try again.';

export function UsernameDialog({ open, reason, onClose, onSaved }: { open: boolean; reason: string; onClose: () => void; onSaved: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, busy] = useUpdateUsernameMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateUsername(value);
    setError(problem);
    setFailure(null);
    if (problem) return;
    commit({
      variables: { input: { username: value.trim() } },
      onCompleted: (response) => {
        const user = response.updateUsername?.user;
        if (user) updateUser(readStoredUser(user));
        onSaved();
      },
      onError: () => setFailure(USERNAME_FAILED),
    });
  };

  return (
    <Modal open={open} title="Choose a username" onClose={onClose} closeBlocked={busy} size="small">
      <form className="form" onSubmit={submit} noValidate>
        <p>{reason || 'Choose a username before you post. It does not have to be your real name.'}</p>
        <TextField label="Username" value={value} onChange={setValue} error={error} autoComplete="username" data-autofocus />
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <div className="form-actions dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save username'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
