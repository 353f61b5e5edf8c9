// Member profiles (content spec §2 member profile screen, §3 Profile page read and Profile update
// payload, §4 Profile, §5 Bio, Skills, Mentorship topics, §8 Profile): reading one for a viewer
// (visibility.ts decides who may) and the member updating their own.
import type { Ctx } from '../../context.ts';
import { awardBadgesFor } from '../badges/awards.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DomainError, messages } from '../../lib/errors.ts';
import { parseIntId } from '../../lib/ids.ts';
import { batchLoad } from '../../lib/requestBatch.ts';
import { requireViewer } from '../auth/session.ts';
import { cleanDisplayName, normalizeEmail, validateUsername } from '../users/validation.ts';
import { checkBio, parseBio, type ParsedBio } from './bio.ts';
import { WORK_TYPES, profileLimits } from './catalog.ts';
import { assertDisjoint, readTopicList } from './mentorship.ts';
import { profileNotFound, visibleProfileWhere } from './visibility.ts';
import { profileSelect, profileView, type ProfileView } from './view.ts';

export const profileMessages = {
  updated: 'Profile updated successfully',
  workType: `Work type must be one of: ${WORK_TYPES.join(', ')}`,
  avatarColor: 'Avatar color must be a hex colour like #6366F1',
  skills: 'Skills must be a list of words or a comma-separated text',
  skillTooLong: `A skill can be at most ${profileLimits.skillMaxChars} characters`,
  tooManySkills: `At most ${profileLimits.skillsMax} skills`,
  flag: (field: string) => `${field} must be true or false`,
  emailChange: 'Your email address cannot be changed from the profile',
} as const;

const USERNAME_KEY = /^[A-Za-z0-9_-]{1,50}$/;

export interface ReadProfileInput {
  /** The member's numeric id (number or digits) or their username (any case). */
  key: unknown;
}

/** The member a profile key names (numeric id, or username in any case); 'Profile not found' when it cannot name one. */
export function profileKeyWhere(key: unknown): Prisma.UserWhereInput {
  const text = typeof key === 'number' ? String(key) : typeof key === 'string' ? key.trim() : '';
  const id = parseIntId(text);
  if (id !== null) return { id };
  if (USERNAME_KEY.test(text)) return { usernameLower: text.toLowerCase() };
  throw profileNotFound();
}

/** One member's profile for the viewer; 'Profile not found' (404) when absent or not theirs to see. One statement. */
export async function readProfile(ctx: Ctx, input: ReadProfileInput): Promise<ProfileView> {
  const row = await ctx.db.user.findFirst({ where: { AND: [profileKeyWhere(input.key), visibleProfileWhere(ctx.viewer)] }, select: profileSelect(ctx.viewer) });
  if (!row) throw profileNotFound();
  return profileView(row, ctx.viewer?.id ?? null);
}

/** The signed-in member's own profile (GET /api/profile, viewer.profile). */
export async function readOwnProfile(ctx: Ctx): Promise<ProfileView> {
  const viewer = requireViewer(ctx);
  return readProfile(ctx, { key: viewer.id });
}

/**
 * The profile of a member the viewer already holds (User.profile); null when not theirs to see.
 * One statement for every member of the request's list.
 */
export async function profileOfUser(ctx: Ctx, userId: number): Promise<ProfileView | null> {
  const view = await batchLoad(ctx, 'profileOfUser', userId, async (ids) => {
    const rows = await ctx.db.user.findMany({ where: { AND: [{ id: { in: ids } }, visibleProfileWhere(ctx.viewer)] }, select: profileSelect(ctx.viewer) });
    return new Map(rows.map((row) => [row.id, profileView(row, ctx.viewer?.id ?? null)]));
  });
  return view ?? null;
}

/** Spec §3 Profile update payload; absent fields stay as they are. Untrusted values, checked here. */
export interface UpdateProfileInput {
  username?: unknown;
  email?: unknown;
  displayName?: unknown;
  /** Slate JSON, or HTML / markdown / plain text (bioFormat names which, else sniffed). */
  bio?: unknown;
  bioFormat?: unknown;
  workType?: unknown;
  /** A list, or a comma-separated text (spec §5). */
  skills?: unknown;
  avatarColor?: unknown;
  isMentorAvailable?: unknown;
  isSeekingMentor?: unknown;
  mentorshipOffering?: unknown;
  mentorshipSeeking?: unknown;
  /** Save although the bio validator warned (an email address or phone number in a visible bio). */
  confirm?: unknown;
}

export type UpdateProfileResult =
  | { saved: true; message: string; profile: ProfileView }
  | { saved: false; warning: string; profile: ProfileView };

function readSkills(input: unknown): string[] {
  const items = typeof input === 'string' ? input.split(',') : input === null ? [] : input;
  if (!Array.isArray(items) || items.some((s) => typeof s !== 'string')) throw new DomainError('VALIDATION', profileMessages.skills);
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const item of items as string[]) {
    const skill = item.normalize('NFC').replace(/\s+/g, ' ').trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    if (skill.length > profileLimits.skillMaxChars) throw new DomainError('VALIDATION', profileMessages.skillTooLong);
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  if (skills.length > profileLimits.skillsMax) throw new DomainError('VALIDATION', profileMessages.tooManySkills);
  return skills;
}

function readWorkType(input: unknown): string {
  const text = typeof input === 'string' ? input.trim().toLowerCase() : '';
  const found = WORK_TYPES.find((w) => w.toLowerCase() === text);
  if (!found) throw new DomainError('VALIDATION', profileMessages.workType);
  return found;
}

function readAvatarColor(input: unknown): string {
  if (typeof input !== 'string' || !/^#[0-9a-f]{6}$/i.test(input.trim())) throw new DomainError('VALIDATION', profileMessages.avatarColor);
  return input.trim().toUpperCase();
}

function readFlag(input: unknown, field: string): boolean {
  if (typeof input !== 'boolean') throw new DomainError('VALIDATION', profileMessages.flag(field));
  return input;
}

const given = (value: unknown) => value !== undefined;

export async function updateProfile(ctx: Ctx, input: UpdateProfileInput): Promise<UpdateProfileResult> {
  const viewer = requireViewer(ctx);
  const current = await readOwnProfile(ctx);

  // Every field is read (and refused with its message) before anything is written.
  const username = given(input.username) && input.username !== current.username ? validateUsername(input.username) : undefined;
  if (given(input.email) && input.email !== null && normalizeEmail(input.email) !== current.email) {
    throw new DomainError('VALIDATION', profileMessages.emailChange);
  }
  const displayName = given(input.displayName) ? cleanDisplayName(input.displayName) : undefined;
  const bio: ParsedBio | undefined = given(input.bio) ? parseBio(input.bio, input.bioFormat) : undefined;
  const workType = given(input.workType) ? readWorkType(input.workType) : undefined;
  const skills = given(input.skills) ? readSkills(input.skills) : undefined;
  const avatarColor = given(input.avatarColor) ? readAvatarColor(input.avatarColor) : undefined;
  const isMentorAvailable = given(input.isMentorAvailable) ? readFlag(input.isMentorAvailable, 'is_mentor_available') : undefined;
  const isSeekingMentor = given(input.isSeekingMentor) ? readFlag(input.isSeekingMentor, 'is_seeking_mentor') : undefined;
  const offering = given(input.mentorshipOffering) ? readTopicList(input.mentorshipOffering, 'mentorship_offering') : undefined;
  const seeking = given(input.mentorshipSeeking) ? readTopicList(input.mentorshipSeeking, 'mentorship_seeking') : undefined;
  assertDisjoint(offering ?? current.mentorshipOffering, seeking ?? current.mentorshipSeeking);

  if (bio) {
    const warning = checkBio(bio, current.profileVisibility !== 'private');
    if (warning && input.confirm !== true) return { saved: false, warning, profile: current };
  }

  const profileData = {
    ...(bio ? { bio: bio.doc.length ? (bio.doc as Prisma.InputJsonValue) : Prisma.DbNull, bioText: bio.text } : {}),
    workType,
    skills,
    isMentorAvailable,
    isSeekingMentor,
    mentorshipOffering: offering,
    mentorshipSeeking: seeking,
  };
  try {
    await ctx.db.$transaction([
      ctx.db.user.update({
        where: { id: viewer.id },
        data: { avatarColor, ...(username ? { username, usernameLower: username.toLowerCase() } : {}), ...(displayName !== undefined ? { displayName } : {}) },
        select: { id: true },
      }),
      ctx.db.profile.upsert({ where: { userId: viewer.id }, create: { userId: viewer.id, ...profileData }, update: profileData, select: { userId: true } }),
    ]);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new DomainError('CONFLICT', messages.usernameTaken);
    throw error;
  }
  await awardBadgesFor(ctx, { event: 'profile', userId: viewer.id });
  return { saved: true, message: profileMessages.updated, profile: await readOwnProfile(ctx) };
}
