import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/PageFrame';

export function AuthLayout({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="auth-page">
      <div className="card auth-card">
        <h1>{title}</h1>
        {lead ? <p className="auth-lead">{lead}</p> : null}
        {children}
      </div>
      {footer ? <div className="auth-footer">{footer}</div> : null}
    </div>
  );
}

export function SafetyNote() {
  return (
    <aside className="safety-note" aria-label="Safety tip">
      <strong>Safety tip:</strong> use a personal email address and your own phone or computer, not a work device or
      the workplace Wi-Fi. Employers can often see activity on their equipment and networks.
    </aside>
  );
}
