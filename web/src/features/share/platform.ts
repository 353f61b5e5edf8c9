// Which device the share helper talks to (content spec §4 'Platform is detected as ios, android
// or desktop'): the app-opening and store links differ per platform.

export type SharePlatform = 'ios' | 'android' | 'desktop';

export interface DeviceHints {
  userAgent: string;
  /** navigator.platform: iPadOS reports 'MacIntel' and is told apart by its touch points. */
  platform?: string;
  maxTouchPoints?: number;
}

export function detectPlatform({ userAgent, platform = '', maxTouchPoints = 0 }: DeviceHints): SharePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

export function currentPlatform(): SharePlatform {
  if (typeof navigator === 'undefined') return 'desktop';
  return detectPlatform({ userAgent: navigator.userAgent, platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints });
}
