import { describe, expect, it } from 'vitest';
import { isOnboardingShortcut } from './onboardingEvents';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('isOnboardingShortcut', () => {
  it('is Ctrl+Shift+O (Cmd on a Mac)', () => {
    expect(isOnboardingShortcut(key('O', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isOnboardingShortcut(key('o', { metaKey: true, shiftKey: true }))).toBe(true);
    expect(isOnboardingShortcut(key('o', { ctrlKey: true }))).toBe(false);
    expect(isOnboardingShortcut(key('O', { ctrlKey: true, shiftKey: true, altKey: true }))).toBe(false);
    expect(isOnboardingShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});
