// Above the feed (content spec §2 'Home feed'): the tabs (All and Polls; My Feed comes
// with follows), the search box, the filter dropdown ('All Posts' plus the feed
// filter sectors, and 'More filters' on /explore), the sort dropdown and the active
// filter chips, each of which can be cleared.
import { useId, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import {
  FILTER_KEYS,
  FILTER_KIND_LABELS,
  SORT_OPTIONS,
  filterLabel,
  homeUrl,
  readFeedFilters,
  readSort,
  withFeedTab,
  withFilter,
  withSort,
  withoutFilters,
  type FeedTabId,
  type FilterLabels,
} from './feedParams';
import { HomeSearchBox } from './HomeSearchBox';

export interface FeedTab {
  id: FeedTabId;
  label: string;
}

/** The feed tabs shown now (feed=polls in the address is the Polls tab). My Feed joins with follows. */
export const FEED_TABS: FeedTab[] = [
  { id: 'all', label: 'All' },
  { id: 'polls', label: 'Polls' },
];

export function FeedTabs({ active, panelId }: { active: FeedTabId; panelId: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const select = (tab: FeedTabId) => {
    if (tab !== active) navigate(homeUrl(withFeedTab(params, tab)));
  };
  // Arrow keys move between tabs (the tabs pattern of WAI-ARIA).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = FEED_TABS.findIndex((tab) => tab.id === active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = FEED_TABS[(index + step + FEED_TABS.length) % FEED_TABS.length]!;
    event.preventDefault();
    select(next.id);
    setTimeout(() => document.getElementById(`feed-tab-${next.id}`)?.focus(), 0);
  };
  return (
    <div className="feed-tabs" role="tablist" aria-label="Feeds" onKeyDown={onKeyDown}>
      {FEED_TABS.map((tab) => (
        <button
          key={tab.id}
          id={`feed-tab-${tab.id}`}
          type="button"
          role="tab"
          className="feed-tab"
          aria-selected={tab.id === active}
          aria-controls={panelId}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => select(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function FeedControls({ sectors, labels }: { sectors: readonly string[]; labels: FilterLabels }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFeedFilters(params);
  const filterId = useId();
  const sortId = useId();
  const go = (next: URLSearchParams) => navigate(homeUrl(next));
  const searching = filters.search !== null;
  const sectorValue = filters.sector && sectors.some((s) => s.toLowerCase() === filters.sector!.toLowerCase())
    ? sectors.find((s) => s.toLowerCase() === filters.sector!.toLowerCase())!
    : '';
  const active = FILTER_KEYS.filter((key) => filters[key] !== null);

  return (
    <div className="feed-controls">
      <HomeSearchBox />
      <div className="feed-selects">
        <div className="select-field">
          <label htmlFor={filterId} className="visually-hidden">
            Filter posts
          </label>
          <select
            id={filterId}
            value={sectorValue}
            onChange={(event) => go(event.target.value ? withFilter(params, 'sector', event.target.value) : withoutFilters(params))}
          >
            <option value="">All Posts</option>
            {sectors.map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))}
          </select>
        </div>
        <div className="select-field">
          <label htmlFor={sortId} className="visually-hidden">
            Sort posts
          </label>
          <select
            id={sortId}
            value={filters.sort}
            disabled={searching}
            title={searching ? 'Search results are sorted by relevance' : undefined}
            onChange={(event) => go(withSort(params, readSort(event.target.value)))}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Link to="/explore" className="more-filters">
          More filters
        </Link>
      </div>
      {active.length > 0 ? (
        <ul className="filter-chips" aria-label="Active filters">
          {active.map((key) => {
            const label = filterLabel(key, filters[key]!, labels);
            return (
              <li key={key}>
                <span className="filter-chip">
                  <span className="muted">{FILTER_KIND_LABELS[key]}:</span> {label}
                  <button type="button" className="filter-chip-clear" onClick={() => go(withFilter(params, key, null))} aria-label={`Clear filter ${label}`}>
                    <Icon name="close" size={16} />
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
