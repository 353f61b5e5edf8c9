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
            comments
          }
        }
      }
    `,
    user,
  );
  const saved = data.settings?.notifications ?? { newMessages: true, mentions: true, comments: true };
  const [draft, setDraft] = useState({ newMessages: saved.newMessages, comments: saved.comments, mentions: saved.mentions });
  const { save: saveSettings, busy, status } = useUpdateSettingsMutation();
  const dirty = draft.newMessages !== saved.newMessages || draft.comments !== saved.comments || draft.mentions !== saved.mentions;

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
        label="Comments and replies"
        description="Comments on your posts and replies to your comments, in the notification bell. Their email is under Email."
        checked={draft.comments}
        onChange={(comments) => setDraft((d) => ({ ...d, comments }))}
      />
      <CheckboxField
        label="Mentions"
        description="When someone writes @yourname in a post, comment or reply, in the notification bell. Its email is under Email."
        checked={draft.mentions}
        onChange={(mentions) => setDraft((d) => ({ ...d, mentions }))}
      />
    </SettingsSection>
  );
}
