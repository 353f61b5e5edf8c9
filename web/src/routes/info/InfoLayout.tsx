import type { ReactNode } from 'react';
import { NavLink } from '../../routing';
import { usePageTitle } from '../../ui/PageFrame';

const PAGES = [
  { to: '/about', label: 'About' },
  { to: '/resources', label: 'Resources' },
  { to: '/channels', label: 'Channels' },
  { to: '/privacy-commitment', label: 'Privacy commitment' },
  { to: '/privacy', label: 'Privacy policy' },
  { to: '/terms', label: 'Terms' },
];

/** Layout of the informational pages: readable text column and a list of the other pages. */
export function InfoLayout({ title, lead, updated, children }: { title: string; lead: ReactNode; updated?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="page page-wide info-layout">
      <nav className="info-nav" aria-label="Information pages">
        <ul>
          {PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to}>{page.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className="prose">
        <header>
          <h1>{title}</h1>
          <p className="page-lead">{lead}</p>
          {updated ? <p className="muted">Last updated: {updated}</p> : null}
        </header>
        {children}
      </article>
    </div>
  );
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
