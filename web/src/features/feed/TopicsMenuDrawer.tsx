// The drawer of the home page's slide-out topics menu (MobileTopicsMenu.tsx opens it; its code
// loads when first opened): the generic dialog (focus kept inside and given back, Escape,
// backdrop) with the accordions Topical Channels (with All Topics), Campaigns and Affiliation.
// Picking an entry filters the home feed and closes it. The lists come from the taxonomy (from
// the store when home already has it).
import { Suspense, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useSearchParams } from '../../routing';
import { campaignIndustryLabel } from '../campaigns/campaignRules';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageIcon } from '../../ui/PageIcon';
import { Modal } from '../../ui/Modal';
import { PageSpinner } from '../../ui/Spinner';
import { TOPICS_MENU_SECTIONS, isEntryActive, topicsMenuEntries, topicsMenuHref, type TopicsMenuSection } from './topicsMenu';
import type { TopicsMenuDrawerQuery } from './__generated__/TopicsMenuDrawerQuery.graphql';
import './topicsMenu.css';

export const TOPICS_MENU_TITLE = 'Browse topics';

export function TopicsMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={TOPICS_MENU_TITLE} onClose={onClose} className="topics-drawer">
      <ErrorBoundary>
        <Suspense fallback={<PageSpinner label="Loading topics…" />}>
          <TopicsMenuBody onPicked={onClose} />
        </Suspense>
      </ErrorBoundary>
    </Modal>
  );
}

function TopicsMenuBody({ onPicked }: { onPicked: () => void }) {
  const { taxonomy } = useLazyLoadQuery<TopicsMenuDrawerQuery>(
    graphql`
      query TopicsMenuDrawerQuery {
        taxonomy {
          categories {
            slug
            name
          }
          campaigns {
            id
            name
            industry
          }
          sectors {
            slug
            name
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const baseId = useId();
  const entries = topicsMenuEntries(taxonomy, campaignIndustryLabel);
  // The section holding the current filter starts open; Topical Channels otherwise.
  const [expanded, setExpanded] = useState<TopicsMenuSection | null>(
    () => TOPICS_MENU_SECTIONS.find((s) => entries[s.id].some((e) => e.value !== null && isEntryActive(params, e)))?.id ?? 'topics',
  );
  return (
    <nav aria-label="Topics, campaigns and affiliations" className="topics-menu">
      {TOPICS_MENU_SECTIONS.map((section) => {
        const isOpen = expanded === section.id;
        const panelId = `${baseId}-${section.id}`;
        return (
          <section key={section.id} className="topics-menu-section">
            <h3>
              <button
                type="button"
                className="topics-menu-accordion"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setExpanded(isOpen ? null : section.id)}
              >
                <span>{section.title}</span>
                <PageIcon name="chevronDown" />
              </button>
            </h3>
            <ul id={panelId} hidden={!isOpen} className="topics-menu-list">
              {entries[section.id].map((entry) => {
                const active = isEntryActive(params, entry);
                return (
                  <li key={`${entry.key}:${entry.value ?? ''}`}>
                    <button
                      type="button"
                      className={`topics-menu-item${active ? ' active' : ''}`}
                      aria-current={active ? 'true' : undefined}
                      onClick={() => {
                        onPicked();
                        navigate(topicsMenuHref(params, entry));
                      }}
                    >
                      <span>{entry.label}</span>
                      {entry.detail ? <span className="muted">{entry.detail}</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
