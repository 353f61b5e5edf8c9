// The member's notification, privacy, email and interface settings (spec §3 shape).
import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import type { UserSettings } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireViewer } from '../auth/session.ts';

export type ProfileVisibilityValue = 'public' | 'registered' | 'private';

export interface SettingsView {
  notifications: { newMessages: boolean; mentions: boolean; comments: boolean };
  /** showOnLeaderboard: on the badge leaderboard; unless the member chose, on exactly while the profile is public. */
  privacy: {
    profileVisibility: ProfileVisibilityValue;
    allowDirectMessages: boolean;
    showOnLeaderboard: boolean;
    /** Page-view and load-speed analytics: null until the member chooses, which counts as no. */
    analyticsConsent: boolean | null;
  };
  email: { newMessagesEmail: boolean; mentionsEmail: boolean; commentsEmail: boolean; weeklyDigest: boolean; marketingEmails: boolean };
  ui: { welcomeBannerDismissed: boolean; welcomePostDismissed: boolean; startHerePostDismissed: boolean };
}

const flag = z.boolean().optional();
export const settingsPatchSchema = z
  .object({
    notifications: z.object({ newMessages: flag, mentions: flag, comments: flag }).strict().optional(),
    privacy: z
      .object({
        profileVisibility: z.enum(['public', 'registered', 'private']).optional(),
        allowDirectMessages: flag,
        showOnLeaderboard: flag,
        // GET answers null until the member chooses ("not asked yet"): written back, it is no
        // choice, so it leaves the stored answer as it is.
        analyticsConsent: z.boolean().nullish(),
      })
      .strict()
      .optional(),
    email: z
      .object({ newMessagesEmail: flag, mentionsEmail: flag, commentsEmail: flag, weeklyDigest: flag, marketingEmails: flag })
      .strict()
      .optional(),
    ui: z
      .object({ welcomeBannerDismissed: flag, welcomePostDismissed: flag, startHerePostDismissed: flag })
      .strict()
      .optional(),
  })
  .strip();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export function presentSettings(row: UserSettings): SettingsView {
  return {
    notifications: { newMessages: row.notifyNewMessages, mentions: row.notifyMentions, comments: row.notifyComments },
    privacy: {
      profileVisibility: row.profileVisibility.toLowerCase() as ProfileVisibilityValue,
      allowDirectMessages: row.allowDirectMessages,
      showOnLeaderboard: row.leaderboardOptIn ?? row.profileVisibility === 'PUBLIC',
      analyticsConsent: row.analyticsConsent,
    },
    email: {
      newMessagesEmail: row.emailNewMessages,
      mentionsEmail: row.emailMentions,
      commentsEmail: row.emailComments,
      weeklyDigest: row.emailWeeklyDigest,
      marketingEmails: row.emailMarketing,
    },
    ui: {
      welcomeBannerDismissed: row.welcomeBannerDismissed,
      welcomePostDismissed: row.welcomePostDismissed,
      startHerePostDismissed: row.startHerePostDismissed,
    },
  };
}

/** Settings rows are created with the account; upsert covers accounts made before that. */
export async function loadSettings(ctx: Pick<Ctx, 'db'>, userId: number): Promise<UserSettings> {
  return (
    (await ctx.db.userSettings.findUnique({ where: { userId } })) ??
    ctx.db.userSettings.upsert({ where: { userId }, create: { userId }, update: {} })
  );
}

export async function getSettings(ctx: Ctx): Promise<SettingsView> {
  const viewer = requireViewer(ctx);
  return presentSettings(await loadSettings(ctx, viewer.id));
}

export async function updateSettings(ctx: Ctx, input: unknown): Promise<SettingsView> {
  const viewer = requireViewer(ctx);
  const parsed = settingsPatchSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DomainError('VALIDATION', `Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const { notifications, privacy, email, ui } = parsed.data;
  const data = {
    notifyNewMessages: notifications?.newMessages,
    notifyMentions: notifications?.mentions,
    notifyComments: notifications?.comments,
    profileVisibility: privacy?.profileVisibility?.toUpperCase() as 'PUBLIC' | 'REGISTERED' | 'PRIVATE' | undefined,
    allowDirectMessages: privacy?.allowDirectMessages,
    leaderboardOptIn: privacy?.showOnLeaderboard,
    analyticsConsent: privacy?.analyticsConsent ?? undefined,
    emailNewMessages: email?.newMessagesEmail,
    emailMentions: email?.mentionsEmail,
    emailComments: email?.commentsEmail,
    emailWeeklyDigest: email?.weeklyDigest,
    emailMarketing: email?.marketingEmails,
    welcomeBannerDismissed: ui?.welcomeBannerDismissed,
    welcomePostDismissed: ui?.welcomePostDismissed,
    startHerePostDismissed: ui?.startHerePostDismissed,
  };
  const row = await ctx.db.userSettings.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, ...data },
    update: data,
  });
  return presentSettings(row);
}
