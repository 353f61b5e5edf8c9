// Organizer profiles (content spec §2 organizer profile page, §3 Organizer profile): a member's
// verified organizer profile, granted and revoked by an admin (GraphQL, REST and the CLI), read by
// its slug. Who may see one is the member-profile rule (visibility.ts): outside it, or for an
// unknown slug, the answer is the spec's 'Profile Not Found'. The followers and following counts
// are the member's counters (User.followerCount / followingCount), and the recent posts are the
// member's posts as the viewer may list them (posts/feed.ts postLists.byAuthor).
import type { Ctx } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { parseIntId } from '../../lib/ids.ts';
import { requireAdmin } from '../auth/session.ts';
import { postLists } from '../posts/feed.ts';
import { profileDisplayName } from './view.ts';
import { visibleProfileWhere } from './visibility.ts';

export const organizerLimits = {
  slugMinChars: 3,
  slugMaxChars: 50,
  titleMaxChars: 100,
  organizationMaxChars: 100,
  bioMaxChars: 1000,
  linkLabelMaxChars: 30,
  linksMax: 6,
  expertiseMaxChars: 40,
  expertiseMax: 10,
  urlMaxChars: 500,
  /** Spec §9 Profile: the posts list is page 1 of 10. */
  recentPosts: 10,
} as const;

export const organizerMessages = {
  notFound: 'Profile Not Found',
  memberNotFound: 'Member not found',
  slug: `Slug must be ${organizerLimits.slugMinChars}-${organizerLimits.slugMaxChars} lower-case letters, digits and single hyphens, with at least one letter`,
  slugTaken: 'That slug is already taken',
  titleRequired: 'Title is required',
  titleTooLong: `Title can be at most ${organizerLimits.titleMaxChars} characters`,
  organizationRequired: 'Organization is required',
  organizationTooLong: `Organization can be at most ${organizerLimits.organizationMaxChars} characters`,
  bioTooLong: `Bio can be at most ${organizerLimits.bioMaxChars} characters`,
  photoUrl: 'Photo must be an https URL',
  socialLinks: `Social links must be a list of at most ${organizerLimits.linksMax} { label, url } with a label of at most ${organizerLimits.linkLabelMaxChars} characters and an https URL`,
  expertise: `Expertise must be a list of at most ${organizerLimits.expertiseMax} topics of at most ${organizerLimits.expertiseMaxChars} characters`,
  granted: 'Organizer profile granted',
  revoked: 'Organizer profile revoked',
} as const;

export interface SocialLink {
  label: string;
  url: string;
}

/** Spec §3 Organizer profile, as the viewer may see it. */
export interface OrganizerProfileView {
  id: number;
  userId: number;
  slug: string;
  username: string | null;
  name: string;
  title: string;
  organization: string;
  bio: string;
  photoUrl: string | null;
  avatarColor: string;
  isVerified: true;
  profileType: 'organizer';
  socialLinks: SocialLink[];
  expertise: string[];
  followers: number;
  following: number;
  isOwn: boolean;
  /** The admin who granted it (null when granted from the CLI or that account is gone). */
  grantedById: number | null;
  verifiedAt: Date;
  createdAt: Date;
  lastActive: Date | null;
}

const organizerSelect = {
  id: true,
  userId: true,
  slug: true,
  title: true,
  organization: true,
  bio: true,
  photoUrl: true,
  socialLinks: true,
  expertise: true,
  grantedById: true,
  verifiedAt: true,
  createdAt: true,
  user: { select: { username: true, displayName: true, avatarColor: true, followerCount: true, followingCount: true, lastSeenAt: true } },
} satisfies Prisma.OrganizerProfileSelect;

type OrganizerRow = Prisma.OrganizerProfileGetPayload<{ select: typeof organizerSelect }>;

const HEX = /^#[0-9a-f]{6}$/i;

function organizerView(row: OrganizerRow, viewerId: number | null): OrganizerProfileView {
  return {
    id: row.id,
    userId: row.userId,
    slug: row.slug,
    username: row.user.username,
    name: profileDisplayName(row.user),
    title: row.title,
    organization: row.organization,
    bio: row.bio,
    photoUrl: row.photoUrl,
    avatarColor: HEX.test(row.user.avatarColor) ? row.user.avatarColor.toUpperCase() : '#6366F1',
    isVerified: true,
    profileType: 'organizer',
    socialLinks: Array.isArray(row.socialLinks) ? (row.socialLinks as unknown as SocialLink[]) : [],
    expertise: row.expertise,
    followers: row.user.followerCount,
    following: row.user.followingCount,
    isOwn: viewerId === row.userId,
    grantedById: row.grantedById,
    verifiedAt: row.verifiedAt,
    createdAt: row.createdAt,
    lastActive: row.user.lastSeenAt,
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const notFound = () => new DomainError('NOT_FOUND', organizerMessages.notFound);

/** A slug as stored (trimmed, lower case) when it is well formed; never only digits (those are member ids on /profile/{id}). */
function readSlug(input: unknown): string {
  const slug = typeof input === 'string' ? input.trim().toLowerCase() : '';
  if (slug.length < organizerLimits.slugMinChars || slug.length > organizerLimits.slugMaxChars || !SLUG.test(slug) || !/[a-z]/.test(slug)) {
    throw new DomainError('VALIDATION', organizerMessages.slug);
  }
  return slug;
}

function readText(input: unknown, max: number, required: string | null, tooLong: string): string {
  if (input !== undefined && input !== null && typeof input !== 'string') throw new DomainError('VALIDATION', required ?? tooLong);
  const text = typeof input === 'string' ? input.normalize('NFC').trim() : '';
  if (!text && required) throw new DomainError('VALIDATION', required);
  if ([...text].length > max) throw new DomainError('VALIDATION', tooLong);
  return text;
}

function httpsUrl(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!text || text.length > organizerLimits.urlMaxChars) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

function readPhotoUrl(input: unknown): string | null {
  if (input === undefined || input === null || input === '') return null;
  const url = httpsUrl(input);
  if (!url) throw new DomainError('VALIDATION', organizerMessages.photoUrl);
  return url;
}

function readSocialLinks(input: unknown): SocialLink[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input) || input.length > organizerLimits.linksMax) throw new DomainError('VALIDATION', organizerMessages.socialLinks);
  return input.map((item: unknown) => {
    const link = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const label = typeof link.label === 'string' ? link.label.trim() : '';
    const url = httpsUrl(link.url);
    if (!label || [...label].length > organizerLimits.linkLabelMaxChars || !url) throw new DomainError('VALIDATION', organizerMessages.socialLinks);
    return { label, url };
  });
}

function readExpertise(input: unknown): string[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input) || input.some((s) => typeof s !== 'string')) throw new DomainError('VALIDATION', organizerMessages.expertise);
  const seen = new Set<string>();
  const topics: string[] = [];
  for (const item of input as string[]) {
    const topic = item.normalize('NFC').replace(/\s+/g, ' ').trim();
    if (!topic || seen.has(topic.toLowerCase())) continue;
    if ([...topic].length > organizerLimits.expertiseMaxChars) throw new DomainError('VALIDATION', organizerMessages.expertise);
    seen.add(topic.toLowerCase());
    topics.push(topic);
  }
  if (topics.length > organizerLimits.expertiseMax) throw new DomainError('VALIDATION', organizerMessages.expertise);
  return topics;
}

/** The member a grant names: numeric id, username or email address. */
async function findMemberId(db: Ctx['db'], key: unknown): Promise<number> {
  const text = typeof key === 'number' ? String(key) : typeof key === 'string' ? key.trim() : '';
  const id = parseIntId(text);
  const where: Prisma.UserWhereInput | null = id !== null ? { id } : text.includes('@') ? { email: text.toLowerCase() } : text ? { usernameLower: text.toLowerCase() } : null;
  const user = where ? await db.user.findFirst({ where, select: { id: true } }) : null;
  if (!user) throw new DomainError('NOT_FOUND', organizerMessages.memberNotFound);
  return user.id;
}

/** Grant (or update) a member's organizer profile. Untrusted values, checked here. */
export interface GrantOrganizerProfileInput {
  /** The member: numeric id, username or email address. */
  member: unknown;
  slug: unknown;
  title: unknown;
  organization: unknown;
  bio?: unknown;
  photoUrl?: unknown;
  /** [{ label, url }], https URLs only. */
  socialLinks?: unknown;
  expertise?: unknown;
}

/**
 * The grant itself, for an admin's request (grantOrganizerProfile) and the operator's CLI
 * (`npm run cli -- organizer:grant`, which has no signed-in admin: grantedById null). A member
 * who already is an organizer has their profile replaced by the new fields and keeps verifiedAt.
 */
export async function saveOrganizerProfile(db: Ctx['db'], input: GrantOrganizerProfileInput, grantedById: number | null): Promise<OrganizerProfileView> {
  const slug = readSlug(input.slug);
  const fields = {
    slug,
    title: readText(input.title, organizerLimits.titleMaxChars, organizerMessages.titleRequired, organizerMessages.titleTooLong),
    organization: readText(input.organization, organizerLimits.organizationMaxChars, organizerMessages.organizationRequired, organizerMessages.organizationTooLong),
    bio: readText(input.bio, organizerLimits.bioMaxChars, null, organizerMessages.bioTooLong),
    photoUrl: readPhotoUrl(input.photoUrl),
    socialLinks: readSocialLinks(input.socialLinks) as unknown as Prisma.InputJsonValue,
    expertise: readExpertise(input.expertise),
  };
  const userId = await findMemberId(db, input.member);
  try {
    const row = await db.organizerProfile.upsert({
      where: { userId },
      create: { userId, grantedById, ...fields },
      update: { grantedById, ...fields },
      select: organizerSelect,
    });
    return organizerView(row, null);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new DomainError('CONFLICT', organizerMessages.slugTaken);
    throw error;
  }
}

/** Admins only: grant a member a verified organizer profile. */
export async function grantOrganizerProfile(ctx: Ctx, input: GrantOrganizerProfileInput): Promise<OrganizerProfileView> {
  const admin = requireAdmin(ctx);
  return saveOrganizerProfile(ctx.db, input, admin.id);
}

export interface RevokeOrganizerProfileInput {
  slug: unknown;
}

/** Removes an organizer profile (the member stays a member); 'Profile Not Found' when there is none. Used by the CLI too. */
export async function deleteOrganizerProfile(db: Ctx['db'], input: RevokeOrganizerProfileInput): Promise<{ slug: string; userId: number }> {
  const slug = typeof input.slug === 'string' ? input.slug.trim().toLowerCase() : '';
  try {
    const row = await db.organizerProfile.delete({ where: { slug }, select: { userId: true } });
    return { slug, userId: row.userId };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') throw notFound();
    throw error;
  }
}

/** Admins only: revoke an organizer profile by its slug. */
export async function revokeOrganizerProfile(ctx: Ctx, input: RevokeOrganizerProfileInput): Promise<{ slug: string; userId: number }> {
  requireAdmin(ctx);
  return deleteOrganizerProfile(ctx.db, input);
}

export interface ReadOrganizerProfileInput {
  slug: unknown;
}

/** The organizer profile at /profile/{slug} for the viewer; 'Profile Not Found' (404) when unknown or not theirs to see. One statement. */
export async function readOrganizerProfile(ctx: Ctx, input: ReadOrganizerProfileInput): Promise<OrganizerProfileView> {
  const slug = typeof input.slug === 'string' ? input.slug.trim().toLowerCase() : '';
  if (!slug || slug.length > organizerLimits.slugMaxChars) throw notFound();
  const row = await ctx.db.organizerProfile.findFirst({ where: { slug, user: visibleProfileWhere(ctx.viewer) }, select: organizerSelect });
  if (!row) throw notFound();
  return organizerView(row, ctx.viewer?.id ?? null);
}

/** The organizer profile of a member the viewer already holds (User.organizerProfile); null when none or not theirs to see. */
export async function organizerProfileOfUser(ctx: Ctx, userId: number): Promise<OrganizerProfileView | null> {
  const row = await ctx.db.organizerProfile.findFirst({ where: { userId, user: visibleProfileWhere(ctx.viewer) }, select: organizerSelect });
  return row ? organizerView(row, ctx.viewer?.id ?? null) : null;
}

/** Recent Posts (spec §2, §9): page 1 of the organizer's posts as the viewer may list them, newest first; each transport selects its own fields. */
export const recentPostsOf = (ctx: Ctx, profile: OrganizerProfileView) => ({ ...postLists.byAuthor(ctx, profile.userId), take: organizerLimits.recentPosts });
