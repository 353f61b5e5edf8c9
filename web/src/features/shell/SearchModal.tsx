// The search dialog (spec §2): opened by the search button or Ctrl/Cmd+K, closed by
// Escape. Empty: recent searches (first 5 of the 10 kept) and search tips. Typing:
// up to 6 suggestions from recent searches and topic words. Submitting goes to
// /?search=<text> and remembers the search on this device.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import {
  SEARCH_HISTORY_SHOWN,
  normaliseSearch,
  readSearchHistory,
  recordSearch,
  removeFromHistory,
  saveSearchHistory,
  searchSuggestions,
  MAX_SEARCH_LENGTH,
} from './searchHistory';

export function SearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <SearchDialog onClose={onClose} /> : null;
}

function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const [history, setHistory] = useState<string[]>(() => readSearchHistory());
  const suggestions = useMemo(() => searchSuggestions(text, history), [text, history]);

  const go = (term: string) => {
    const clean = normaliseSearch(term);
    if (clean === '') return;
    setHistory(recordSearch(clean));
    onClose();
    navigate(`/?search=${encodeURIComponent(clean)}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };

  const forget = (term: string) => {
    const next = removeFromHistory(history, term);
    saveSearchHistory(next);
    setHistory(next);
  };

  const clearAll = () => {
    saveSearchHistory([]);
    setHistory([]);
  };

  const recent = history.slice(0, SEARCH_HISTORY_SHOWN);

  return (
    <Modal open title="Search" onClose={onClose} hideTitle className="search-modal">
      <form role="search" onSubmit={onSubmit} className="search-form">
        <label htmlFor={inputId} className="visually-hidden">
          Search discussions
        </label>
        <Icon name="search" />
        <input
          id={inputId}
          data-autofocus
          type="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search discussions, topics, workplaces…"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button button-primary button-small" disabled={normaliseSearch(text) === ''}>
          Search
        </button>
      </form>

      {text.trim() !== '' ? (
        suggestions.length > 0 ? (
          <section aria-label="Suggestions" className="search-section">
            <h3 className="search-section-title">Suggestions</h3>
            <ul className="search-list">
              {suggestions.map((item) => (
                <li key={item.term}>
                  <button type="button" className="search-item" onClick={() => go(item.term)}>
                    <Icon name={item.source === 'recent' ? 'clock' : 'search'} size={16} />
                    <span>{item.term}</span>
                    <span className="visually-hidden">{item.source === 'recent' ? '(recent search)' : '(topic)'}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className="muted search-hint">Press Enter to search for “{normaliseSearch(text)}”.</p>
        )
      ) : (
        <>
          {recent.length > 0 ? (
            <section aria-label="Recent searches" className="search-section">
              <div className="search-section-head">
                <h3 className="search-section-title">Recent searches</h3>
                <button type="button" className="link-button" onClick={clearAll}>
                  Clear all
                </button>
              </div>
              <ul className="search-list">
                {recent.map((term) => (
                  <li key={term} className="search-recent">
                    <button type="button" className="search-item" onClick={() => go(term)}>
                      <Icon name="clock" size={16} />
                      <span>{term}</span>
                    </button>
                    <button type="button" className="icon-button" onClick={() => forget(term)} aria-label={`Remove “${term}” from recent searches`}>
                      <Icon name="close" size={16} />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-label="Search tips" className="search-section search-tips">
            <h3 className="search-section-title">Search tips</h3>
            <ul>
              <li>Search by topic, like “overtime”, “scheduling” or “heat safety”.</li>
              <li>Try your industry or trade: “warehouse”, “nursing”, “retail”.</li>
              <li>Short searches find more. Add words to narrow down.</li>
              <li>Recent searches stay on this device only and are erased when you log out.</li>
            </ul>
          </section>
        </>
      )}
    </Modal>
  );
}
