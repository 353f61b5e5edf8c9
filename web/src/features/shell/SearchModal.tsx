// The search dialog (spec §2): opened by the search button or Ctrl/Cmd+K, closed by
// Escape. Empty: recent searches (first 5 of the 10 kept) and search tips. Typing: after
// 300 ms, up to 6 suggestions from the server (searchSuggestions) mixed with matching
// recent searches. Choosing one or pressing Enter goes to /?search=<text> (a campaign to
// /?campaign=<id>) and remembers the search on this device.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from '../../routing';
import { PageIcon, type PageIconName } from '../../ui/PageIcon';
import { Modal } from '../../ui/Modal';
import type { SearchModalSuggestionsQuery } from './__generated__/SearchModalSuggestionsQuery.graphql';
import {
  SEARCH_HISTORY_SHOWN,
  mixSuggestions,
  readSearchHistory,
  recordSearch,
  removeFromHistory,
  saveSearchHistory,
  suggestionTarget,
  type SearchSuggestionItem,
  type SuggestionKind,
} from './searchHistory';
import { MAX_SEARCH_LENGTH, normaliseSearch } from './searchTerms';

export const SUGGESTION_DEBOUNCE_MS = 300;

const suggestionsQuery = graphql`
  query SearchModalSuggestionsQuery($query: String!) {
    searchSuggestions(query: $query) {
      kind
      label
      value
    }
  }
`;

type ServerSuggestion = { kind: string; label: string; value: string };

const KIND_ICONS: Record<SuggestionKind, PageIconName> = { recent: 'clock', campaign: 'shield', topic: 'search', group: 'user', tag: 'tag' };
const KIND_LABELS: Record<SuggestionKind, string> = {
  recent: 'recent search',
  campaign: 'campaign',
  topic: 'topic',
  group: 'worker group',
  tag: 'tag',
};

/** The server's suggestions for the typed text, 300 ms after the last keystroke. */
function useServerSuggestions(text: string): { query: string; items: ServerSuggestion[] } {
  const environment = useRelayEnvironment();
  const [result, setResult] = useState<{ query: string; items: ServerSuggestion[] }>({ query: '', items: [] });
  const query = normaliseSearch(text);
  useEffect(() => {
    if (query === '') return;
    let active = true;
    let subscription: { unsubscribe: () => void } | null = null;
    const timer = setTimeout(() => {
      subscription = fetchQuery<SearchModalSuggestionsQuery>(environment, suggestionsQuery, { query }, { fetchPolicy: 'store-or-network' }).subscribe({
        next: (data) => {
          if (active) setResult({ query, items: data.searchSuggestions.map((s) => ({ ...s })) });
        },
        // Suggestions are a convenience: without them the recent searches still show.
        error: () => {
          if (active) setResult({ query, items: [] });
        },
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, query]);
  return result;
}

export function SearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <SearchDialog onClose={onClose} /> : null;
}

function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const [history, setHistory] = useState<string[]>(() => readSearchHistory());
  const server = useServerSuggestions(text);
  const listRef = useRef<HTMLUListElement>(null);
  // Only the server's answer for what is typed now (older answers are dropped).
  const serverItems = useMemo(() => (server.query === normaliseSearch(text) ? server.items : []), [server, text]);
  const suggestions = useMemo(() => mixSuggestions(text, history, serverItems), [text, history, serverItems]);

  const go = (term: string) => {
    const clean = normaliseSearch(term);
    if (clean === '') return;
    setHistory(recordSearch(clean));
    onClose();
    navigate(`/?search=${encodeURIComponent(clean)}`);
  };

  const choose = (item: SearchSuggestionItem) => {
    setHistory(recordSearch(item.kind === 'campaign' ? item.label : item.value));
    onClose();
    navigate(suggestionTarget(item));
  };

  // Arrow keys move between the input and the suggestions.
  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('.search-item') ?? []);
    if (buttons.length === 0) return;
    event.preventDefault();
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') buttons[Math.min(index + 1, buttons.length - 1)]?.focus();
    else if (index <= 0) document.getElementById(inputId)?.focus();
    else buttons[index - 1]?.focus();
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
        <PageIcon name="search" />
        <input
          id={inputId}
          data-autofocus
          type="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onListKeyDown}
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
            <ul className="search-list" ref={listRef} onKeyDown={onListKeyDown}>
              {suggestions.map((item) => (
                <li key={`${item.kind}:${item.label}`}>
                  <button type="button" className="search-item" onClick={() => choose(item)}>
                    <PageIcon name={KIND_ICONS[item.kind]} size={16} />
                    <span>{item.label}</span>
                    <span className="search-item-kind muted">{KIND_LABELS[item.kind]}</span>
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
                      <PageIcon name="clock" size={16} />
                      <span>{term}</span>
                    </button>
                    <button type="button" className="icon-button" onClick={() => forget(term)} aria-label={`Remove “${term}” from recent searches`}>
                      <PageIcon name="close" size={16} />
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
