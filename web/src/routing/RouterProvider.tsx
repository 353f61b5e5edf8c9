// Renders the matched routes, each inside the one above it (<Outlet />); a route with an
// errorElement catches what its subtree throws while rendering, and shows a loader's error.
import { Component, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { RouteContext, RouteErrorContext, RouterContext, RouterStateContext } from './context';
import type { Location, Router, RouterState } from './router';

interface BoundaryProps {
  fallback: ReactNode;
  location: Location;
  revalidation: RouterState['revalidation'];
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  location: Location;
  revalidation: RouterState['revalidation'];
}

/** As react-router's: an error is cleared by the next location, or by a finished revalidation. */
class RouteRenderBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location, revalidation: this.props.revalidation };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> {
    if (state.location !== props.location || (state.revalidation !== 'idle' && props.revalidation === 'idle')) {
      return { error: undefined, location: props.location, revalidation: props.revalidation };
    }
    return { error: state.error, location: state.location, revalidation: props.revalidation };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

function DefaultErrorElement() {
  return <p role="alert">Something went wrong.</p>;
}

function renderMatches(state: RouterState): ReactNode {
  const { matches, errors } = state;
  const failedAt = errors ? matches.findIndex((match) => errors[match.id] !== undefined) : -1;
  const rendered = failedAt >= 0 ? matches.slice(0, failedAt + 1) : matches;
  let outlet: ReactNode = null;
  for (let index = rendered.length - 1; index >= 0; index--) {
    const match = rendered[index]!;
    const { route } = match;
    const fallback = route.errorElement ?? <DefaultErrorElement />;
    let element: ReactNode;
    if (index === failedAt) element = <RouteErrorContext.Provider value={errors![match.id]}>{fallback}</RouteErrorContext.Provider>;
    else element = route.Component ? <route.Component /> : <Outlet />;
    element = <RouteContext.Provider value={{ match, outlet }}>{element}</RouteContext.Provider>;
    if (route.errorElement !== undefined || index === 0) {
      element = (
        <RouteRenderBoundary fallback={fallback} location={state.location} revalidation={state.revalidation}>
          {element}
        </RouteRenderBoundary>
      );
    }
    outlet = element;
  }
  return outlet;
}

/** Where a route renders the route below it. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

export function RouterProvider({ router, fallback }: { router: Router; fallback?: ReactNode }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    // Navigations commit in a transition: a page still loading its data keeps the last one on screen.
    const unsubscribe = router.subscribe((next) => startTransition(() => setState(next)));
    if (router.state !== state) setState(router.state);
    return unsubscribe;
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>{state.initialized ? renderMatches(state) : (fallback ?? null)}</RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}
