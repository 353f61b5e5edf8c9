// The hooks pages use to read and change the address, and to read their route's data.
import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, RouteErrorContext, useRouter, useRouterState } from './context';
import type { Location, NavigateOptions } from './router';
import type { Params } from './routes';

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  return useRouter().navigate;
}

/** The params of the route this component renders in. */
export function useParams(): Params {
  return useContext(RouteContext).match?.params ?? {};
}

type SearchParamsInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void] {
  const { search, pathname, hash } = useLocation();
  const { navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, options);
    },
    [navigate, pathname, search, hash],
  );
  return [params, setParams];
}

export function useRevalidator(): { revalidate: () => void; state: 'idle' | 'loading' } {
  const { revalidate } = useRouter();
  return { revalidate, state: useRouterState().revalidation };
}

/** The data of the route this component renders in, as its loader returned it. */
export function useLoaderData(): unknown {
  const match = useContext(RouteContext).match;
  const { loaderData } = useRouterState();
  return match ? loaderData[match.id] : undefined;
}

interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
}

/** Every matched route, root first. */
export function useMatches(): UIMatch[] {
  const { matches } = useRouterState();
  return useMemo(() => matches.map(({ id, pathname, params }) => ({ id, pathname, params })), [matches]);
}

/** In an errorElement: what failed. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}
