import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_PAGES_MANIFEST, landingPageFinder } from './landingPages.ts';

let dist: string | null = null;
afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
  dist = null;
});

async function buildWith(pages: unknown): Promise<string> {
  dist ??= await mkdtemp(path.join(tmpdir(), 'landing-'));
  await mkdir(path.join(dist, path.dirname(LANDING_PAGES_MANIFEST)), { recursive: true });
  await writeFile(path.join(dist, LANDING_PAGES_MANIFEST), JSON.stringify(pages));
  return dist;
}

describe('landing pages', () => {
  it('finds the page of a landing route by its pattern, and none for other addresses', async () => {
    const home = { pattern: '^\\/$', file: 'landing/home.html', renderedFile: 'landing/home.rendered.html' };
    const polls = { pattern: '^\\/polls\\/?$', file: 'landing/polls.html', renderedFile: 'landing/polls.rendered.html' };
    const find = landingPageFinder(await buildWith([home, polls]), false);
    expect(find('/')).toEqual(home);
    expect(find('/polls/')).toEqual(polls);
    expect(find('/polls/x')).toBeNull();
    expect(find('/about')).toBeNull();
  });

  it('serves index.html everywhere when the build has no list, and reads a new build’s list when asked to', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'landing-none-'));
    expect(landingPageFinder(empty, false)('/')).toBeNull();
    await rm(empty, { recursive: true });
    const root = await buildWith([]);
    const reloading = landingPageFinder(root, true);
    const kept = landingPageFinder(root, false);
    expect(reloading('/')).toBeNull();
    expect(kept('/')).toBeNull();
    await buildWith([{ pattern: '^\\/$', file: 'landing/home.html', renderedFile: 'landing/home.rendered.html' }]);
    expect(reloading('/')?.file).toBe('landing/home.html');
    expect(kept('/')).toBeNull();
  });
});
