import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { CheckboxField } from '../../ui/Field';
import { SettingsSection } from './SettingsSection';
import type { EmailSettingsSection_user$key } from './__generated__/EmailSettingsSection_user.graphql';
import { useUpdateSettingsMutation } from './useUpdateSettingsMutation';

type EmailPrefs = { newMessagesEmail: boolean; commentsEmail: boolean; mentionsEmail: boolean; weeklyDigest: boolean; marketingEmails: boolean };

const FIELDS: { key: keyof EmailPrefs; label: string; description: string }[] = [
  { key: 'newMessagesEmail', label: 'New messages', description: 'Email me when someone sends me a direct message.' },
  // Each mail has its own toggle, apart from the in-app notice of Notifications (either may be off alone).
  { key: 'commentsEmail', label: 'Comments and replies', description: 'Email me about comments on my posts and replies to my comments.' },
  { key: 'mentionsEmail', label: 'Mentions', description: 'Email me when someone writes @yourname in a post, comment or reply.' },
  { key: 'weeklyDigest', label: 'Weekly digest', description: 'A weekly summary of popular discussions.' },
  { key: 'marketingEmails', label: 'News about Workers Commons', description: 'Occasional updates about new features and the project. Never from third parties.' },
];

export function EmailSettingsSection({ user }: { user: EmailSettingsSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment EmailSettingsSection_user on User {
        settings {
          email {
            newMessagesEmail
            commentsEmail
            mentionsEmail
            weeklyDigest
            marketingEmails
          }
        }
      }
    `,
    user,
  );
  const saved: EmailPrefs = data.settings?.email ?? { newMessagesEmail: false, commentsEmail: false, mentionsEmail: false, weeklyDigest: false, marketingEmails: false };
  const [draft, setDraft] = useState<EmailPrefs>({ ...saved });
  const { save: saveSettings, busy, status } = useUpdateSettingsMutation();
  const dirty = FIELDS.some(({ key }) => draft[key] !== saved[key]);

  const save = () => void saveSettings({ email: draft });

  return (
    <SettingsSection
      id="email"
      title="Email"
      description={
        <p>
          Which emails we send you. If others might read your inbox, keep these off: account emails (sign-in links,
          password resets, verification) are always sent.
        </p>
      }
      onSubmit={save}
      busy={busy}
      dirty={dirty}
      status={status}
    >
      {FIELDS.map(({ key, label, description }) => (
        <CheckboxField key={key} label={label} description={description} checked={draft[key]} onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))} />
      ))}
    </SettingsSection>
  );
}
