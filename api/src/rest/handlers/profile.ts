// /api/profile (content spec §7 Profile and onboarding): the member's own profile (GET, PUT) and
// another member's by numeric id or username (GET /api/profile/{id}); /api/mentors, Find a mentor.
// The rules are the domain's (domain/profiles); this file reads the request and shapes the answer.
import type { Handler } from '../router.ts';
import { listMemberFollows } from '../../domain/profiles/followLists.ts';
import { listMentors } from '../../domain/profiles/mentorship.ts';
import { readOwnProfile, readProfile, updateProfile } from '../../domain/profiles/profiles.ts';
import type { ProfileView } from '../../domain/profiles/view.ts';

/** Spec §3 Profile page read, snake_case with the camelCase aliases the client reads. */
function presentProfile(view: ProfileView) {
  return {
    id: view.id,
    user_id: view.id,
    username: view.username,
    ...(view.isOwn ? { email: view.email, profile_visibility: view.profileVisibility } : {}),
    display_name: view.displayName,
    displayName: view.displayName,
    role: view.role,
    bio: view.bio.html,
    bio_text: view.bio.text,
    bio_json: view.bio.doc,
    work_type: view.workType,
    skills: view.skills,
    sector: view.sector,
    experience: view.experience,
    talk_about: view.talkAbout,
    avatar_color: view.avatarColor,
    avatarColor: view.avatarColor,
    avatar_config: view.avatarConfig,
    karma: view.karma,
    created_at: view.createdAt.toISOString(),
    is_mentor_available: view.isMentorAvailable,
    is_seeking_mentor: view.isSeekingMentor,
    mentorship_offering: view.mentorshipOffering,
    mentorship_seeking: view.mentorshipSeeking,
    contact_preferences: {
      allow_direct_messages: view.contactPreferences.allowDirectMessages,
      preferred_contact: view.contactPreferences.preferredContact,
    },
    follower_count: view.followerCount,
    following_count: view.followingCount,
    post_count: view.postCount,
    is_own: view.isOwn,
  };
}

export const getOwnProfileHandler: Handler = async (ctx) => ({
  body: { success: true, profile: presentProfile(await readOwnProfile(ctx)) },
});

export const getProfileHandler: Handler = async (ctx, { params }) => ({
  body: { success: true, profile: presentProfile(await readProfile(ctx, { key: params.id })) },
});

export const updateProfileHandler: Handler = async (ctx, { body }) => {
  const pick = (snake: string, camel: string) => (body[snake] !== undefined ? body[snake] : body[camel]);
  const result = await updateProfile(ctx, {
    username: body.username,
    email: body.email,
    displayName: pick('display_name', 'displayName'),
    bio: body.bio,
    bioFormat: pick('bio_format', 'bioFormat'),
    workType: pick('work_type', 'workType'),
    skills: body.skills,
    avatarColor: pick('avatar_color', 'avatarColor'),
    isMentorAvailable: pick('is_mentor_available', 'isMentorAvailable'),
    isSeekingMentor: pick('is_seeking_mentor', 'isSeekingMentor'),
    mentorshipOffering: pick('mentorship_offering', 'mentorshipOffering'),
    mentorshipSeeking: pick('mentorship_seeking', 'mentorshipSeeking'),
    confirm: body.confirm,
  });
  const profile = presentProfile(result.profile);
  return {
    body: result.saved
      ? { success: true, saved: true, message: result.message, profile }
      : { success: true, saved: false, requires_confirmation: true, warning: result.warning, profile },
  };
};

export const listMentorsHandler: Handler = async (ctx, { query }) => {
  const page = await listMentors(ctx, { topic: query.get('topic') ?? undefined, page: query.get('page') ?? undefined, perPage: query.get('per_page') ?? undefined });
  return {
    body: {
      success: true,
      mentors: page.mentors.map(presentProfile),
      topic: page.topic,
      total: page.total,
      page: page.page,
      per_page: page.perPage,
      has_more: page.page * page.perPage < page.total,
    },
  };
};

/** GET /api/profile/{id}/followers and /following: `page`, `per_page`; newest follow first. */
const memberFollowsHandler =
  (direction: 'followers' | 'following'): Handler =>
  async (ctx, { params, query }) => {
    const result = await listMemberFollows(ctx, { key: params.id, direction, page: query.get('page') ?? undefined, perPage: query.get('per_page') ?? undefined });
    return {
      body: {
        success: true,
        [direction]: result.members.map(presentProfile),
        total: result.total,
        hidden: result.hidden,
        page: result.page,
        per_page: result.perPage,
        has_more: result.page * result.perPage < result.total,
      },
    };
  };

export const listFollowersHandler = memberFollowsHandler('followers');
export const listFollowingHandler = memberFollowsHandler('following');
