// The appeal text box with its limit and messages: one appeal per action, so it says so.
import { useId, useState } from 'react';
import { FormMessage } from '../../../ui/Field';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_REQUIRED } from './appealRules';

export function AppealForm({
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: (text: string) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const shown = localError ?? error;
  return (
    <form
      className="appeal-form form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) {
          setLocalError(APPEAL_TEXT_REQUIRED);
          return;
        }
        setLocalError(null);
        onSubmit(text.trim());
      }}
    >
      <div className="field">
        <label htmlFor={id}>Why should this be reconsidered?</label>
        <textarea id={id} value={text} maxLength={APPEAL_TEXT_MAX} rows={4} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-hint`} data-autofocus />
        <p id={`${id}-hint`} className="field-hint">
          You can appeal each action once. An admin who did not take the action decides. {text.length}/{APPEAL_TEXT_MAX}
        </p>
      </div>
      {shown ? <FormMessage tone="error">{shown}</FormMessage> : null}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending…' : 'Send appeal'}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
