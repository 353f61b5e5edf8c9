// The route pattern of a page (/discussion/:urlId/:slug), never its path: ids, usernames, search
// words and queries stay on the device. Built from the matched route's params.
import { decodePathSegment } from '../../routing/routes';

/** Segments are lower-case words or :params, as the server accepts them (domain/analytics/pageAnalytics.ts). */
const ROUTE_PATTERN = /^\/(?:(?:[a-z][a-z0-9-]*|:[a-zA-Z][a-zA-Z0-9]*)(?:\/(?:[a-z][a-z0-9-]*|:[a-zA-Z][a-zA-Z0-9]*))*)?$/;
const MAX_ROUTE_LENGTH = 120;

/**
 * The pattern for `pathname` matched with `params`: each segment that is a param's value becomes
 * :name; a catch-all match is /not-found. Null when the result is not a pattern the server takes.
 */
export function routePatternOf(pathname: string, params: Record<string, string | undefined>): string | null {
  if (params['*'] !== undefined && params['*'] !== '') return '/not-found';
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (name !== '*' && value) byValue.set(value, name);
  }
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const name = byValue.get(decodePathSegment(segment)) ?? byValue.get(segment);
      return name ? `:${name}` : segment;
    });
  const pattern = `/${segments.join('/')}`;
  return pattern.length <= MAX_ROUTE_LENGTH && ROUTE_PATTERN.test(pattern) ? pattern : null;
}
