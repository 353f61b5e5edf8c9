// The single route table of the /api contract.
import type { Handler, Route } from './router.ts';
import { requireAdmin } from '../domain/auth/session.ts';
import { requireReportAdmin } from '../domain/moderation/reports.ts';
import * as auth from './handlers/auth.ts';
import * as account from './handlers/account.ts';
import * as unsubscribeMail from './handlers/unsubscribe.ts';
import * as posts from './handlers/posts.ts';
import * as comments from './handlers/comments.ts';
import * as platform from './handlers/platform.ts';
import * as moderation from './handlers/moderation.ts';
import * as sanctions from './handlers/sanctions.ts';
import * as adminModeration from './handlers/adminModeration.ts';
import * as messages from './handlers/messages.ts';
import * as notifications from './handlers/notifications.ts';
import * as polls from './handlers/polls.ts';
import * as follows from './handlers/follows.ts';
import * as campaigns from './handlers/campaigns.ts';
import * as communities from './handlers/communities.ts';
import * as onboarding from './handlers/onboarding.ts';
import * as flags from './handlers/flags.ts';
import * as userReports from './handlers/userReports.ts';
import * as relations from './handlers/relations.ts';
import * as badges from './handlers/badges.ts';
import * as profile from './handlers/profile.ts';
import * as organizers from './handlers/organizers.ts';
import * as accessTokens from './handlers/accessTokens.ts';
import * as pulse from './handlers/pulse.ts';
import * as analytics from './handlers/analytics.ts';
import * as adminPerformance from './handlers/adminPerformance.ts';
import * as jobQueue from './handlers/jobQueue.ts';

/**
 * An admin route: the permission is checked before the handler reads a parameter or the body, so
 * a member (or a token) is refused 403 whatever they send, never told what the body lacks. The
 * domain functions check it again (GraphQL calls them too).
 */
const admin =
  (handler: Handler, requirePermission: (ctx: Parameters<Handler>[0]) => unknown = requireAdmin): Handler =>
  async (ctx, request) => {
    requirePermission(ctx);
    return handler(ctx, request);
  };

export const routes: Route[] = [
  ['POST', '/auth/register', auth.registerHandler],
  ['POST', '/auth/login', auth.loginHandler],
  ['POST', '/auth/logout', auth.logoutHandler],
  ['POST', '/auth/magic-link', auth.magicLinkHandler],
  ['POST', '/auth/verify-magic-link', auth.verifyMagicLinkHandler],
  ['GET', '/auth/verify-magic-link', auth.verifyMagicLinkGetHandler],
  ['POST', '/auth/verify-email', auth.verifyEmailHandler],
  ['POST', '/auth/resend-verification', auth.resendVerificationHandler],
  ['POST', '/auth/set-password', auth.setPasswordHandler],
  ['POST', '/auth/request-password-setup', auth.requestPasswordSetupHandler],
  ['POST', '/auth/setup-password', auth.setupPasswordHandler],
  ['POST', '/auth/forgot-password', auth.forgotPasswordHandler],
  ['POST', '/auth/reset-password', auth.resetPasswordHandler],
  ['POST', '/auth/validate-token', auth.validateTokenHandler],
  ['GET', '/auth/me', auth.meHandler],
  ['GET', '/settings', account.getSettingsHandler],
  ['PUT', '/settings', account.updateSettingsHandler],
  ['GET', '/unsubscribe', unsubscribeMail.unsubscribeStatusHandler],
  ['POST', '/unsubscribe', unsubscribeMail.unsubscribeHandler],
  ['PUT', '/username/update', account.updateUsernameHandler],
  ['GET', '/username/search', account.searchUsernameHandler],
  ['GET', '/users/mention-candidates', account.mentionCandidatesHandler],
  ['GET', '/profile/onboarding', onboarding.getOnboardingHandler],
  ['PUT', '/profile/onboarding', onboarding.saveOnboardingHandler],
  ['GET', '/profile', profile.getOwnProfileHandler],
  ['PUT', '/profile', profile.updateProfileHandler],
  ['GET', '/profile/:id', profile.getProfileHandler],
  ['GET', '/profile/:id/followers', profile.listFollowersHandler],
  ['GET', '/profile/:id/following', profile.listFollowingHandler],
  ['GET', '/mentors', profile.listMentorsHandler],
  ['GET', '/organizers/:slug', organizers.getOrganizerHandler],
  ['POST', '/admin/organizers', admin(organizers.grantOrganizerHandler)],
  ['DELETE', '/admin/organizers/:slug', admin(organizers.revokeOrganizerHandler)],

  ['GET', '/posts', posts.listPostsHandler],
  ['POST', '/posts', posts.createPostHandler],
  ['GET', '/posts/saved', posts.savedPostsHandler],
  ['GET', '/posts/my-feed', posts.myFeedHandler],
  ['GET', '/posts/trending', posts.trendingHandler],
  ['GET', '/posts/most-read', posts.mostReadHandler],
  ['GET', '/posts/top-slots', posts.topSlotsHandler],
  ['GET', '/posts/polls', posts.listPollsHandler],
  ['GET', '/posts/featured-poll', polls.featuredPollHandler],
  ['GET', '/posts/user/:userId', posts.userPostsHandler],
  ['GET', '/posts/:id', posts.getPostHandler],
  ['PUT', '/posts/:id', posts.updatePostHandler],
  ['DELETE', '/posts/:id', posts.deletePostHandler],
  ['PUT', '/posts/:id/pin', posts.pinPostHandler],
  ['POST', '/posts/:id/vote', posts.votePostHandler],
  ['POST', '/posts/:id/save', posts.savePostHandler],
  ['DELETE', '/posts/:id/save', posts.unsavePostHandler],
  ['GET', '/trending', posts.trendingHandler],

  ['POST', '/user-moderation/block', relations.blockHandler],
  ['DELETE', '/user-moderation/block/:userId', relations.unblockHandler],
  ['GET', '/user-moderation/blocked', relations.blockedListHandler],
  ['GET', '/user-moderation/is-blocked/:userId', relations.isBlockedHandler],
  ['POST', '/user-moderation/mute', relations.muteHandler],
  ['DELETE', '/user-moderation/mute/:userId', relations.unmuteHandler],
  ['GET', '/user-moderation/muted', relations.mutedListHandler],
  ['GET', '/user-moderation/is-muted/:userId', relations.isMutedHandler],

  ['POST', '/user-moderation/report', userReports.reportUserHandler],
  ['GET', '/user-moderation/report-reasons', userReports.reportReasonsHandler],
  ['GET', '/user-moderation/reports', userReports.listReportsHandler],
  [['PATCH', 'PUT'], '/user-moderation/reports/:id', admin(userReports.updateReportHandler, requireReportAdmin)],
  ['POST', '/user-moderation/reports/:id/assign', admin(userReports.assignReportHandler, requireReportAdmin)],
  ['DELETE', '/user-moderation/reports/:id/assign', admin(userReports.unassignReportHandler, requireReportAdmin)],

  ['POST', '/user-moderation/ban', admin(sanctions.banHandler)],
  ['DELETE', '/user-moderation/ban/:userId', admin(sanctions.unbanHandler)],
  ['GET', '/user-moderation/bans', admin(sanctions.bansHandler)],
  ['POST', '/user-moderation/warning', admin(sanctions.warnHandler)],
  ['GET', '/user-moderation/warning-types', sanctions.warningTypesHandler],
  ['GET', '/user-moderation/warnings/:id', sanctions.warningsHandler],
  [['PATCH', 'PUT'], '/user-moderation/warnings/:id/acknowledge', sanctions.acknowledgeWarningHandler],
  ['POST', '/user-moderation/warnings/:id/strike', admin(sanctions.strikeWarningHandler)],
  ['GET', '/user-moderation/trust-score/:userId', sanctions.trustScoreHandler],
  [['PATCH', 'PUT'], '/user-moderation/trust-score/:userId', admin(sanctions.setTrustScoreHandler)],
  ['GET', '/user-moderation/can-interact/:userId', sanctions.canInteractHandler],
  ['GET', '/user-moderation/summary/:userId', admin(sanctions.summaryHandler)],

  ['GET', '/follows', follows.listFollowsHandler],
  ['POST', '/follows', follows.followHandler],
  ['DELETE', '/follows', follows.unfollowHandler],
  ['POST', '/follows/follow/:userId', follows.followUserHandler],
  ['POST', '/follows/unfollow/:userId', follows.unfollowUserHandler],
  ['GET', '/campaigns', campaigns.listCampaignsHandler],
  ['GET', '/campaigns/:id', campaigns.getCampaignHandler],

  ['GET', '/polls/trending', polls.trendingPollsHandler],
  ['GET', '/polls/:id/results', polls.pollResultsHandler],
  ['POST', '/polls/vote', polls.votePollHandler],

  ['GET', '/comments/post/:id', comments.postCommentsHandler],
  ['POST', '/comments', comments.createCommentHandler],
  ['PUT', '/comments/:id', comments.updateCommentHandler],
  ['DELETE', '/comments/:id', comments.deleteCommentHandler],
  ['POST', '/comments/:id/vote', comments.voteCommentHandler],

  ['GET', '/communities', communities.listCommunitiesHandler],
  ['POST', '/communities', communities.createCommunityHandler],
  ['GET', '/communities/popular', communities.popularHandler],
  ['GET', '/communities/join/:inviteCode', communities.previewInviteHandler],
  ['POST', '/communities/join/:inviteCode', communities.joinByInviteHandler],
  ['GET', '/communities/:slug', communities.getCommunityHandler],
  ['POST', '/communities/:slug/join', communities.joinCommunityHandler],
  ['DELETE', '/communities/:slug/leave', communities.leaveCommunityHandler],
  ['GET', '/communities/:slug/members', communities.listMembersHandler],
  ['POST', '/communities/:slug/moderators', communities.appointModeratorHandler],
  ['DELETE', '/communities/:slug/moderators/:userId', communities.removeModeratorHandler],
  ['GET', '/communities/:slug/posts', communities.communityPostsHandler],
  ['PUT', '/communities/:slug/posts/:postId/pin', communities.pinCommunityPostHandler],
  ['POST', '/communities/:slug/posts/:postId/remove', communities.removeCommunityPostHandler],
  ['GET', '/communities/:slug/invites', communities.listInvitesHandler],
  ['POST', '/communities/:slug/invites', communities.createInviteHandler],
  ['DELETE', '/communities/:slug/invites/:code', communities.revokeInviteHandler],

  ['GET', '/access-tokens', accessTokens.listAccessTokensHandler],
  ['POST', '/access-tokens', accessTokens.createAccessTokenHandler],
  ['DELETE', '/access-tokens/:id', accessTokens.revokeAccessTokenHandler],

  ['GET', '/feature-flags', platform.featureFlagsHandler],
  ['GET', '/taxonomy', platform.taxonomyHandler],
  ['GET', '/search/suggestions', platform.searchSuggestionsHandler],

  ['GET', '/messages/conversations', messages.listConversationsHandler],
  ['POST', '/messages/conversations/by-username', messages.startByUsernameHandler],
  ['GET', '/messages/conversations/:id', messages.conversationHistoryHandler],
  ['POST', '/messages/conversations/:id', messages.sendMessageHandler],
  ['POST', '/messages/conversations/:id/read', messages.markReadHandler],
  ['DELETE', '/messages/conversations/:id', messages.deleteConversationHandler],
  ['DELETE', '/messages/:id', messages.deleteMessageHandler],
  ['GET', '/messages/unread/count', messages.unreadCountHandler],

  ['GET', '/flags/reasons', flags.flagReasonsHandler],
  ['GET', '/flags/check', flags.checkFlagHandler],
  ['POST', '/flags', flags.createFlagHandler],
  ['GET', '/flags', admin(flags.flaggedContentHandler)],
  ['POST', '/flags/decisions', admin(flags.decideFlagsHandler)],
  ['GET', '/admin/moderation/pending', admin(moderation.pendingHandler)],
  ['POST', '/admin/moderation/posts/:id', admin(moderation.reviewPostHandler)],
  ['POST', '/admin/moderation/comments/:id', admin(moderation.reviewCommentHandler)],
  ['GET', '/moderation/dashboard', admin(adminModeration.dashboardHandler)],
  ['GET', '/moderation/log', admin(adminModeration.logHandler)],
  ['GET', '/moderation/my-actions', adminModeration.myActionsHandler],
  ['GET', '/moderation/appeals', admin(adminModeration.appealsHandler)],
  ['POST', '/moderation/appeals', adminModeration.submitAppealHandler],
  ['POST', '/moderation/appeals/:id/decision', admin(adminModeration.decideAppealHandler)],
  ['GET', '/moderation/ban-appeal', adminModeration.banAppealHandler],
  ['POST', '/moderation/ban-appeal', adminModeration.submitBanAppealHandler],
  ['GET', '/moderation/members', admin(adminModeration.memberSearchHandler)],
  ['GET', '/admin/performance', admin(adminPerformance.adminPerformanceHandler)],
  ['GET', '/admin/jobs', admin(jobQueue.jobQueueHandler)],
  ['POST', '/admin/jobs/:id/retry', admin(jobQueue.retryJobHandler)],
  ['DELETE', '/admin/jobs/:id', admin(jobQueue.dropJobHandler)],

  ['GET', '/badges', badges.listBadgesHandler],
  ['GET', '/badges/my-badges', badges.myBadgesHandler],
  ['GET', '/badges/my-progress', badges.myProgressHandler],
  ['GET', '/badges/leaderboard', badges.leaderboardHandler],
  ['GET', '/badges/user/:id', badges.userBadgesHandler],
  ['POST', '/badges/check-badges', badges.checkBadgesHandler],

  ['GET', '/pulse/current', pulse.currentPulseHandler],
  ['POST', '/pulse/current/answer', pulse.answerPulseHandler],
  // Short-video share analytics: `tiktok` is the spec's {platform} segment.
  ['POST', '/tiktok/analytics/tiktok', analytics.recordShareEventsHandler],
  ['GET', '/tiktok/analytics/tiktok/post/:postId', analytics.postShareAnalyticsHandler],
  ['POST', '/tiktok/analytics/tiktok/performance', analytics.reportPerformanceHandler],
  ['POST', '/tiktok/track-share', analytics.trackShareHandler],
  ['GET', '/analytics/tiktok/trending', analytics.trendingSharedPostsHandler],
  ['GET', '/analytics/tiktok/post/:postId', analytics.postShareAnalyticsHandler],
  ['POST', '/analytics/page-views', analytics.recordPageViewsHandler],
  ['POST', '/analytics/web-vitals', analytics.recordWebVitalsHandler],
  ['DELETE', '/analytics/me', analytics.deleteMyAnalyticsHandler],

  ['GET', '/notifications', notifications.listNotificationsHandler],
  ['GET', '/notifications/unread-count', notifications.unreadCountHandler],
  ['GET', '/notifications/counts', notifications.countsHandler],
  ['PUT', '/notifications/read-all', notifications.markAllReadHandler],
  ['PUT', '/notifications/acknowledge-all', notifications.acknowledgeAllHandler],
  ['PUT', '/notifications/:id/read', notifications.markReadHandler],
  ['DELETE', '/notifications/clear-all', notifications.clearAllHandler],
  ['DELETE', '/notifications/clear-old', notifications.clearOldHandler],
  ['DELETE', '/notifications/:id', notifications.deleteNotificationHandler],
];
