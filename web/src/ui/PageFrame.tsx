// The frame of a page: a heading, an optional lead paragraph, then the content. Also the
// "planned" section used by pages whose content arrives with a later release: it says
// plainly what will be there; it never shows made-up data.
import { useEffect, type ReactNode } from 'react';
import { Icon } from './Icon';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Workers Commons` : 'Workers Commons';
  }, [title]);
}

export function PageFrame({
  title,
  lead,
  children,
  width = 'normal',
  actions,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'normal' | 'wide';
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={`page page-${width}`}>
      <header className="page-header">
        <div>
          <h1>{title}</h1>
          {lead ? <p className="page-lead">{lead}</p> : null}
        </div>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

export function PlannedSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="planned card" aria-label={title}>
      <div className="planned-icon">
        <Icon name="clock" size={24} />
      </div>
      <div>
        <h2 className="planned-title">{title}</h2>
        <div className="planned-body">{children}</div>
      </div>
    </section>
  );
}
