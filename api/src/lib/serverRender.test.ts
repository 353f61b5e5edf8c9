import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageRenderer } from './serverRender.ts';

const page = `<html><head><script type="module" crossorigin src="/assets/startAfterPaint.js" data-modules="/assets/index.js /assets/Home.js"></script></head>
<body><div id="root"><div class="app" aria-busy="true">frame</div></div><!--/root--></body></html>`;

// A stand-in for web/dist-server/entry-server.js: renders the address it is asked for, or
// nothing for /nothing and an error for /broken; it asks `execute` for its data.
const bundleSource = `
export function hasMemberHint(cookie) { return (cookie ?? '').includes('commons_member=1'); }
export async function renderPage({ url, execute }) {
  const { pathname } = new URL(url);
  if (pathname === '/nothing') return null;
  if (pathname === '/broken') throw new Error('render failed');
  const answer = await execute({ documentId: 'doc', variables: { pathname } });
  return { html: '<main>' + answer.data.text + '</main>', dataTag: '<script type="application/json" id="server-render-data">{}</script>' };
}
`;

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;

describe('server-rendered landing pages', () => {
  let dir = '';
  const executed: unknown[] = [];
  let renderer: ReturnType<typeof createPageRenderer>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'commons-render-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'entry-server.js'), bundleSource);
    renderer = createPageRenderer({
      bundle: path.join(dir, 'entry-server.js'),
      log: pino({ level: 'silent' }),
      execute: async (_req, body) => {
        executed.push(body);
        return { data: { text: `guest view of ${(body.variables as { pathname: string }).pathname}` } };
      },
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts the guest view in the root, with its data, and leaves the rest of the page as the build wrote it', async () => {
    const rendered = await renderer.render(request(), 'http://localhost/polls', page);
    const html = rendered!.html.toString('utf8');
    expect(html).toContain('<div id="root"><main>guest view of /polls</main></div><script type="application/json" id="server-render-data">{}</script><!--/root-->');
    expect(html).not.toContain('frame');
    expect(html.replace(/<div id="root">.*<!--\/root-->/, '')).toBe(page.replace(/<div id="root">.*<!--\/root-->/, ''));
    expect(brotliDecompressSync(rendered!.br).toString('utf8')).toBe(html);
    expect(gunzipSync(rendered!.gzip).toString('utf8')).toBe(html);
    expect(executed).toContainEqual({ documentId: 'doc', variables: { pathname: '/polls' } });
  });

  it('renders nothing for a browser holding a session, nor when the renderer declines or fails', async () => {
    const before = executed.length;
    expect(await renderer.render(request('theme=dark; commons_member=1'), 'http://localhost/', page)).toBeNull();
    expect(executed.length, 'no query runs for a member').toBe(before);
    expect(await renderer.render(request(), 'http://localhost/nothing', page)).toBeNull();
    expect(await renderer.render(request(), 'http://localhost/broken', page)).toBeNull();
    expect(await renderer.render(request(), 'http://localhost/', '<html><div id="root"></div></html>'), 'a page without the root marker').toBeNull();
  });

  it('sends every page as built when there is no renderer', async () => {
    const none = createPageRenderer({ bundle: path.join(dir, 'missing.js'), log: pino({ level: 'silent' }), execute: async () => ({}) });
    expect(await none.render(request(), 'http://localhost/', page)).toBeNull();
  });
});
