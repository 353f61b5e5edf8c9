// The web app's files are sent precompressed (issue 11): the build writes .br and .gz beside
// each text file and the server sends the one Accept-Encoding allows (q-values honoured), the
// file itself without it; the page (index.html, also for client-side routes) the same way.
import { expect, test, type APIRequestContext } from '@playwright/test';

async function headersOf(request: APIRequestContext, path: string, acceptEncoding: string | null) {
  const response = await request.get(path, { headers: acceptEncoding === null ? { 'accept-encoding': '' } : { 'accept-encoding': acceptEncoding } });
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
});
