// A mentorship topic picker (content spec §4, §5): the chosen topics as removable chips, up to 6
// suggestions, a custom topic entry ('Add custom topic (n/max)', shown while below the maximum)
// and the 'Browse all topics' modal with search. The other list's picks are never offered.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { availableTopics, checkCustomTopic, customCount, suggestTopics, toggleTopic } from './mentorshipRules';

export interface TopicLimits {
  customTopicsMax: number;
  customTopicMaxChars: number;
}

export function TopicPicker({
  label,
  chosen,
  onChange,
  otherList,
  catalogue,
  limits,
  bioText,
  workType,
}: {
  label: string;
  chosen: string[];
  onChange: (topics: string[]) => void;
  otherList: readonly string[];
  catalogue: readonly string[];
  limits: TopicLimits;
  bioText: string;
  workType: string;
}) {
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const [search, setSearch] = useState('');
  const customId = useId();
  const available = useMemo(() => availableTopics(catalogue, otherList), [catalogue, otherList]);
  const suggestions = useMemo(() => suggestTopics({ bioText, workType, available, chosen }), [bioText, workType, available, chosen]);
  const customs = customCount(chosen, catalogue);
  const isChosen = (topic: string) => chosen.some((t) => t.toLowerCase() === topic.toLowerCase());

  const addCustom = () => {
    const result = checkCustomTopic(custom, chosen, otherList, limits.customTopicMaxChars);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setCustom('');
    onChange([...chosen, result.topic]);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addCustom();
    }
  };
  const shown = available.filter((t) => t.toLowerCase().includes(search.trim().toLowerCase()));

  return (
    <div className="topic-picker" role="group" aria-label={label}>
      {chosen.length > 0 ? (
        <ul className="chip-list" aria-label={`${label}: chosen`}>
          {chosen.map((topic) => (
            <li key={topic} className="chip">
              {topic}
              <button type="button" className="chip-remove" aria-label={`Remove ${topic}`} onClick={() => onChange(chosen.filter((t) => t !== topic))}>
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {suggestions.length > 0 ? (
        <div className="topic-suggestions">
          <span className="muted">Suggested:</span>
          {suggestions.map((topic) => (
            <button key={topic} type="button" className="topic-toggle" onClick={() => onChange(toggleTopic(chosen, topic))}>
              + {topic}
            </button>
          ))}
        </div>
      ) : null}
      <div className="topic-actions">
        <button type="button" className="button button-small" onClick={() => setBrowsing(true)}>
          Browse all topics
        </button>
        {customs < limits.customTopicsMax ? (
          <span className="topic-custom">
            <label htmlFor={customId} className="visually-hidden">
              Custom topic for {label}
            </label>
            <input
              id={customId}
              value={custom}
              maxLength={limits.customTopicMaxChars + 10}
              placeholder="Your own topic"
              onChange={(e) => setCustom(e.target.value)}
              onKeyDown={onKey}
              aria-invalid={error ? true : undefined}
            />
            <button type="button" className="button button-small" onClick={addCustom}>
              Add custom topic ({customs}/{limits.customTopicsMax})
            </button>
          </span>
        ) : null}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <Modal open={browsing} title="Browse all topics" onClose={() => setBrowsing(false)}>
        <input
          type="search"
          className="topic-search"
          aria-label="Search topics"
          placeholder="Search topics"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-autofocus
        />
        <ul className="chip-list topic-browse">
          {shown.map((topic) => (
            <li key={topic}>
              <button type="button" className={`topic-toggle${isChosen(topic) ? ' selected' : ''}`} aria-pressed={isChosen(topic)} onClick={() => onChange(toggleTopic(chosen, topic))}>
                {topic}
              </button>
            </li>
          ))}
        </ul>
        {shown.length === 0 ? <p className="muted">No topics match “{search}”.</p> : null}
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => setBrowsing(false)}>
            Done
          </button>
        </div>
      </Modal>
    </div>
  );
}
