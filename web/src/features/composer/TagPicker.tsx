// The composer's tag picker (content spec §2 'New post', §5): chosen tags as removable chips
// (at most 3), up to 4 suggestions from the text, the essential tags with 'Show more tags',
// and a custom tag entry with the spec's messages.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../ui/Icon';
import { MAX_TAGS, checkCustomTag, splitTags, suggestTags, togglePredefinedTag, type TagDefinition } from './tagRules';

export function TagPicker({
  tags,
  chosen,
  onChange,
  text,
  disabled,
}: {
  tags: readonly TagDefinition[];
  chosen: string[];
  onChange: (tags: string[]) => void;
  /** Title and content, for suggestions. */
  text: string;
  disabled?: boolean;
}) {
  const [showMore, setShowMore] = useState(false);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const customId = useId();
  const { essential, more } = useMemo(() => splitTags(tags), [tags]);
  const suggestions = useMemo(() => suggestTags(text, tags, chosen), [text, tags, chosen]);
  const full = chosen.length >= MAX_TAGS;
  const isChosen = (name: string) => chosen.some((t) => t.toLowerCase() === name.toLowerCase());

  const toggle = (name: string) => {
    setError(null);
    onChange(togglePredefinedTag(chosen, name));
  };

  const addCustom = () => {
    const result = checkCustomTag(custom, chosen, tags);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setCustom('');
    onChange([...chosen, result.tag]);
  };

  const onCustomKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addCustom();
    }
  };

  const tagButton = (tag: TagDefinition | string) => {
    const name = typeof tag === 'string' ? tag : tag.name;
    const selected = isChosen(name);
    return (
      <li key={name}>
        <button
          type="button"
          className={`tag-option${selected ? ' tag-option-selected' : ''}`}
          aria-pressed={selected}
          disabled={disabled || (!selected && full)}
          onClick={() => toggle(name)}
        >
          {selected ? <Icon name="check" size={14} /> : null}#{name}
        </button>
      </li>
    );
  };

  return (
    <fieldset className="tag-picker" aria-describedby={`${groupId}-count`}>
      <legend>Tags</legend>
      <p id={`${groupId}-count`} className="field-hint">
        Up to {MAX_TAGS} tags help others find your post ({chosen.length}/{MAX_TAGS} chosen).
      </p>

      {chosen.length > 0 ? (
        <ul className="tag-chosen" aria-label="Chosen tags">
          {chosen.map((tag) => (
            <li key={tag}>
              <span className="filter-chip">
                #{tag}
                <button type="button" className="filter-chip-clear" onClick={() => onChange(chosen.filter((t) => t !== tag))} disabled={disabled} aria-label={`Remove tag ${tag}`}>
                  <Icon name="close" size={14} />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {suggestions.length > 0 && !full ? (
        <div className="tag-group">
          <p className="tag-group-title">Suggested for your post</p>
          <ul className="tag-options">{suggestions.map((name) => tagButton(name))}</ul>
        </div>
      ) : null}

      <div className="tag-group">
        <p className="tag-group-title">Popular tags</p>
        <ul className="tag-options">{essential.map(tagButton)}</ul>
        {showMore ? <ul className="tag-options tag-options-more">{more.map(tagButton)}</ul> : null}
        {more.length > 0 ? (
          <button type="button" className="link-button" onClick={() => setShowMore((v) => !v)} aria-expanded={showMore}>
            {showMore ? 'Show fewer tags' : 'Show more tags'}
          </button>
        ) : null}
      </div>

      <div className={`field tag-custom${error ? ' field-invalid' : ''}`}>
        <label htmlFor={customId}>Add your own tag</label>
        <div className="tag-custom-row">
          <input
            id={customId}
            value={custom}
            maxLength={60}
            disabled={disabled || full}
            onChange={(event) => {
              setCustom(event.target.value);
              setError(null);
            }}
            onKeyDown={onCustomKey}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${customId}-error` : undefined}
            placeholder={full ? 'Maximum 3 tags chosen' : 'e.g. night shift'}
            autoComplete="off"
          />
          <button type="button" className="button" onClick={addCustom} disabled={disabled || full || custom.trim() === ''}>
            Add
          </button>
        </div>
        {error ? (
          <p id={`${customId}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
