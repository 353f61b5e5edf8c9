// The app's router (docs/decisions.md: why not react-router).
export { Link, NavLink, Navigate } from './links';
export { useLoaderData, useLocation, useMatches, useNavigate, useParams, useRevalidator, useRouteError, useSearchParams } from './hooks';
export { Outlet, RouterProvider } from './RouterProvider';
export { ScrollRestoration } from './ScrollRestoration';
export { createRouter, redirect } from './router';
export type { Router, RouterOptions } from './router';
export type { LoaderFunctionArgs, RouteObject } from './routes';
