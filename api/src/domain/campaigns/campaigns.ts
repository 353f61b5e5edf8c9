// The six campaigns (spec §3 Campaign) as members see them: the static data with every field of
// the spec (taxonomy/data/campaigns.json, also what onboarding and search suggestions offer), plus
// how many members follow each one and whether the viewer does, from the real Follow rows.
import type { Ctx } from '../../context.ts';
import { DomainError } from '../../lib/errors.ts';
import { campaigns, findCampaign, type Campaign } from '../taxonomy/taxonomy.ts';

const campaignMessages = { notFound: 'Campaign not found' } as const;

export interface CampaignView extends Campaign {
  /** Members following the campaign (the static memberCount is sample data). */
  followerCount: number;
  /** False for guests. */
  viewerIsFollowing: boolean;
}

/** A campaign by id (any case); NOT_FOUND for any other id. */
function campaignById(id: unknown): Campaign {
  const found = typeof id === 'string' ? findCampaign(id.trim()) : undefined;
  if (!found) throw new DomainError('NOT_FOUND', campaignMessages.notFound);
  return found;
}

/** Followers of every campaign in one statement (the Follow index on type and value). */
export async function campaignFollowerCounts(ctx: Ctx): Promise<Map<string, number>> {
  const groups = await ctx.db.follow.groupBy({ by: ['followValue'], where: { followType: 'CAMPAIGN' }, _count: { _all: true } });
  return new Map(groups.map((g) => [g.followValue, g._count._all]));
}

/** The campaign ids the viewer follows (none for guests; no statement then). */
export async function viewerCampaignIds(ctx: Ctx): Promise<Set<string>> {
  if (!ctx.viewer) return new Set();
  const rows = await ctx.db.follow.findMany({ where: { userId: ctx.viewer.id, followType: 'CAMPAIGN' }, select: { followValue: true } });
  return new Set(rows.map((r) => r.followValue));
}

async function withFollows(ctx: Ctx, list: readonly Campaign[]): Promise<CampaignView[]> {
  const [counts, followed] = await Promise.all([campaignFollowerCounts(ctx), viewerCampaignIds(ctx)]);
  return list.map((c) => ({ ...c, followerCount: counts.get(c.id) ?? 0, viewerIsFollowing: followed.has(c.id) }));
}

/** All six campaigns with their follower counts (two statements). */
export function listCampaigns(ctx: Ctx): Promise<CampaignView[]> {
  return withFollows(ctx, campaigns);
}

export interface GetCampaignInput {
  id: unknown;
}

/** One campaign with its follower count; NOT_FOUND ('Campaign not found') for an unknown id. */
export async function getCampaign(ctx: Ctx, input: GetCampaignInput): Promise<CampaignView> {
  const [view] = await withFollows(ctx, [campaignById(input.id)]);
  return view!;
}
