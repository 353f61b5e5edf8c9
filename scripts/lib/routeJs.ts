// The JavaScript each landing route loads before it renders (the entry chunk with its imports,
// then the route's own chunks), as the web build measures it: web/vite.config.ts writes it to
// web/dist/.vite/route-js.json; npm run bench:web prints it and tests/e2e/route-js.spec.ts holds
// the home route to its ceiling. No imports: the web build loads this file too.

export interface RouteJsReport {
  routes: Array<{
    /** The address pattern (a RegExp source), as the route preload script tests it. */
    path: string;
    gzipBytes: number;
    /** The entry chunk first; `route`: loaded for this route (its page and query chunks and their imports). */
    files: Array<{ file: string; bytes: number; gzipBytes: number; route: boolean }>;
  }>;
}

/** Where the build writes its RouteJsReport, inside web/dist. */
export const ROUTE_JS_REPORT = '.vite/route-js.json';

/** The home route's pattern in the report. */
export const HOME_ROUTE_PATTERN = '^\\/$';

/**
 * Issue 11's goal for the home route: under 150 KB of gzipped JavaScript, as served. The route-js
 * e2e test holds it. (The libraries alone, React DOM and Relay in the vendor chunk, come to about
 * 104 KB.)
 */
export const HOME_JS_GOAL_BYTES = 150 * 1024;
