// A guest's first visit to a landing page gets the page already rendered: the web build's server
// renderer (web/src/entry-server.tsx, built into web/dist-server) renders the guest view of the
// address into the landing page's #root, with the answers it used, and the browser hydrates it.
// The content paints with the HTML, before any script has run. A browser holding a session sends
// the member hint cookie and gets the page as built: the server cannot know who a member is from a
// page request (the session lives in local storage), and never renders a member's data here.
import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import type { ContentEncoding } from './compression.ts';

/** What web/src/entry-server.tsx exports. */
interface RendererModule {
  renderPage(request: { url: string; execute(body: Record<string, unknown>): Promise<never> }): Promise<{ html: string; dataTag: string } | null>;
  hasMemberHint(cookieHeader: string | undefined): boolean;
}

/** A rendered page, with its compressed forms. */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageRenderer {
  /**
   * `page` (the landing page the build wrote for rendering, whose scripts start after it has
   * painted) with the guest view of `url` in it, or null to send the page as built instead.
   */
  render(req: IncomingMessage, url: string, page: string): Promise<RenderedPage | null>;
}

/** The page's root, as web/index.html marks it; the rendered page replaces what is inside. */
const ROOT = /<div id="root">[\s\S]*?<\/div><!--\/root-->/;
/** Renders waiting their turn beyond which a page is sent as built rather than wait longer. */
const MAX_WAITING = 4;

export function encodedBody(page: RenderedPage, encoding: ContentEncoding | null): Buffer {
  return encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html;
}

/**
 * The renderer with all of its chunks loaded: a lazily loaded component a page shows is then
 * there for the render's next pass (a chunk that only runs in a browser stays unloaded).
 */
async function loadRenderer(bundle: string): Promise<RendererModule> {
  const module = (await import(pathToFileURL(bundle).href)) as RendererModule;
  const chunks = path.join(path.dirname(bundle), 'assets');
  const files = existsSync(chunks) ? readdirSync(chunks).filter((name) => name.endsWith('.js')) : [];
  await Promise.all(files.map((name) => import(pathToFileURL(path.join(chunks, name)).href).catch(() => undefined)));
  return module;
}

/**
 * `execute` runs one GraphQL operation for a guest, as the page request's client (its address
 * counts against the same rate limits).
 */
export function createPageRenderer(options: {
  bundle: string;
  execute: (req: IncomingMessage, body: Record<string, unknown>) => Promise<unknown>;
  log: Logger;
}): PageRenderer {
  let renderer: Promise<RendererModule | null> | null = null;
  const load = () =>
    (renderer ??= existsSync(options.bundle)
      ? loadRenderer(options.bundle).catch((error: unknown) => {
          options.log.error({ err: error }, 'the server renderer could not be loaded; pages are sent as built');
          return null;
        })
      : Promise.resolve(null));
  // The renderer keeps the session, the Relay environment and the router in module state: one render at a time.
  let turn: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const renderNow = async (module: RendererModule, req: IncomingMessage, url: string, page: string): Promise<RenderedPage | null> => {
    if (waiting >= MAX_WAITING) return null;
    waiting += 1;
    const run = turn.then(() => module.renderPage({ url, execute: (body) => options.execute(req, body) as Promise<never> }));
    turn = run.catch(() => undefined);
    const rendered = await run.finally(() => (waiting -= 1));
    if (!rendered || !ROOT.test(page)) return null;
    const html = Buffer.from(page.replace(ROOT, () => `<div id="root">${rendered.html}</div>${rendered.dataTag}<!--/root-->`));
    return {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength } }),
      gzip: gzipSync(html, { level: 6 }),
    };
  };

  return {
    async render(req, url, page) {
      const module = await load();
      if (!module || module.hasMemberHint(req.headers.cookie)) return null;
      // Rendered for each request, from answers as fresh as the browser's own would be.
      return renderNow(module, req, url, page).catch((error: unknown) => {
        options.log.error({ err: error, url }, 'server render failed; the page is sent as built');
        return null;
      });
    },
  };
}
