// Rendered with the signed-in viewer: keeps the consent store in step with their setting
// (privacy.analyticsConsent), including changes saved from Settings or the prompt.
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { setMemberConsent } from './consent';
import type { MemberAnalyticsConsent_viewer$key } from './__generated__/MemberAnalyticsConsent_viewer.graphql';

export function MemberAnalyticsConsent({ viewer }: { viewer: MemberAnalyticsConsent_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MemberAnalyticsConsent_viewer on User {
        userId
        settings {
          privacy {
            analyticsConsent
          }
        }
      }
    `,
    viewer,
  );
  const choice = data.settings?.privacy.analyticsConsent ?? null;
  useEffect(() => {
    setMemberConsent(data.userId, choice);
  }, [data.userId, choice]);
  return null;
}
