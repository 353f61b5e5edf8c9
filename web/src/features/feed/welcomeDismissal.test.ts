import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import { isDismissedWelcome, readLocalWelcomeDismissal, saveLocalWelcomeDismissal } from './welcomeDismissal';

describe('welcome dismissal on the device', () => {
  it('remembers each kind', () => {
    const storage = createMemoryStorage();
    expect(readLocalWelcomeDismissal(storage)).toEqual({ welcome: false, startHere: false });
    saveLocalWelcomeDismissal('welcome', storage);
    expect(readLocalWelcomeDismissal(storage)).toEqual({ welcome: true, startHere: false });
  });

  it('hides only the matching post', () => {
    const d = { welcome: true, startHere: false };
    expect(isDismissedWelcome({ isWelcome: true, isStartHere: false }, d)).toBe(true);
    expect(isDismissedWelcome({ isWelcome: false, isStartHere: true }, d)).toBe(false);
    expect(isDismissedWelcome({ isWelcome: false, isStartHere: false }, d)).toBe(false);
  });
});
