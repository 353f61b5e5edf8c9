import { builder } from '../builder.ts';
import { CampaignRef } from './campaign.ts';
import {
  campaigns,
  categories,
  feedFilterSectors,
  searchSuggestions,
  sectors,
  tags,
  type Category,
  type SearchSuggestion,
  type Sector,
  type Tag,
} from '../domain/taxonomy/taxonomy.ts';

const CategoryRef = builder.objectRef<Category>('Category').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    tags: t.exposeStringList('tags'),
  }),
});
const SectorRef = builder.objectRef<Sector>('Sector').implement({
  fields: (t) => ({ slug: t.exposeString('slug'), name: t.exposeString('name') }),
});
const TagRef = builder.objectRef<Tag>('TagDefinition').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    essential: t.exposeBoolean('essential'),
    keywords: t.exposeStringList('keywords', { description: 'Words in a post that suggest this tag.' }),
  }),
});
const TaxonomyRef = builder.objectRef<Record<string, never>>('Taxonomy').implement({
  description: 'Categories, sectors, campaigns and tags; static data of the platform.',
  fields: (t) => ({
    categories: t.field({ type: [CategoryRef], resolve: () => categories }),
    sectors: t.field({ type: [SectorRef], resolve: () => sectors }),
    feedFilterSectors: t.stringList({ resolve: () => feedFilterSectors }),
    campaigns: t.field({ type: [CampaignRef], resolve: () => campaigns }),
    tags: t.field({ type: [TagRef], resolve: () => tags }),
  }),
});
const SearchSuggestionRef = builder.objectRef<SearchSuggestion>('SearchSuggestion').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'campaign, topic, group or tag' }),
    label: t.exposeString('label'),
    value: t.exposeString('value'),
  }),
});

builder.queryFields((t) => ({
  taxonomy: t.field({ type: TaxonomyRef, resolve: () => ({}) }),
  searchSuggestions: t.field({
    type: [SearchSuggestionRef],
    description: 'Up to 6 suggestions for the search box while typing.',
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, args) => searchSuggestions(args.query.slice(0, 100)),
  }),
}));
