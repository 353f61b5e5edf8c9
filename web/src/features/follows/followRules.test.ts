import { describe, expect, it } from 'vitest';
import { findFollow } from './followRules';

describe('findFollow', () => {
  const follows = [{ id: 'a', value: 'wages' }, null, { id: 'b', value: 'night shift' }];
  it('matches tags without regard to case or spacing', () => {
    expect(findFollow('Wages', follows)?.id).toBe('a');
    expect(findFollow('  Night   Shift ', follows)?.id).toBe('b');
    expect(findFollow('tips', follows)).toBeNull();
  });
});
