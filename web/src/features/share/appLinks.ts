// Leaving for the short-video platform (content spec §2 'Share helper', §7 'App-store and
// upload pages are opened', §9 'App-open timeouts 1 s, 1.5 s, 2 s'). A page cannot ask whether
// an app opened: it tries the app's address and watches whether the page went to the
// background before each wait runs out.
import type { SharePlatform } from './platform';

export const UPLOAD_PAGE_URL = 'https://www.tiktok.com/upload';
const APP_STORE_URL = 'https://apps.apple.com/app/id835599320';
const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=com.zhiliaoapp.musically';
/** The app's own scheme, straight to its camera. */
const APP_CAMERA_URL = 'snssdk1233://studio/publish';
/** Second tries: Android's intent form (its package), the app's other scheme on iOS. */
const ANDROID_INTENT_URL = 'intent://studio/publish#Intent;scheme=snssdk1233;package=com.zhiliaoapp.musically;end';
const IOS_OTHER_SCHEME_URL = 'tiktok://';
export const APP_OPEN_WAITS_MS = [1000, 1500, 2000] as const;

export const APP_OPEN_FAILED = 'Failed to open the app. Please try again.';
export const APP_OPEN_FAILED_COPY_MANUALLY = 'Failed to open the app. Please copy the caption manually.';
export const OPENING_APP_STORE = 'Opening App Store...';
export const OPENING_PLAY_STORE = 'Opening Play Store...';

export interface AppOpener {
  navigate: (url: string) => void;
  /** True once the page went to the background (the app came to the front). */
  left: () => boolean;
  wait: (ms: number) => Promise<void>;
}

/** The addresses tried in turn, one per wait: the scheme, the platform's second form, the scheme again. */
export function appOpenAttempts(platform: SharePlatform): string[] {
  const second = platform === 'android' ? ANDROID_INTENT_URL : IOS_OTHER_SCHEME_URL;
  return [APP_CAMERA_URL, second, APP_CAMERA_URL];
}

/** Tries each address with its wait (1 s, 1.5 s, 2 s); resolves whether the app came up. */
export async function openShortVideoApp(platform: SharePlatform, { navigate, left, wait }: AppOpener): Promise<boolean> {
  const attempts = appOpenAttempts(platform);
  for (let i = 0; i < attempts.length; i += 1) {
    navigate(attempts[i]);
    await wait(APP_OPEN_WAITS_MS[i]);
    if (left()) return true;
  }
  return false;
}

/**
 * The browser's way: the page hidden means the app took over. iOS and Android intents need the
 * page's own location (iOS answers an unknown scheme with a notice and stays; Chrome without the
 * app goes to its store page); elsewhere a hidden frame tries the scheme so a browser that cannot
 * open it keeps the page instead of showing an error page.
 */
export function browserAppOpener(platform: SharePlatform): AppOpener {
  let wentAway = false;
  const mark = () => {
    if (document.visibilityState === 'hidden') wentAway = true;
  };
  // The first change of visibility is the page going to the background.
  document.addEventListener('visibilitychange', mark, { once: true });
  window.addEventListener('pagehide', () => (wentAway = true), { once: true });
  return {
    navigate: (url) => {
      if (platform === 'ios' || url.startsWith('intent:')) {
        window.location.href = url;
        return;
      }
      const frame = document.createElement('iframe');
      frame.hidden = true;
      frame.src = url;
      document.body.appendChild(frame);
      setTimeout(() => frame.remove(), APP_OPEN_WAITS_MS[0]);
    },
    left: () => wentAway,
    wait: (ms) =>
      new Promise((resolve) =>
        setTimeout(() => {
          mark();
          resolve();
        }, ms),
      ),
  };
}

export function storeUrlFor(platform: SharePlatform): string | null {
  if (platform === 'ios') return APP_STORE_URL;
  if (platform === 'android') return PLAY_STORE_URL;
  return null;
}
