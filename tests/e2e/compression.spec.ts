// The web app's files are sent precompressed (issue 11): the build writes .br and .gz beside
// each text file and the server sends the one Accept-Encoding allows (q-values honoured), the
// file itself without it; the page (index.html, also for client-side routes) the same way, and a
// guest's server-rendered landing page compressed as it is sent.
import { expect, test, type APIRequestContext } from '@playwright/test';

/** A browser holding a session: it gets the landing pages as built (api/src/lib/serverRender.ts). */
const MEMBER_HINT = { cookie: 'commons_member=1' };

async function headersOf(request: APIRequestContext, path: string, acceptEncoding: string | null, extra: Record<string, string> = MEMBER_HINT) {
  const response = await request.get(path, { headers: { ...extra, 'accept-encoding': acceptEncoding ?? '' } });
  expect(response.status(), path).toBe(200);
  const body = await response.body();
  return { headers: response.headers(), body };
}

test('scripts, the stylesheet and the page are sent brotli, gzip or plain as the request accepts', async ({ request }) => {
  const page = await headersOf(request, '/', null);
  const html = page.body.toString('utf8');
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /href="(\/assets\/index-[^"]+\.css)"/.exec(html)?.[1];
  expect(script, 'the entry script').toBeTruthy();
  expect(stylesheet, 'the stylesheet').toBeTruthy();

  for (const path of ['/', '/polls', script!, stylesheet!]) {
    const br = await headersOf(request, path, 'gzip, deflate, br');
    expect(br.headers['content-encoding'], path).toBe('br');
    expect(br.headers.vary, path).toMatch(/accept-encoding/i);
    const gzip = await headersOf(request, path, 'gzip');
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    const refused = await headersOf(request, path, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding'], path).toBeUndefined();
    const plain = await headersOf(request, path, null);
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    // Same content whichever way it travelled (Playwright decodes what it receives).
    expect(br.body.equals(plain.body), path).toBe(true);
    expect(gzip.body.equals(plain.body), path).toBe(true);
    if (path.startsWith('/assets/')) expect(br.headers['cache-control'], path).toContain('immutable');
  }

  // Rendered for each request (its time and poll orders differ): whole, whichever way it travelled.
  for (const path of ['/', '/polls']) {
    for (const [accepted, sent] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], [null, undefined]] as const) {
      const rendered = await headersOf(request, path, accepted, {});
      expect(rendered.headers['content-encoding'], path).toBe(sent);
      expect(rendered.headers.vary, path).toMatch(/accept-encoding.*cookie/i);
      const html = rendered.body.toString('utf8');
      expect(html, path).toContain('id="server-render-data"');
      expect(html.trimEnd().endsWith('</html>'), path).toBe(true);
    }
  }
});
