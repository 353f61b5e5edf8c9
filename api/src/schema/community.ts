import { builder } from '../builder.ts';

export const CommunityRef = builder.prismaNode('Community', {
  id: { field: 'id' },
  // Load only the columns the requested fields need (not bodies, hashes or moderation data).
  select: { id: true },
  fields: (t) => ({
    communityId: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    displayName: t.exposeString('displayName'),
    description: t.exposeString('description'),
    icon: t.exposeString('icon', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    memberCount: t.exposeInt('memberCount'),
    postCount: t.exposeInt('postCount'),
  }),
});
