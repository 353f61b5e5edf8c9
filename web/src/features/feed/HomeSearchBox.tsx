// The home search box (shell spec §2): it follows the `search` parameter and writes it
// back 300 ms after the last keystroke.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '../../routing';
import { Icon } from '../../ui/Icon';
import { MAX_SEARCH_LENGTH, normaliseSearch } from '../shell/searchTerms';
import { homeUrl, withSearch } from './feedLinks';

export const SEARCH_DEBOUNCE_MS = 300;

export function HomeSearchBox() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = params.get('search') ?? '';
  const [text, setText] = useState(current);
  const typing = useRef(false);
  const id = useId();

  // The parameter changed elsewhere (search dialog, Clear Filters): show it.
  useEffect(() => {
    if (!typing.current) setText(current);
  }, [current]);

  useEffect(() => {
    if (!typing.current) return;
    const timer = setTimeout(() => {
      typing.current = false;
      if (normaliseSearch(text) === normaliseSearch(current)) return;
      navigate(homeUrl(withSearch(params, text)), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, current, params, navigate]);

  return (
    <form
      role="search"
      className="home-search"
      onSubmit={(event) => {
        event.preventDefault();
        typing.current = false;
        if (normaliseSearch(text) !== normaliseSearch(current)) navigate(homeUrl(withSearch(params, text)), { replace: true });
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search posts
      </label>
      <Icon name="search" size={18} />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search posts…"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          typing.current = true;
          setText(event.target.value);
        }}
      />
    </form>
  );
}
