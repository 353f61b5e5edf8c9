// Invite links to private communities (/join/{code}): owners and moderators create them with an
// optional expiry and use limit, list and revoke them; a signed-in member who opens one becomes a
// member. Only members who really joined through a link count as its uses, and the use is claimed
// by one conditional UPDATE in the join's transaction, so a link never admits more than its limit.
import type { Ctx } from '../../context.ts';
import { awardBadgesFor } from '../badges/awards.ts';
import type { CommunityInvite } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { wholeNumber } from '../../lib/wholeNumber.ts';
import { requireViewer } from '../auth/session.ts';
import { newUrlId } from '../posts/posts.ts';
import {
  joinAndFollow,
  afterMembershipChange,
  communityInclude,
  communityMessages,
  communityRunBy,
  type CommunityInput,
  type CommunityRow,
  type MembershipChange,
} from './communities.ts';

const INVITE_MAX_HOURS = 365 * 24;
const INVITE_MAX_USES = 1000;
const CODE_LENGTH = 12;

const inviteMessages = {
  notFound: 'This invite link is not valid. Check that you copied all of it.',
  expired: 'This invite link has expired. Ask the person who shared it for a new one.',
  revoked: 'This invite link was revoked. Ask the person who shared it for a new one.',
  usedUp: 'This invite link has been used as many times as allowed. Ask the person who shared it for a new one.',
  publicCommunity: 'Invite links are for private communities. Anyone can join a public community from its page.',
  expiry: `Expiry must be a whole number of hours from 1 to ${INVITE_MAX_HOURS}`,
  maxUses: `The use limit must be a whole number from 1 to ${INVITE_MAX_USES}`,
} as const;

type InviteStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED' | 'USED_UP';

export function inviteStatus(invite: Pick<CommunityInvite, 'expiresAt' | 'maxUses' | 'useCount' | 'revokedAt'>, now = new Date()): InviteStatus {
  if (invite.revokedAt) return 'REVOKED';
  if (invite.expiresAt && invite.expiresAt <= now) return 'EXPIRED';
  if (invite.maxUses !== null && invite.useCount >= invite.maxUses) return 'USED_UP';
  return 'ACTIVE';
}

const refusal: Record<Exclude<InviteStatus, 'ACTIVE'>, string> = {
  EXPIRED: inviteMessages.expired,
  REVOKED: inviteMessages.revoked,
  USED_UP: inviteMessages.usedUp,
};

/** The web page an invite opens. */
export const invitePath = (code: string) => `/join/${encodeURIComponent(code)}`;

export interface CreateInviteInput extends CommunityInput {
  /** Hours until the link stops working (1 to 8760); never when absent. */
  expiresInHours?: unknown;
  /** How many members may join through it (1 to 1000); any number when absent. */
  maxUses?: unknown;
}

const manage = (ctx: Ctx, input: CommunityInput) =>
  communityRunBy(ctx, input.community, ['OWNER', 'MODERATOR'], communityMessages.moderatorsOnly);

export async function createInvite(ctx: Ctx, input: CreateInviteInput): Promise<CommunityInvite> {
  const expiresInHours = wholeNumber(input.expiresInHours, null, 1, INVITE_MAX_HOURS, inviteMessages.expiry);
  const maxUses = wholeNumber(input.maxUses, null, 1, INVITE_MAX_USES, inviteMessages.maxUses);
  const community = await manage(ctx, input);
  if (!community.isPrivate) throw new DomainError('VALIDATION', inviteMessages.publicCommunity);
  return ctx.db.communityInvite.create({
    data: {
      communityId: community.id,
      code: newUrlId(CODE_LENGTH),
      createdById: ctx.viewer!.id,
      expiresAt: expiresInHours ? new Date(Date.now() + expiresInHours * 3600_000) : null,
      maxUses,
    },
  });
}

/** A community's invite links, newest first (revoked and expired ones too, with their status). */
export async function listInvites(ctx: Ctx, input: CommunityInput): Promise<CommunityInvite[]> {
  const community = await manage(ctx, input);
  return ctx.db.communityInvite.findMany({ where: { communityId: community.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export interface RevokeInviteInput {
  code: string;
  /** When given (REST path), the invite must belong to it. */
  community?: CommunityInput['community'];
}

/** Revokes a link (idempotent); the community's owner and moderators only. */
export async function revokeInvite(ctx: Ctx, input: RevokeInviteInput): Promise<CommunityInvite> {
  requireViewer(ctx);
  const invite = await ctx.db.communityInvite.findUnique({ where: { code: input.code.trim() } });
  if (!invite) throw new DomainError('NOT_FOUND', inviteMessages.notFound);
  const community = await manage(ctx, { community: input.community ?? invite.communityId });
  if (invite.communityId !== community.id) throw new DomainError('NOT_FOUND', inviteMessages.notFound);
  await ctx.db.communityInvite.updateMany({ where: { id: invite.id, revokedAt: null }, data: { revokedAt: new Date() } });
  return ctx.db.communityInvite.findUniqueOrThrow({ where: { id: invite.id } });
}

export interface InviteInput {
  code: string;
}

/** What a signed-in member who opens /join/{code} sees first: the community, before joining. */
export async function previewInvite(ctx: Ctx, input: InviteInput): Promise<{ invite: CommunityInvite; community: CommunityRow }> {
  const viewer = requireViewer(ctx);
  const invite = await ctx.db.communityInvite.findUnique({
    where: { code: input.code.trim() },
    include: { community: { include: communityInclude(viewer.id) } },
  });
  if (!invite) throw new DomainError('NOT_FOUND', inviteMessages.notFound);
  const { community, ...row } = invite;
  // Members see their community whatever became of the link.
  const status = inviteStatus(row);
  if (community.memberships.length === 0 && status !== 'ACTIVE') throw new DomainError('GONE', refusal[status]);
  return { invite: row, community };
}

/** Joins through an invite link. Idempotent for members (who use up nothing). */
export async function joinByInvite(ctx: Ctx, input: InviteInput): Promise<MembershipChange> {
  const viewer = requireViewer(ctx);
  const { invite, community } = await previewInvite(ctx, input);
  if (community.memberships.length > 0) return { community, changed: false, message: communityMessages.alreadyMember };
  const joined = await ctx.db.$transaction(async (tx) => {
    if (!(await joinAndFollow(tx, community, viewer.id))) return false;
    const claimed = await tx.$executeRaw`
      UPDATE "CommunityInvite" SET "useCount" = "useCount" + 1
      WHERE "id" = ${invite.id} AND "revokedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > now())
        AND ("maxUses" IS NULL OR "useCount" < "maxUses")`;
    if (claimed === 1) return true;
    // The link ran out (or was revoked) since it was read: the membership is rolled back.
    const current = await tx.communityInvite.findUniqueOrThrow({ where: { id: invite.id } });
    const status = inviteStatus(current);
    throw new DomainError('GONE', refusal[status === 'ACTIVE' ? 'USED_UP' : status]);
  });
  if (joined) await awardBadgesFor(ctx, { event: 'join', userId: viewer.id, recipientId: community.creatorId });
  return afterMembershipChange(ctx, community, joined, joined ? communityMessages.joined : communityMessages.alreadyMember);
}
