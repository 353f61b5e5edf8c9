import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import { CheckboxField } from '../../ui/Field';
import { SettingsSection } from './SettingsSection';
import type { PrivacySettingsSection_user$key, ProfileVisibility } from './__generated__/PrivacySettingsSection_user.graphql';
import { useUpdateSettingsMutation } from './useUpdateSettingsMutation';
import { DeleteMyAnalyticsButton } from '../analytics/DeleteMyAnalyticsButton';

type Visibility = Exclude<ProfileVisibility, '%future added value'>;

export const VISIBILITY_OPTIONS: { value: Visibility; label: string; description: string }[] = [
  {
    value: 'PUBLIC',
    label: 'Everyone',
    description: 'Anyone who opens your profile page can see it, including people who are not signed in.',
  },
  {
    value: 'REGISTERED',
    label: 'Members only',
    description: 'Only people signed in to Workers Commons can see your profile page. Visitors see nothing.',
  },
  {
    value: 'PRIVATE',
    label: 'Only me',
    description: 'Nobody else can open your profile page. Your username still shows on the posts and comments you write.',
  },
];

function toVisibility(value: ProfileVisibility | undefined): Visibility {
  return value === 'PUBLIC' || value === 'PRIVATE' ? value : 'REGISTERED';
}

export function PrivacySettingsSection({ user }: { user: PrivacySettingsSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment PrivacySettingsSection_user on User {
        settings {
          privacy {
            profileVisibility
            allowDirectMessages
            showOnLeaderboard
            analyticsConsent
          }
        }
      }
    `,
    user,
  );
  const saved = {
    profileVisibility: toVisibility(data.settings?.privacy.profileVisibility),
    allowDirectMessages: data.settings?.privacy.allowDirectMessages ?? true,
  };
  const savedOnLeaderboard = data.settings?.privacy.showOnLeaderboard ?? false;
  // Null (not chosen) counts as off; ticking here saves an explicit choice.
  const savedAnalytics = data.settings?.privacy.analyticsConsent ?? false;
  const [analytics, setAnalytics] = useState<boolean | null>(null);
  const analyticsChanged = analytics !== null && analytics !== savedAnalytics;
  // Null until ticked here: until the member picks, the server keeps it equal to 'Everyone'.
  const [onLeaderboard, setOnLeaderboard] = useState<boolean | null>(null);
  const leaderboardChanged = onLeaderboard !== null && onLeaderboard !== savedOnLeaderboard;
  const [draft, setDraft] = useState(saved);
  const { save: saveSettings, busy, status } = useUpdateSettingsMutation();
  const groupName = useId();
  const dirty =
    draft.profileVisibility !== saved.profileVisibility || draft.allowDirectMessages !== saved.allowDirectMessages || leaderboardChanged || analyticsChanged;

  const save = () =>
    void saveSettings({
      privacy: {
        ...draft,
        ...(leaderboardChanged ? { showOnLeaderboard: onLeaderboard } : {}),
        ...(analyticsChanged ? { analyticsConsent: analytics } : {}),
      },
    });

  return (
    <SettingsSection
      id="privacy"
      title="Privacy"
      description={
        <p>
          Choose who can see your profile page. Your email address is never shown to anyone, whatever you pick. Posts you
          publish in public spaces stay visible to everyone. See the <Link to="/privacy">privacy policy</Link> for
          details.
        </p>
      }
      onSubmit={save}
      busy={busy}
      dirty={dirty}
      status={status}
    >
      <fieldset className="radio-group">
        <legend>Who can see my profile</legend>
        {VISIBILITY_OPTIONS.map((option) => (
          <label key={option.value} className="radio-option">
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={draft.profileVisibility === option.value}
              onChange={() => setDraft((d) => ({ ...d, profileVisibility: option.value }))}
            />
            <span>
              <strong>{option.label}</strong>
              <span className="field-hint">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <CheckboxField
        label="Allow direct messages"
        description="When this is off, other members cannot start a new conversation with you."
        checked={draft.allowDirectMessages}
        onChange={(allowDirectMessages) => setDraft((d) => ({ ...d, allowDirectMessages }))}
      />
      <CheckboxField
        label="Show me on the badge leaderboard"
        description="Your name, badges and points appear on the leaderboard to the people who may see your profile."
        checked={onLeaderboard ?? savedOnLeaderboard}
        onChange={setOnLeaderboard}
      />
      <CheckboxField
        label="Share anonymous usage analytics"
        description="Which kinds of pages you open and how fast they load, kept by the hour only, never your IP address or browser details. Off until you turn it on."
        checked={analytics ?? savedAnalytics}
        onChange={setAnalytics}
      />
      <DeleteMyAnalyticsButton />
    </SettingsSection>
  );
}
