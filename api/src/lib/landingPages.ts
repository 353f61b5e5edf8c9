// The landing pages the web build writes beside index.html (web/vite.config.ts): the same page
// with one route's own chunks and stylesheets already linked, so a first visit's browser fetches
// them while it parses the page, alongside the entry, instead of after a script has run. A guest's
// view is rendered into a second copy whose scripts start after its first paint (serverRender.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build lists them, inside web/dist. */
export const LANDING_PAGES_MANIFEST = '.vite/landing-pages.json';

export interface LandingPage {
  /** A RegExp source, tested against the request's path. */
  pattern: string;
  /** The page, relative to web/dist. */
  file: string;
  /** The page a guest's view is rendered into: its modules are asked for once it has painted. */
  renderedFile: string;
}

/**
 * The landing page for a path, or null (index.html then). `reload`: read the list again on every
 * call, for a server whose build can be replaced while it runs (outside production).
 */
export function landingPageFinder(webDist: string, reload: boolean): (pathname: string) => LandingPage | null {
  let pages: Array<{ test: RegExp; page: LandingPage }> | null = null;
  const load = () => {
    try {
      const listed = JSON.parse(readFileSync(path.join(webDist, LANDING_PAGES_MANIFEST), 'utf8')) as LandingPage[];
      return listed.map((page) => ({ test: new RegExp(page.pattern), page }));
    } catch {
      // A build without landing pages (or none yet): every address gets index.html.
      return [];
    }
  };
  return (pathname) => {
    if (reload || !pages) pages = load();
    return pages.find(({ test }) => test.test(pathname))?.page ?? null;
  };
}
