// The poll part of the new-post form (content spec §2 'New post / poll form', §5): 2 to 5
// options of at most 200 characters (add and remove rows) and the voting duration
// (1h, 6h, 12h, 1d, 3d, 7d, 30d; 1 day by default).
import { useId, useRef } from 'react';
import { Icon } from '../../ui/Icon';
import { POLL_DURATIONS, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, POLL_OPTION_MAX_LENGTH } from './pollForm';

export interface PollOptionsEditorProps {
  options: string[];
  onOptionsChange: (options: string[]) => void;
  durationHours: number;
  onDurationChange: (hours: number) => void;
  /** Per-row messages (same positions as `options`). */
  optionErrors?: (string | undefined)[];
  /** The form-level message ('Please provide at least 2 poll options'). */
  error?: string;
  disabled?: boolean;
}

export function PollOptionsEditor({
  options,
  onOptionsChange,
  durationHours,
  onDurationChange,
  optionErrors = [],
  error,
  disabled = false,
}: PollOptionsEditorProps) {
  const baseId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  const update = (index: number, value: string) => onOptionsChange(options.map((o, i) => (i === index ? value : o)));
  const add = () => {
    if (options.length >= POLL_OPTIONS_MAX) return;
    onOptionsChange([...options, '']);
    // Focus the new row once it is drawn.
    setTimeout(() => listRef.current?.querySelectorAll('input')[options.length]?.focus(), 0);
  };
  const remove = (index: number) => {
    if (options.length <= POLL_OPTIONS_MIN) return;
    onOptionsChange(options.filter((_, i) => i !== index));
  };

  return (
    <>
      <fieldset className={`field poll-editor${error ? ' field-invalid' : ''}`} aria-describedby={error ? `${baseId}-error` : undefined}>
        <legend>Poll options</legend>
        <p className="field-hint muted">
          Between {POLL_OPTIONS_MIN} and {POLL_OPTIONS_MAX} options, up to {POLL_OPTION_MAX_LENGTH} characters each. Options cannot be
          changed once the poll is posted.
        </p>
        <ol className="poll-editor-options" ref={listRef}>
          {options.map((value, index) => {
            const inputId = `${baseId}-option-${index}`;
            const rowError = optionErrors[index];
            return (
              <li key={index} className={rowError ? 'field-invalid' : undefined}>
                <div className="poll-editor-row">
                  <label htmlFor={inputId} className="visually-hidden">
                    Option {index + 1}
                  </label>
                  <input
                    id={inputId}
                    type="text"
                    value={value}
                    placeholder={`Option ${index + 1}`}
                    maxLength={POLL_OPTION_MAX_LENGTH}
                    onChange={(event) => update(index, event.target.value)}
                    disabled={disabled}
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? `${inputId}-error` : undefined}
                  />
                  {options.length > POLL_OPTIONS_MIN ? (
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => remove(index)}
                      disabled={disabled}
                      aria-label={`Remove option ${index + 1}`}
                    >
                      <Icon name="close" size={18} />
                    </button>
                  ) : null}
                </div>
                {rowError ? (
                  <p id={`${inputId}-error`} className="field-error">
                    {rowError}
                  </p>
                ) : value.length > POLL_OPTION_MAX_LENGTH - 20 ? (
                  <p className="field-hint muted">
                    {value.length}/{POLL_OPTION_MAX_LENGTH}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {options.length < POLL_OPTIONS_MAX ? (
          <button type="button" className="button button-small" onClick={add} disabled={disabled}>
            <Icon name="plus" size={16} /> Add option
          </button>
        ) : null}
        {error ? (
          <p id={`${baseId}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="poll-duration">
        <legend>Voting duration</legend>
        <div className="segmented">
          {POLL_DURATIONS.map((choice) => (
            <label key={choice.hours} className={`segment${durationHours === choice.hours ? ' segment-selected' : ''}`} title={choice.long}>
              <input
                type="radio"
                name={`${baseId}-duration`}
                value={choice.hours}
                checked={durationHours === choice.hours}
                onChange={() => onDurationChange(choice.hours)}
                disabled={disabled}
                aria-label={choice.long}
              />
              <span aria-hidden="true">{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
