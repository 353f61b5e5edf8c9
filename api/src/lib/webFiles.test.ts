import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from './logger.ts';
import { createWebFiles } from './webFiles.ts';

let dist: string | null = null;
let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  if (dist) await rm(dist, { recursive: true, force: true });
  server = null;
  dist = null;
});

async function serve(production: boolean, warn: (...args: unknown[]) => void): Promise<string> {
  dist = await mkdtemp(path.join(tmpdir(), 'web-files-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(dist, 'old.js'), 'console.log("an older build");');
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app-Bx12cd3.js'), 'console.log("hashed");');
  const handler = createWebFiles(dist, { production, log: { warn } as unknown as Logger });
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('web app files', () => {
  it('in production, a file removed since the start cuts off its answer and the server goes on', async () => {
    const warn = vi.fn();
    const base = await serve(true, warn);
    await rm(path.join(dist!, 'old.js'));
    await expect(fetch(`${base}/old.js`).then((response) => response.text())).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ path: '/old.js' }), 'A web app file could not be read');
    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>app</title>');
  });

  it('outside production, each request looks the file up: a new file is served, a removed one is not found', async () => {
    const base = await serve(false, vi.fn());
    await rm(path.join(dist!, 'old.js'));
    await writeFile(path.join(dist!, 'new.js'), 'console.log("the new build");');
    expect(await (await fetch(`${base}/new.js`)).text()).toContain('the new build');
    const removed = await fetch(`${base}/old.js`);
    expect(removed.status).toBe(404);
  });

  it('caches hashed assets for a year, and has the browser ask again for everything else', async () => {
    const base = await serve(true, vi.fn());
    expect((await fetch(`${base}/assets/app-Bx12cd3.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/old.js', '/some/address']) expect((await fetch(`${base}${page}`)).headers.get('cache-control'), page).toBe('no-cache');
  });
});
