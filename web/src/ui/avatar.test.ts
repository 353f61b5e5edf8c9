import { describe, expect, it } from 'vitest';
import { avatarInitials, readableTextColor } from './avatar';

describe('avatarInitials', () => {
  it('uses the first letters of two words', () => {
    expect(avatarInitials('Rosa Parks')).toBe('RP');
    expect(avatarInitials('  mary   jones  smith')).toBe('MJ');
  });

  it('uses the first two characters of a single word', () => {
    expect(avatarInitials('organizer')).toBe('OR');
    expect(avatarInitials('x')).toBe('X');
  });

  it('falls back to a question mark', () => {
    expect(avatarInitials('')).toBe('?');
    expect(avatarInitials(null)).toBe('?');
  });
});

describe('readableTextColor', () => {
  it('picks white on dark and black on light colours', () => {
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff');
    expect(readableTextColor('#fde68a')).toBe('#000000');
    expect(readableTextColor('nonsense')).toBe('#ffffff');
  });
});
