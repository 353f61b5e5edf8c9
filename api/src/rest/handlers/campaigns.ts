// /api/campaigns and /api/campaigns/{id}: the six campaigns with every field of spec §3, plus
// follower_count (members following it) and is_following (the viewer; false for guests).
import type { Handler } from '../router.ts';
import { getCampaign, listCampaigns, type CampaignView } from '../../domain/campaigns/campaigns.ts';

function presentCampaign(c: CampaignView) {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    longDescription: c.longDescription,
    industry: c.industry,
    status: c.status,
    memberCount: c.memberCount,
    storeCount: c.storeCount,
    color: c.color,
    founded: c.founded,
    website: c.website,
    achievements: c.achievements,
    currentCampaigns: c.currentCampaigns,
    follower_count: c.followerCount,
    is_following: c.viewerIsFollowing,
  };
}

export const listCampaignsHandler: Handler = async (ctx) => ({ body: { campaigns: (await listCampaigns(ctx)).map(presentCampaign) } });

export const getCampaignHandler: Handler = async (ctx, { params }) => ({ body: { campaign: presentCampaign(await getCampaign(ctx, { id: params.id })) } });
