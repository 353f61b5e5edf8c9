// /api/feature-flags, /api/taxonomy, /api/search/suggestions.
import type { Handler } from '../router.ts';
import { campaigns, categories, feedFilterSectors, searchSuggestions, sectors, tags } from '../../domain/taxonomy/taxonomy.ts';

export const featureFlagsHandler: Handler = async (ctx) => ({ body: { flags: ctx.config.features } });

export const taxonomyHandler: Handler = async () => ({ body: { categories, sectors, feedFilterSectors, campaigns, tags } });

export const searchSuggestionsHandler: Handler = async (_ctx, { query }) => ({
  body: { suggestions: searchSuggestions((query.get('q') ?? '').slice(0, 100)) },
});
