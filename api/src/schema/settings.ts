import { builder } from '../builder.ts';
import type { SettingsView } from '../domain/settings/settings.ts';

const ProfileVisibilityEnum = builder.enumType('ProfileVisibility', {
  values: { PUBLIC: { value: 'public' }, REGISTERED: { value: 'registered' }, PRIVATE: { value: 'private' } } as const,
});

const NotificationSettingsRef = builder.objectRef<SettingsView['notifications']>('NotificationSettings').implement({
  fields: (t) => ({
    newMessages: t.exposeBoolean('newMessages'),
    mentions: t.exposeBoolean('mentions', { description: 'A notice when someone writes @yourname in a post, comment or reply.' }),
    comments: t.exposeBoolean('comments', { description: 'A notice of comments on your posts and replies to your comments.' }),
  }),
});
const PrivacySettingsRef = builder.objectRef<SettingsView['privacy']>('PrivacySettings').implement({
  fields: (t) => ({
    profileVisibility: t.expose('profileVisibility', { type: ProfileVisibilityEnum }),
    allowDirectMessages: t.exposeBoolean('allowDirectMessages'),
    showOnLeaderboard: t.exposeBoolean('showOnLeaderboard', {
      description: 'On the badge leaderboard. Until the member chooses, on exactly while profileVisibility is PUBLIC.',
    }),
    analyticsConsent: t.exposeBoolean('analyticsConsent', {
      nullable: true,
      description: 'Page-view and load-speed analytics agreed to (true), refused (false), or not chosen yet (null, counts as no).',
    }),
  }),
});
const EmailSettingsRef = builder.objectRef<SettingsView['email']>('EmailSettings').implement({
  fields: (t) => ({
    newMessagesEmail: t.exposeBoolean('newMessagesEmail'),
    mentionsEmail: t.exposeBoolean('mentionsEmail', { description: 'Mail when someone writes @yourname (the in-app notice is notifications.mentions).' }),
    commentsEmail: t.exposeBoolean('commentsEmail', { description: 'Mail of comments on your posts and replies to your comments.' }),
    weeklyDigest: t.exposeBoolean('weeklyDigest', { description: 'A weekly mail of top posts in your communities and from members you follow.' }),
    marketingEmails: t.exposeBoolean('marketingEmails'),
  }),
});
const UiSettingsRef = builder.objectRef<SettingsView['ui']>('UiSettings').implement({
  fields: (t) => ({
    welcomeBannerDismissed: t.exposeBoolean('welcomeBannerDismissed'),
    welcomePostDismissed: t.exposeBoolean('welcomePostDismissed'),
    startHerePostDismissed: t.exposeBoolean('startHerePostDismissed'),
  }),
});

export const UserSettingsRef = builder.objectRef<SettingsView>('UserSettings').implement({
  fields: (t) => ({
    notifications: t.expose('notifications', { type: NotificationSettingsRef }),
    privacy: t.expose('privacy', { type: PrivacySettingsRef }),
    email: t.expose('email', { type: EmailSettingsRef }),
    ui: t.expose('ui', { type: UiSettingsRef }),
  }),
});


export const UpdateSettingsInput = builder.inputType('UpdateSettingsInput', {
  fields: (t) => ({
    notifications: t.field({
      type: builder.inputType('NotificationSettingsInput', {
        fields: (f) => ({ newMessages: f.boolean(), mentions: f.boolean(), comments: f.boolean() }),
      }),
    }),
    privacy: t.field({
      type: builder.inputType('PrivacySettingsInput', {
        fields: (f) => ({
          profileVisibility: f.field({ type: ProfileVisibilityEnum }),
          allowDirectMessages: f.boolean(),
          showOnLeaderboard: f.boolean({ description: 'Stay on (true) or leave (false) the badge leaderboard.' }),
          analyticsConsent: f.boolean({ description: 'Agree to (true) or refuse (false) page-view and load-speed analytics.' }),
        }),
      }),
    }),
    email: t.field({
      type: builder.inputType('EmailSettingsInput', {
        fields: (f) => ({
          newMessagesEmail: f.boolean(),
          mentionsEmail: f.boolean(),
          commentsEmail: f.boolean(),
          weeklyDigest: f.boolean(),
          marketingEmails: f.boolean(),
        }),
      }),
    }),
    ui: t.field({
      type: builder.inputType('UiSettingsInput', {
        fields: (f) => ({
          welcomeBannerDismissed: f.boolean(),
          welcomePostDismissed: f.boolean(),
          startHerePostDismissed: f.boolean(),
        }),
      }),
    }),
  }),
});
