// /settings (login required): notifications, privacy, email, username, password, devices, and
// the members the viewer blocked and muted.
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLocation } from '../../routing';
import { EmailSettingsSection } from '../../features/settings/EmailSettingsSection';
import { NotificationSettingsSection } from '../../features/settings/NotificationSettingsSection';
import { PasswordSection } from '../../features/settings/PasswordSection';
import { PrivacySettingsSection } from '../../features/settings/PrivacySettingsSection';
import { SessionsSection } from '../../features/settings/SessionsSection';
import { AccessTokensSection } from '../../features/settings/AccessTokensSection';
import { UsernameSection } from '../../features/settings/UsernameSection';
import { BlockedMutedSection } from '../../features/moderation/BlockedMutedSection';
import { RequireAuth } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import type { SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql';

const query = graphql`
  query SettingsPageQuery {
    viewer {
      id
      ...UsernameSection_user
      ...PasswordSection_user
      ...AccessTokensSection_user
      ...NotificationSettingsSection_user
      ...PrivacySettingsSection_user
      ...EmailSettingsSection_user
      ...BlockedMutedSection_blocked
      ...BlockedMutedSection_muted
    }
  }
`;

export default function SettingsPage() {
  return (
    <RequireAuth>
      <SettingsRoute />
    </RequireAuth>
  );
}

function SettingsRoute() {
  const queryRef = usePageQueryRef<SettingsPageQuery>();
  return (
    <PageFrame title="Settings" lead="Control what others see, what we send you, and how you sign in." width="narrow">
      {queryRef ? <SettingsContent queryRef={queryRef} /> : <PageSpinner />}
    </PageFrame>
  );
}

function SettingsContent({ queryRef }: { queryRef: PreloadedQuery<SettingsPageQuery> }) {
  const { viewer } = usePreloadedQuery<SettingsPageQuery>(query, queryRef);
  const location = useLocation();

  useEffect(() => {
    if (!location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) {
      target.scrollIntoView({ block: 'start' });
      target.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
    }
  }, [location.hash]);

  if (!viewer) return <PageSpinner label="Checking your session…" />;
  return (
    <div className="settings-stack">
      <nav className="settings-nav" aria-label="Settings sections">
        <a href="#username">Username</a>
        <a href="#privacy">Privacy</a>
        <a href="#notifications">Notifications</a>
        <a href="#email">Email</a>
        <a href="#password">Password</a>
        <a href="#sessions">Devices</a>
        <a href="#api-tokens">API tokens</a>
        <a href="#blocked-muted">Blocked and muted</a>
        <Link to="/settings/standing">Account standing</Link>
      </nav>
      <UsernameSection user={viewer} />
      <PrivacySettingsSection user={viewer} />
      <NotificationSettingsSection user={viewer} />
      <EmailSettingsSection user={viewer} />
      <PasswordSection user={viewer} />
      <SessionsSection />
      <AccessTokensSection user={viewer} />
      <BlockedMutedSection user={viewer} />
    </div>
  );
}
