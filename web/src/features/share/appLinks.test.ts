import { describe, expect, it } from 'vitest';
import { APP_OPEN_WAITS_MS, appOpenAttempts, openShortVideoApp, storeUrlFor, type AppOpener } from './appLinks';

function fakeOpener(leaveAfterAttempt: number | null) {
  const navigated: string[] = [];
  const waits: number[] = [];
  const opener: AppOpener = {
    navigate: (url) => navigated.push(url),
    left: () => leaveAfterAttempt !== null && navigated.length >= leaveAfterAttempt,
    wait: async (ms) => {
      waits.push(ms);
    },
  };
  return { opener, navigated, waits };
}

describe('openShortVideoApp', () => {
  it('stops at the first attempt after which the page went away', async () => {
    const { opener, navigated, waits } = fakeOpener(1);
    expect(await openShortVideoApp('ios', opener)).toBe(true);
    expect(navigated).toHaveLength(1);
    expect(waits).toEqual([1000]);
  });

  it('tries the second form after 1 s and the last after 1.5 s more', async () => {
    const { opener, navigated, waits } = fakeOpener(3);
    expect(await openShortVideoApp('android', opener)).toBe(true);
    expect(navigated).toEqual(appOpenAttempts('android'));
    expect(waits).toEqual([...APP_OPEN_WAITS_MS]);
  });

  it('reports failure when the page never left', async () => {
    const { opener, waits } = fakeOpener(null);
    expect(await openShortVideoApp('ios', opener)).toBe(false);
    expect(waits).toEqual([1000, 1500, 2000]);
  });

  it('uses an intent on Android and the other app scheme on iOS as the second form, never a web page', () => {
    expect(appOpenAttempts('android')[1]).toMatch(/^intent:/);
    expect(appOpenAttempts('ios')[1]).toMatch(/^tiktok:/);
    for (const platform of ['ios', 'android'] as const) for (const url of appOpenAttempts(platform)) expect(url).not.toMatch(/^https?:/);
  });
});

describe('storeUrlFor', () => {
  it('points phones to their store and desktops nowhere', () => {
    expect(storeUrlFor('ios')).toMatch(/apps\.apple\.com/);
    expect(storeUrlFor('android')).toMatch(/play\.google\.com/);
    expect(storeUrlFor('desktop')).toBeNull();
  });
});
