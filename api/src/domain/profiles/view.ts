// The profile read model (content spec §3 Profile page read and User profile), shared by the
// profile page, User.profile and Find a mentor: one statement per read (the profile and settings
// rows are joined to the user's), with the spec's defaults for a member without a profile row.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../context.ts';
import { listablePostWhere } from '../posts/access.ts';
import type { RichText } from '../../lib/richText.ts';
import type { ProfileVisibilityValue } from '../settings/settings.ts';
import { bioOf } from './bio.ts';
import { visibleKarma } from './karma.ts';
import { DEFAULT_AVATAR_COLOR, DEFAULT_WORK_TYPE } from './catalog.ts';

const profileColumns = {
  id: true,
  username: true,
  displayName: true,
  email: true,
  role: true,
  avatarColor: true,
  avatarConfig: true,
  followerCount: true,
  followingCount: true,
  createdAt: true,
  profile: {
    select: {
      bio: true,
      bioText: true,
      workType: true,
      skills: true,
      sector: true,
      experience: true,
      isMentorAvailable: true,
      isSeekingMentor: true,
      mentorshipOffering: true,
      mentorshipSeeking: true,
      talkAbout: true,
      preferredContact: true,
      karma: true,
      publicKarma: true,
    },
  },
  settings: { select: { profileVisibility: true, allowDirectMessages: true } },
} satisfies Prisma.UserSelect;

/**
 * The profile row as `viewer` reads it. Its post count is the member's posts the viewer may list
 * (posts/access.ts listablePostWhere, the count of GET /posts/user/{id}), not the stored
 * User.postCount, which also counts private-community posts (issue 28). Counted in the same statement.
 */
export const profileSelect = (viewer: Viewer | null) =>
  ({ ...profileColumns, _count: { select: { posts: { where: listablePostWhere(viewer) } } } }) satisfies Prisma.UserSelect;

export type ProfileRow = Prisma.UserGetPayload<{ select: ReturnType<typeof profileSelect> }>;

export interface ProfileView {
  id: number;
  username: string | null;
  /** Only to the member themself. */
  email: string | null;
  isOwn: boolean;
  displayName: string;
  role: string;
  bio: { doc: RichText; html: string; text: string };
  workType: string;
  skills: string[];
  sector: string;
  experience: string;
  talkAbout: string[];
  avatarColor: string;
  avatarConfig: unknown;
  karma: number;
  createdAt: Date;
  isMentorAvailable: boolean;
  isSeekingMentor: boolean;
  mentorshipOffering: string[];
  mentorshipSeeking: string[];
  contactPreferences: { allowDirectMessages: boolean; preferredContact: string };
  profileVisibility: ProfileVisibilityValue;
  followerCount: number;
  followingCount: number;
  postCount: number;
}

/** Spec §3: the display name falls back to the username, then 'User'. */
export const profileDisplayName = (user: { displayName: string | null; username: string | null }) => user.displayName || user.username || 'User';

const HEX = /^#[0-9a-f]{6}$/i;

export function profileView(row: ProfileRow, viewerId: number | null): ProfileView {
  const p = row.profile;
  const isOwn = viewerId === row.id;
  return {
    id: row.id,
    username: row.username,
    email: isOwn ? row.email : null,
    isOwn,
    displayName: profileDisplayName(row),
    role: row.role.toLowerCase(),
    bio: bioOf(p?.bio ?? null, p?.bioText ?? ''),
    workType: p?.workType || DEFAULT_WORK_TYPE,
    skills: p?.skills ?? [],
    sector: p?.sector ?? 'General',
    experience: p?.experience ?? '1-5 years',
    talkAbout: p?.talkAbout ?? [],
    avatarColor: HEX.test(row.avatarColor) ? row.avatarColor.toUpperCase() : DEFAULT_AVATAR_COLOR,
    avatarConfig: row.avatarConfig ?? null,
    karma: visibleKarma(p, isOwn),
    createdAt: row.createdAt,
    isMentorAvailable: p?.isMentorAvailable ?? false,
    isSeekingMentor: p?.isSeekingMentor ?? false,
    mentorshipOffering: p?.mentorshipOffering ?? [],
    mentorshipSeeking: p?.mentorshipSeeking ?? [],
    contactPreferences: {
      allowDirectMessages: row.settings?.allowDirectMessages ?? true,
      preferredContact: p?.preferredContact ?? 'platform',
    },
    profileVisibility: (row.settings?.profileVisibility.toLowerCase() ?? 'registered') as ProfileVisibilityValue,
    followerCount: row.followerCount,
    followingCount: row.followingCount,
    postCount: row._count.posts,
  };
}
