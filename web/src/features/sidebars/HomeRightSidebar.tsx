// The home page's right sidebar on extra-large screens (content spec §2 'Sidebars'): the support
// box, Hot Polls (5, with a link to /polls), Resources with its three external links, and for
// admins the analytics health panel.
import { Suspense } from 'react';
import { Link } from '../../routing';
import { PageIcon } from '../../ui/PageIcon';
import { HotPollsSidebar } from '../polls/HotPollsSidebar';
import { LeaderboardSidebar } from '../badges/LeaderboardSidebar';
import { SidebarBox } from './SidebarBox';
import { RESOURCE_LINKS } from './sidebarRules';
import { useSession } from '../session/useSession';
import { lazyPart } from '../../ui/lazyPart';

// Admins only: nobody else downloads the panel (or the analytics queue it reads).
const AnalyticsHealthPanel = lazyPart(() => import('../analytics/AnalyticsHealthPanel').then((m) => m.AnalyticsHealthPanel));

export function HomeRightSidebar() {
  const { isAdmin } = useSession();
  return (
    <aside className="home-sidebar home-sidebar-right" aria-label="Polls and resources">
      <SidebarBox id="sidebar-support" title="Supported by workers" icon="shield" className="sidebar-support">
        <p>
          No ads, no trackers, no data sold to employers. Workers Commons runs on its members: invite a coworker, answer a
          question, or help keep the space safe.
        </p>
        <p className="sidebar-more">
          <Link to="/privacy-commitment">How we protect you</Link>
        </p>
      </SidebarBox>
      <HotPollsSidebar />
      <LeaderboardSidebar />
      {isAdmin ? (
        <Suspense fallback={null}>
          <AnalyticsHealthPanel />
        </Suspense>
      ) : null}
      <SidebarBox id="sidebar-resources" title="Resources" icon="info">
        <ul className="sidebar-list sidebar-resources">
          {RESOURCE_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.title} <PageIcon name="external" size={14} />
                <span className="visually-hidden"> (opens another website)</span>
              </a>
              <span className="muted">{link.description}</span>
            </li>
          ))}
        </ul>
        <p className="sidebar-more">
          <Link to="/resources">More resources</Link>
        </p>
      </SidebarBox>
    </aside>
  );
}
