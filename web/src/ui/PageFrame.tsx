// The frame of a page: a heading, an optional lead paragraph, then the content.
import { useEffect, type ReactNode } from 'react';

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
