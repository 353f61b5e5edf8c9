import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import { DISMISSED_POLLS_LIMIT, dismissPoll, isPollDismissed, readDismissedPolls } from './pollDismissal';

describe('feed poll dismissal', () => {
  it('is remembered per poll', () => {
    const storage = createMemoryStorage();
    expect(isPollDismissed('a', storage)).toBe(false);
    dismissPoll('a', storage);
    dismissPoll('a', storage);
    expect(isPollDismissed('a', storage)).toBe(true);
    expect(isPollDismissed('b', storage)).toBe(false);
    expect(readDismissedPolls(storage)).toEqual(['a']);
  });

  it('keeps the newest dismissals only', () => {
    const storage = createMemoryStorage();
    for (let i = 0; i <= DISMISSED_POLLS_LIMIT; i++) dismissPoll(`p${i}`, storage);
    expect(isPollDismissed('p0', storage)).toBe(false);
    expect(isPollDismissed(`p${DISMISSED_POLLS_LIMIT}`, storage)).toBe(true);
  });
});
