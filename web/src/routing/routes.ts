// The route table's shape and its matching. Patterns are compiled once, when the router is
// created (react-router flattened and ranked the whole table again on every match, about a
// quarter of the entry's start-up time on a slow phone).
import type { ComponentType, ReactNode } from 'react';
import { parse } from 'regexparam';

export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  url: URL;
  params: Params;
}

interface ShouldRevalidateArgs {
  currentUrl: URL;
  nextUrl: URL;
  /** What the router would do by itself: load again when the route is new, its params or the search changed, or on revalidate(). */
  defaultShouldRevalidate: boolean;
}

export interface RouteObject {
  id?: string;
  /** Relative to the parent's path; none for a layout that only groups its children. */
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  /** The page's component, imported the first time the route is opened. */
  lazy?: () => Promise<ComponentType>;
  /** Runs before the route renders; a redirect() it returns sends the navigation elsewhere. */
  loader?: (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: (args: ShouldRevalidateArgs) => boolean;
  /** Rendered in place of the route (and its children) when one of them fails to load or render. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch {
  id: string;
  route: RouteObject;
  /** The part of the address this route matched. */
  pathname: string;
  params: Params;
}

interface Branch {
  routes: Array<{ route: RouteObject; id: string; depth: number }>;
  pattern: RegExp;
  keys: string[];
  score: number;
  order: number;
}

interface CompiledRoutes {
  branches: Branch[];
}

const joinPaths = (parent: string, path: string) => `${parent.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** react-router's ranking: static segments before parameters before a splat; an index route before its siblings. */
function scoreOf(path: string, index: boolean): number {
  const segments = segmentsOf(path);
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

/** Gives every route an id (its position, where it has none) and compiles one pattern per leaf. */
export function compileRoutes(routes: RouteObject[]): CompiledRoutes {
  const branches: Branch[] = [];
  const visit = (list: RouteObject[], parentPath: string, parents: Branch['routes'], idPrefix: string) => {
    list.forEach((route, position) => {
      const id = route.id ?? `${idPrefix}${position}`;
      const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
      const chain = [...parents, { route, id, depth: segmentsOf(path).length }];
      if (route.children?.length) {
        visit(route.children, path, chain, `${id}-`);
        return;
      }
      const { keys, pattern } = parse(path || '/');
      branches.push({ routes: chain, pattern, keys, score: scoreOf(path, route.index === true), order: branches.length });
    });
  };
  visit(routes, '', [], '');
  branches.sort((a, b) => b.score - a.score || a.order - b.order);
  return { branches };
}

/** A path segment decoded; one with a malformed escape is kept as it is. */
export function decodePathSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The chain of routes (root first) that renders `pathname`, or null when none does. */
export function matchRoutes({ branches }: CompiledRoutes, pathname: string): RouteMatch[] | null {
  for (const branch of branches) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    branch.keys.forEach((key, index) => {
      const value = found[index + 1];
      params[key] = value === undefined ? undefined : decodePathSegment(value.replace(/\/$/, ''));
    });
    const segments = segmentsOf(pathname);
    return branch.routes.map(({ route, id, depth }) => ({
      id,
      route,
      pathname: route.path?.includes('*') ? pathname : `/${segments.slice(0, depth).join('/')}`,
      params,
    }));
  }
  return null;
}
