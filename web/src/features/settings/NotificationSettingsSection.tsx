import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { CheckboxField } from '../../ui/Field';
import { SettingsSection } from './SettingsSection';
import type { NotificationSettingsSection_user$key } from './__generated__/NotificationSettingsSection_user.graphql';
import { useUpdateSettingsMutation } from './useUpdateSettingsMutation';

export function NotificationSettingsSection({ user }: { user: NotificationSettingsSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationSettingsSection_user on User {
        settings {
          notifications {
            newMessages
            mentions
          }
        }
      }
    `,
    user,
  );
  const saved = data.settings?.notifications ?? { newMessages: true, mentions: true };
  const [draft, setDraft] = useState({ newMessages: saved.newMessages, mentions: saved.mentions });
  const { save: saveSettings, busy, status } = useUpdateSettingsMutation();
  const dirty = draft.newMessages !== saved.newMessages || draft.mentions !== saved.mentions;

  const save = () => void saveSettings({ notifications: draft });

  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      description={<p>What the site tells you about while you are using it.</p>}
      onSubmit={save}
      busy={busy}
      dirty={dirty}
      status={status}
    >
      <CheckboxField
        label="New messages"
        description="Show a count of unread direct messages next to Messages."
        checked={draft.newMessages}
        onChange={(newMessages) => setDraft((d) => ({ ...d, newMessages }))}
      />
      <CheckboxField
        label="Mentions"
        description="Notify me when someone mentions my username in a post or comment."
        checked={draft.mentions}
        onChange={(mentions) => setDraft((d) => ({ ...d, mentions }))}
      />
    </SettingsSection>
  );
}
