// suggestedCommunities and suggestedMembers: the home feed's suggestion boxes (rules in
// domain/suggestions/suggestions.ts); the rows are loaded by id in the domain's order, with the
// fields the query selects, in one statement each.
import { builder } from '../builder.ts';
import {
  SUGGESTED_COMMUNITIES_DEFAULT,
  SUGGESTED_MEMBERS_DEFAULT,
  suggestedCommunityIds,
  suggestedMemberIds,
} from '../domain/suggestions/suggestions.ts';

const inOrder = <T extends { id: number }>(ids: number[], rows: T[]): T[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
};

builder.queryFields((t) => ({
  suggestedCommunities: t.prismaField({
    type: ['Community'],
    description:
      'Public communities the viewer neither follows nor belongs to: near their sector, follows and the people they follow first, then the largest. 1 to 12.',
    args: { first: t.arg.int({ defaultValue: SUGGESTED_COMMUNITIES_DEFAULT }) },
    resolve: async (query, _root, args, ctx) => {
      const ids = await suggestedCommunityIds(ctx, { first: args.first });
      if (ids.length === 0) return [];
      return inOrder(ids, await ctx.db.community.findMany({ ...query, where: { id: { in: ids } } }));
    },
  }),
  suggestedMembers: t.prismaField({
    type: ['User'],
    description:
      'Members the viewer does not follow yet, whose profile they may see, without blocks or mutes between them: near their sector and follows first, then those with most followers. 1 to 12.',
    args: { first: t.arg.int({ defaultValue: SUGGESTED_MEMBERS_DEFAULT }) },
    resolve: async (query, _root, args, ctx) => {
      const ids = await suggestedMemberIds(ctx, { first: args.first });
      if (ids.length === 0) return [];
      return inOrder(ids, await ctx.db.user.findMany({ ...query, where: { id: { in: ids } } }));
    },
  }),
}));
