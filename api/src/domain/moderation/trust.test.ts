import { describe, expect, it } from 'vitest';
import { computeTrustScore, isRestrictedMember, TRUST_WEIGHTS, type TrustRecord } from './trust.ts';
import { trustLevelOf } from './levels.ts';

const clean: TrustRecord = {
  accountAgeDays: 0,
  emailVerified: false,
  posts: 0,
  comments: 0,
  upheldReports: 0,
  upheldFlaggedItems: 0,
  removedContent: 0,
  warningSeverities: [],
  bans: { TEMPORARY: 0, PERMANENT: 0, SHADOW: 0 },
};
const score = (record: Partial<TrustRecord>) => computeTrustScore({ ...clean, ...record });

describe('computeTrustScore', () => {
  it('starts a new member at 400 (Fair), 500 with a verified email', () => {
    expect(score({})).toBe(400);
    expect(score({ emailVerified: true })).toBe(500);
    expect(trustLevelOf(score({ emailVerified: true }))).toBe('Fair');
  });

  it('adds 4 per full week of membership, up to 200', () => {
    expect(score({ accountAgeDays: 6.9 })).toBe(400);
    expect(score({ accountAgeDays: 7 })).toBe(404);
    expect(score({ accountAgeDays: 70 })).toBe(440);
    expect(score({ accountAgeDays: 3650 })).toBe(600);
  });

  it('adds 5 per post and 2 per comment still up, up to 300', () => {
    expect(score({ posts: 10, comments: 10 })).toBe(470);
    expect(score({ posts: 1000, comments: 1000 })).toBe(700);
  });

  it('a long-standing, verified, active member with a clean record reaches 1000 (Excellent)', () => {
    const best = score({ emailVerified: true, accountAgeDays: 400, posts: 100 });
    expect(best).toBe(1000);
    expect(trustLevelOf(best)).toBe('Excellent');
  });

  it('takes off upheld reports (50), items with upheld flags (20), removed content (40)', () => {
    expect(score({ emailVerified: true, upheldReports: 2 })).toBe(400);
    expect(score({ emailVerified: true, upheldFlaggedItems: 1, removedContent: 1 })).toBe(440);
  });

  it('takes off 30 times the severity of each warning that counts', () => {
    expect(score({ emailVerified: true, warningSeverities: [1] })).toBe(470);
    expect(score({ emailVerified: true, warningSeverities: [5] })).toBe(350);
    expect(score({ emailVerified: true, warningSeverities: [2, 3] })).toBe(350);
  });

  it('takes off bans by type: temporary 100, shadow 150, permanent 300', () => {
    expect(score({ emailVerified: true, bans: { TEMPORARY: 1, SHADOW: 0, PERMANENT: 0 } })).toBe(400);
    expect(score({ emailVerified: true, bans: { TEMPORARY: 0, SHADOW: 1, PERMANENT: 0 } })).toBe(350);
    expect(score({ emailVerified: true, bans: { TEMPORARY: 0, SHADOW: 0, PERMANENT: 1 } })).toBe(200);
  });

  it('stays within 0 and 1000', () => {
    expect(score({ warningSeverities: [5, 5, 5, 5], bans: { TEMPORARY: 3, SHADOW: 1, PERMANENT: 1 } })).toBe(0);
    expect(score({ emailVerified: true, accountAgeDays: 10_000, posts: 10_000 })).toBe(1000);
    expect(TRUST_WEIGHTS.base + TRUST_WEIGHTS.verifiedEmail + TRUST_WEIGHTS.ageMax + TRUST_WEIGHTS.contributionsMax).toBe(1000);
  });
});

describe('isRestrictedMember', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const days = (n: number) => new Date(now - n * 86_400_000);
  it('restricts members in their first 7 days and members under 400; never admins', () => {
    expect(isRestrictedMember({ role: 'MEMBER', trustScore: 500, memberSince: days(6.9) }, now)).toBe(true);
    expect(isRestrictedMember({ role: 'MEMBER', trustScore: 500, memberSince: days(7) }, now)).toBe(false);
    expect(isRestrictedMember({ role: 'MEMBER', trustScore: 399, memberSince: days(100) }, now)).toBe(true);
    expect(isRestrictedMember({ role: 'MEMBER', trustScore: 400, memberSince: days(100) }, now)).toBe(false);
    expect(isRestrictedMember({ role: 'MEMBER', trustScore: null, memberSince: days(100) }, now)).toBe(false);
    expect(isRestrictedMember({ role: 'ADMIN', trustScore: 0, memberSince: days(0) }, now)).toBe(false);
  });
});
