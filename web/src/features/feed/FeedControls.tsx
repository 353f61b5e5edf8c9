// Above the feed (content spec §2 'Home feed'): the tabs (My Feed when it is offered, All
// and Polls), the search box, the filter dropdown ('All Posts' plus the feed filter sectors,
// and 'More filters' on /explore), the sort dropdown and the active filter chips, each of
// which can be cleared, with a follow button for what it names (tag, sector, campaign).
import { Suspense, useId, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../routing';
import { Icon } from '../../ui/Icon';
import { QuietBoundary } from '../../ui/QuietBoundary';
import type { FollowTopicButton_viewer$key } from '../follows/__generated__/FollowTopicButton_viewer.graphql';
import type { ChipCampaign } from './ChipFollow';
import { FILTER_KEYS, readFeedFilters, type FeedTabId } from './feedParams';
import { FILTER_KIND_LABELS, filterLabel, homeUrl, keepingTab, withFeedTab, withFilter, withSort, withoutFilters, type FilterLabels } from './feedLinks';
import { HomeSearchBox } from './HomeSearchBox';
import { SortSelect } from './SortSelect';
import { lazyPart } from '../../ui/lazyPart';

export interface FeedTab {
  id: FeedTabId;
  label: string;
}

/** The feed tabs (feed=polls in the address is the Polls tab); My Feed only for members it is offered to. */
export const FEED_TABS: FeedTab[] = [
  { id: 'my', label: 'My Feed' },
  { id: 'all', label: 'All' },
  { id: 'polls', label: 'Polls' },
];

export function FeedTabs({ active, panelId, myFeedShown }: { active: FeedTabId; panelId: string; myFeedShown: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tabs = myFeedShown ? FEED_TABS : FEED_TABS.filter((tab) => tab.id !== 'my');
  const select = (tab: FeedTabId) => {
    if (tab !== active) navigate(homeUrl(withFeedTab(params, tab, myFeedShown)));
  };
  // Arrow keys move between tabs (the tabs pattern of WAI-ARIA).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.id === active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    event.preventDefault();
    select(next.id);
    setTimeout(() => document.getElementById(`feed-tab-${next.id}`)?.focus(), 0);
  };
  return (
    <div className="feed-tabs" role="tablist" aria-label="Feeds" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
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

// A chip's follow button shows only while a filter is on: its code (and the follow mutations)
// loads then; if it cannot, the chip is shown without it.
const ChipFollow = lazyPart(() => import('./ChipFollow').then((m) => m.ChipFollow));

export function FeedControls({
  sectors,
  labels,
  tab,
  myFeedShown,
  followViewer,
  campaigns,
}: {
  sectors: readonly string[];
  labels: FilterLabels;
  tab: FeedTabId;
  myFeedShown: boolean;
  /** The viewer's follow lists for the chips' follow buttons (null for guests). */
  followViewer: FollowTopicButton_viewer$key | null;
  campaigns: readonly ChipCampaign[];
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFeedFilters(params);
  const filterId = useId();
  // On All, clearing the last filter stays on All instead of going back to My Feed.
  const go = (next: URLSearchParams) => navigate(homeUrl(keepingTab(next, tab, myFeedShown)));
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
        <SortSelect
          label="Sort posts"
          value={filters.sort}
          disabledReason={searching ? 'Search results are sorted by relevance' : null}
          onChange={(sort) => go(withSort(params, sort))}
        />
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
                <QuietBoundary>
                  <Suspense fallback={null}>
                    <ChipFollow kind={key} value={filters[key]!} label={label} labels={labels} viewer={followViewer} campaigns={campaigns} />
                  </Suspense>
                </QuietBoundary>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
