// Member profiles: the MemberProfile type (spec §3 Profile page read), User.profile,
// memberProfile(key), profileOptions, mentors (Find a mentor) and updateProfile. Who may see a
// profile and every rule of an update are the domain's (domain/profiles).
import { builder } from '../builder.ts';
import type { Ctx } from '../context.ts';
import { AVATAR_COLORS, MENTORSHIP_TOPICS, WORK_TYPES, profileLimits } from '../domain/profiles/catalog.ts';
import { FOLLOW_DIRECTIONS, listMemberFollows, type MemberFollowsPage } from '../domain/profiles/followLists.ts';
import { listMentors, type MentorPage } from '../domain/profiles/mentorship.ts';
import { profileOfUser, readProfile, updateProfile, type UpdateProfileResult } from '../domain/profiles/profiles.ts';
import type { ProfileView } from '../domain/profiles/view.ts';
import { DomainError } from '../lib/errors.ts';

const ownField = <T>(resolve: (p: ProfileView) => T) => (p: ProfileView) => (p.isOwn ? resolve(p) : null);

export const MemberProfileRef = builder.objectRef<ProfileView>('MemberProfile').implement({
  description: "A member's profile as the viewer may see it (privacy.profileVisibility and blocks decide; domain/profiles/visibility.ts).",
  fields: (t) => ({
    id: t.id({ description: 'Stable per member (Relay store key).', resolve: (p) => Buffer.from(`MemberProfile:${p.id}`).toString('base64') }),
    userId: t.exposeInt('id'),
    username: t.exposeString('username', { nullable: true }),
    displayName: t.exposeString('displayName', { description: "Falls back to the username, then 'User'." }),
    avatarColor: t.exposeString('avatarColor', { description: 'Hex #RRGGBB; default #6366F1.' }),
    bio: t.field({ type: 'JSON', description: 'Slate rich text (an empty list when there is none).', resolve: (p) => p.bio.doc }),
    bioHtml: t.string({ resolve: (p) => p.bio.html }),
    bioText: t.string({ resolve: (p) => p.bio.text }),
    workType: t.exposeString('workType', { description: "One of profileOptions.workTypes; default 'Full-time'." }),
    skills: t.exposeStringList('skills'),
    sector: t.exposeString('sector'),
    experience: t.exposeString('experience'),
    talkAbout: t.exposeStringList('talkAbout'),
    karma: t.exposeInt('karma', { description: "The sum of the member's post and comment scores; to others, only the scores earned outside private communities." }),
    isMentorAvailable: t.exposeBoolean('isMentorAvailable'),
    isSeekingMentor: t.exposeBoolean('isSeekingMentor'),
    mentorshipOffering: t.exposeStringList('mentorshipOffering'),
    mentorshipSeeking: t.exposeStringList('mentorshipSeeking'),
    allowDirectMessages: t.boolean({ resolve: (p) => p.contactPreferences.allowDirectMessages }),
    preferredContact: t.string({ resolve: (p) => p.contactPreferences.preferredContact }),
    followerCount: t.exposeInt('followerCount'),
    followingCount: t.exposeInt('followingCount'),
    postCount: t.exposeInt('postCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    isOwn: t.exposeBoolean('isOwn', { description: "The viewer's own profile." }),
    email: t.string({ nullable: true, description: 'Only on the viewer’s own profile.', resolve: ownField((p) => p.email) }),
    profileVisibility: t.string({ nullable: true, description: 'public, registered or private; only on the viewer’s own profile.', resolve: ownField((p) => p.profileVisibility) }),
    user: t.prismaField({
      type: 'User',
      resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.id } }),
    }),
  }),
});

builder.prismaObjectField('User', 'profile', (t) =>
  t.field({
    type: MemberProfileRef,
    nullable: true,
    description: "The member's profile; null when the viewer may not see it.",
    resolve: (user, _a, ctx: Ctx) => profileOfUser(ctx, user.id),
  }),
);

builder.queryField('memberProfile', (t) =>
  t.field({
    type: MemberProfileRef,
    nullable: true,
    description: "A member's profile by numeric id or username; null when missing or not visible to the viewer ('Profile not found').",
    args: { key: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      try {
        return await readProfile(ctx, { key: args.key });
      } catch (error) {
        if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);

const AvatarColorRef = builder.objectRef<{ name: string; hex: string }>('AvatarColor').implement({
  fields: (t) => ({ name: t.exposeString('name'), hex: t.exposeString('hex') }),
});

const ProfileOptionsRef = builder.objectRef<Record<string, never>>('ProfileOptions').implement({
  description: 'What a profile offers and its limits (spec §9 Profile).',
  fields: (t) => ({
    workTypes: t.stringList({ resolve: () => [...WORK_TYPES] }),
    mentorshipTopics: t.stringList({ resolve: () => [...MENTORSHIP_TOPICS] }),
    avatarColors: t.field({ type: [AvatarColorRef], resolve: () => AVATAR_COLORS }),
    bioMaxChars: t.int({ resolve: () => profileLimits.bioMaxChars }),
    customTopicMaxChars: t.int({ resolve: () => profileLimits.customTopicMaxChars }),
    customTopicsMax: t.int({ resolve: () => profileLimits.customTopicsMax }),
    skillMaxChars: t.int({ resolve: () => profileLimits.skillMaxChars }),
    skillsMax: t.int({ resolve: () => profileLimits.skillsMax }),
  }),
});

builder.queryField('profileOptions', (t) => t.field({ type: ProfileOptionsRef, resolve: () => ({}) }));

const MentorPageRef = builder.objectRef<MentorPage>('MentorPage').implement({
  fields: (t) => ({
    mentors: t.field({ type: [MemberProfileRef], resolve: (p) => p.mentors }),
    topic: t.exposeString('topic', { nullable: true }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    perPage: t.exposeInt('perPage'),
    hasMore: t.boolean({ resolve: (p) => p.page * p.perPage < p.total }),
  }),
});

builder.queryField('mentors', (t) =>
  t.field({
    type: MentorPageRef,
    description: 'Find a mentor: members available as mentors (offering `topic` when given) whose profile the viewer may see, most karma first.',
    args: { topic: t.arg.string(), page: t.arg.int(), perPage: t.arg.int() },
    resolve: (_root, args, ctx) => listMentors(ctx, { topic: args.topic ?? undefined, page: args.page ?? undefined, perPage: args.perPage ?? undefined }),
  }),
);

const FollowDirectionEnum = builder.enumType('FollowDirection', { values: FOLLOW_DIRECTIONS.map((d) => d.toUpperCase()) as ['FOLLOWERS', 'FOLLOWING'] });

const MemberFollowsPageRef = builder.objectRef<MemberFollowsPage>('MemberFollowsPage').implement({
  fields: (t) => ({
    members: t.field({ type: [MemberProfileRef], resolve: (p) => p.members }),
    total: t.exposeInt('total', { description: 'Members listed to the viewer.' }),
    hidden: t.exposeInt('hidden', { description: 'Counted but not listed: members whose profile the viewer may not see or who are not shown in lists.' }),
    page: t.exposeInt('page'),
    perPage: t.exposeInt('perPage'),
    hasMore: t.boolean({ resolve: (p) => p.page * p.perPage < p.total }),
  }),
});

builder.queryField('memberFollows', (t) =>
  t.field({
    type: MemberFollowsPageRef,
    nullable: true,
    description:
      "A member's followers or the members they follow, newest first; only members the viewer may discover are listed. Null when the member's profile is not visible to the viewer.",
    args: { key: t.arg.string({ required: true, description: 'Numeric id or username.' }), direction: t.arg({ type: FollowDirectionEnum, required: true }), page: t.arg.int(), perPage: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      try {
        return await listMemberFollows(ctx, { key: args.key, direction: args.direction.toLowerCase(), page: args.page ?? undefined, perPage: args.perPage ?? undefined });
      } catch (error) {
        if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'Spec §3 Profile update payload; absent fields stay as they are.',
  fields: (t) => ({
    username: t.string(),
    email: t.string({ description: 'Only the current address is accepted (email changes are not made here).' }),
    displayName: t.string(),
    bio: t.field({ type: 'JSON', description: 'Slate rich text, or a string of HTML, markdown or text.' }),
    workType: t.string(),
    skills: t.stringList(),
    avatarColor: t.string(),
    isMentorAvailable: t.boolean(),
    isSeekingMentor: t.boolean(),
    mentorshipOffering: t.stringList(),
    mentorshipSeeking: t.stringList(),
    confirm: t.boolean({ description: 'Save although the bio validator warned (contact details in a visible bio).' }),
  }),
});

const UpdateProfilePayload = builder.objectRef<UpdateProfileResult & { viewerId: number }>('UpdateProfilePayload').implement({
  fields: (t) => ({
    saved: t.exposeBoolean('saved', { description: 'False when the bio validator asks to confirm first (see warning); nothing was saved.' }),
    message: t.string({ nullable: true, resolve: (p) => (p.saved ? p.message : null) }),
    warning: t.string({ nullable: true, resolve: (p) => (p.saved ? null : p.warning) }),
    profile: t.field({ type: MemberProfileRef, resolve: (p) => p.profile }),
    viewer: t.prismaField({
      type: 'User',
      description: 'The member, with displayName and avatarColor now current (the session shows them).',
      resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.viewerId } }),
    }),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: UpdateProfilePayload,
    description: "Updates the viewer's own profile. Login required.",
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const undef = <T>(value: T | null | undefined) => (value === null ? undefined : value);
      const result = await updateProfile(ctx, {
        username: undef(input.username),
        email: undef(input.email),
        displayName: undef(input.displayName),
        bio: input.bio,
        workType: undef(input.workType),
        skills: undef(input.skills),
        avatarColor: undef(input.avatarColor),
        isMentorAvailable: undef(input.isMentorAvailable),
        isSeekingMentor: undef(input.isSeekingMentor),
        mentorshipOffering: undef(input.mentorshipOffering),
        mentorshipSeeking: undef(input.mentorshipSeeking),
        confirm: undef(input.confirm),
      });
      return { ...result, viewerId: ctx.viewer!.id };
    },
  }),
);
