// The members' part of the shell, loaded after the first render by memberShell.ts (never for a
// guest): the unread counts store and the live subscriptions, the account menu drawn from the
// viewer with the badge count, the notification bell, the 'verify your email' answers to a vote
// or a comment, and the viewer's banner, onboarding and analytics setting. What the shell draws
// in the first frame (the bell's button, the account button) stays in the shell.
import { BadgeToasts } from '../badges/BadgeToasts';
import { MemberAnalyticsConsent } from '../analytics/MemberAnalyticsConsent';
import { useMessagesPageRefresh } from '../notifications/useMessagesPageRefresh';
import { useNotificationAddedSubscription } from '../notifications/useNotificationAddedSubscription';
import { useOldNotificationCleanup } from '../notifications/useOldNotificationCleanup';
import { OnboardingLauncher } from '../onboarding/OnboardingLauncher';
import { EmailRequiredBanner } from '../posts/EmailRequiredBanner';
import { SessionRevokedListener } from '../session/SessionRevokedListener';
import { VerifyEmailBanner } from '../session/VerifyEmailBanner';
import type { AppShellQuery$data } from './__generated__/AppShellQuery.graphql';

export { acknowledgeNotifications } from '../notifications/acknowledgeNotifications';
export { NotificationBell } from '../notifications/NotificationBell';
export { getUnreadSnapshot, subscribeUnreadCounts } from '../notifications/unreadCountsStore';
export { UserMenu } from './UserMenu';

/**
 * Mounted while a member is signed in, under the top bar: the banner for 'verify your email'
 * answers (only a member's votes, saves and comments get them), live notifications (new ones go on
 * top of the bell's list), earned-badge toasts, sign-out when the sessions are revoked, the daily
 * cleanup of old notifications and the counts' refresh on /messages.
 */
export function MemberListeners() {
  useNotificationAddedSubscription();
  useOldNotificationCleanup();
  useMessagesPageRefresh();
  return (
    <>
      <EmailRequiredBanner />
      <SessionRevokedListener />
      <BadgeToasts />
    </>
  );
}

/** With the signed-in viewer: the verify-email banner, onboarding and the analytics setting. */
export function MemberViewerExtras({ viewer }: { viewer: NonNullable<AppShellQuery$data['viewer']> }) {
  return (
    <>
      <VerifyEmailBanner viewer={viewer} />
      <OnboardingLauncher viewer={viewer} />
      <MemberAnalyticsConsent viewer={viewer} />
    </>
  );
}
