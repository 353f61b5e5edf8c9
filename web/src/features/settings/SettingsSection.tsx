import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from '../../ui/Field';

export type SaveStatus = { tone: 'success' | 'error'; message: string } | null;

/** A settings card: heading, description, fields and a Save button. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  onSubmit,
  saveLabel = 'Save',
  busy,
  dirty = true,
  status,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onSubmit?: () => void;
  saveLabel?: string;
  busy?: boolean;
  dirty?: boolean;
  status?: SaveStatus;
}) {
  const headingId = `${id}-heading`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <section id={id} className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {description ? <div className="settings-description">{description}</div> : null}
      {onSubmit ? (
        <form onSubmit={submit} noValidate className="form">
          {children}
          {status ? <FormMessage tone={status.tone}>{status.message}</FormMessage> : null}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={busy || !dirty}>
              {busy ? 'Saving…' : saveLabel}
            </button>
          </div>
        </form>
      ) : (
        <>
          {children}
          {status ? <FormMessage tone={status.tone}>{status.message}</FormMessage> : null}
        </>
      )}
    </section>
  );
}

export const SETTINGS_SAVED = 'Settings saved';
export const SETTINGS_SAVE_FAILED = 'Could not save your settings. Please try again.';
