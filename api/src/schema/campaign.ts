// Campaign: the six static campaigns with every field of spec §3, their follower counts, whether
// the viewer follows them and their posts; `campaigns` and `campaign(id)`.
import { builder } from '../builder.ts';
import type { Ctx } from '../context.ts';
import { campaignFollowerCounts, viewerCampaignIds } from '../domain/campaigns/campaigns.ts';
import { countFeed, feedOrderBy, feedWhere } from '../domain/posts/feed.ts';
import { campaigns, findCampaign, type Campaign } from '../domain/taxonomy/taxonomy.ts';
import { pageSizes } from '../lib/operationLimits.ts';
import { FeedSortEnum } from './post.ts';
import { requestMemo } from '../lib/requestMemo.ts';

// Once per request: one statement each however many campaigns are shown.
const followerCountsOf = (ctx: Ctx) => requestMemo(ctx, 'campaign:followerCounts', () => campaignFollowerCounts(ctx));
const followedIdsOf = (ctx: Ctx) => requestMemo(ctx, 'campaign:viewerFollows', () => viewerCampaignIds(ctx));

export const CampaignRef = builder.objectRef<Campaign>('Campaign').implement({
  description: 'One of the six campaigns (static data; memberCount and storeCount are sample numbers).',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The campaign id, as in /campaign/{id}, Post.campaignId and follows.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    longDescription: t.exposeString('longDescription'),
    industry: t.exposeString('industry', { description: 'A campaign industry slug of the taxonomy.' }),
    status: t.exposeString('status', { description: 'active or organizing' }),
    memberCount: t.exposeInt('memberCount'),
    storeCount: t.exposeInt('storeCount', { description: 'Stores, sites or hubs.' }),
    color: t.exposeString('color'),
    founded: t.exposeString('founded', { description: 'Year.' }),
    website: t.exposeString('website', { nullable: true }),
    achievements: t.exposeStringList('achievements'),
    currentCampaigns: t.exposeStringList('currentCampaigns'),
    followerCount: t.int({
      description: 'Members following the campaign.',
      resolve: async (c, _a, ctx) => (await followerCountsOf(ctx)).get(c.id) ?? 0,
    }),
    viewerIsFollowing: t.boolean({
      description: 'False for guests.',
      resolve: async (c, _a, ctx) => (await followedIdsOf(ctx)).has(c.id),
    }),
    posts: t.prismaConnection({
      type: 'Post',
      cursor: 'id',
      ...pageSizes(20, 50),
      description: 'The home feed filtered to this campaign (the same rule as feed(campaign:)).',
      args: { sort: t.arg({ type: FeedSortEnum, defaultValue: 'POPULAR' }) },
      resolve: (query, c, args, ctx) => {
        const filters = { campaign: c.id, sort: args.sort };
        return ctx.db.post.findMany({ ...query, where: feedWhere(ctx, filters), orderBy: feedOrderBy(filters) });
      },
      totalCount: (c, _args, ctx) => countFeed(ctx, { campaign: c.id }),
    }),
  }),
});

builder.queryFields((t) => ({
  campaigns: t.field({
    type: [CampaignRef],
    description: 'The six campaigns, in their fixed order (a static list, so not a connection).',
    resolve: () => campaigns,
  }),
  campaign: t.field({
    type: CampaignRef,
    nullable: true,
    description: 'A campaign by id (any case); null for any other id (the page then shows the raw id).',
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, args) => findCampaign(args.id.trim().slice(0, 100)) ?? null,
  }),
}));
