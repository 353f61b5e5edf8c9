import { describe, expect, it } from 'vitest';
import { appealOutcome, banAppealTokenOf } from './appealRules';
import { banLabel, subjectOf } from '../admin/actionLabels';

describe('appeal rules', () => {
  it("reads the appeal token from a BANNED login refusal's extensions only", () => {
    const banned = { errors: [{ message: 'Your account is suspended', extensions: { code: 'BANNED', appealToken: 'abc.def.ghi' } }] };
    expect(banAppealTokenOf(banned)).toBe('abc.def.ghi');
    expect(banAppealTokenOf({ errors: [{ message: 'x', extensions: { code: 'INVALID_CREDENTIALS', appealToken: 'abc' } }] })).toBeNull();
    expect(banAppealTokenOf({ errors: [{ message: 'x', extensions: { code: 'BANNED' } }] })).toBeNull();
    expect(banAppealTokenOf(new Error('network'))).toBeNull();
    expect(banAppealTokenOf(null)).toBeNull();
  });

  it('tells the member each outcome', () => {
    expect(appealOutcome('PENDING')).toBe('Your appeal is waiting for a decision.');
    expect(appealOutcome('OVERTURNED')).toBe('Your appeal was accepted and the action was undone.');
    expect(appealOutcome('UPHELD')).toBe('Your appeal was reviewed and the action stands.');
  });

  it('describes bans and subjects', () => {
    expect(banLabel('PERMANENT', null)).toBe('Permanent ban');
    expect(banLabel('SHADOW', null)).toBe('Shadow ban');
    expect(banLabel('TEMPORARY', '2026-11-26T17:00:00.000Z')).toMatch(/^Temporary ban until /);
    expect(banLabel(null, null)).toBeNull();
    expect(subjectOf({ postTitle: 'Break room', commentExcerpt: null })).toBe('Post: “Break room”');
    expect(subjectOf({ postTitle: 'Break room', commentExcerpt: 'Short' })).toBe('Comment: “Short”');
    expect(subjectOf({})).toBeNull();
  });
});
