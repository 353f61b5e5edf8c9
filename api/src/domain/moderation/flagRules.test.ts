import { describe, expect, it } from 'vitest';
import { FLAG_HIDE_THRESHOLD, FLAG_REASONS, FLAG_WEIGHTS, flagMessages, flagWeightOf, reachesHideThreshold, readFlagReason } from './flagRules.ts';

describe('flagWeightOf', () => {
  it('weighs a flag by the trust level of spec §5, at each boundary', () => {
    expect(flagWeightOf({ role: 'MEMBER', trustScore: 1000 })).toBe(FLAG_WEIGHTS.Excellent);
    expect(flagWeightOf({ role: 'MEMBER', trustScore: 800 })).toBe(FLAG_WEIGHTS.Excellent);
    expect(flagWeightOf({ role: 'MEMBER', trustScore: 799 })).toBe(FLAG_WEIGHTS.Good);
    expect(flagWeightOf({ role: 'MEMBER', trustScore: 600 })).toBe(FLAG_WEIGHTS.Good);
    expect(flagWeightOf({ role: 'MEMBER', trustScore: 599 })).toBe(FLAG_WEIGHTS.Fair);
    expect(flagWeightOf({ role: 'MEMBER', trustScore: 400 })).toBe(FLAG_WEIGHTS.Fair);
    expect(flagWeightOf({ role: 'MEMBER', trustScore: 399 })).toBe(FLAG_WEIGHTS.Poor);
    expect(flagWeightOf({ role: 'MEMBER', trustScore: 200 })).toBe(FLAG_WEIGHTS.Poor);
    expect(flagWeightOf({ role: 'MEMBER', trustScore: 199 })).toBe(FLAG_WEIGHTS['Very Poor']);
    expect(flagWeightOf({ role: 'MEMBER', trustScore: 0 })).toBe(FLAG_WEIGHTS['Very Poor']);
  });

  it('gives unscored members the default weight and admins the most, whatever their score', () => {
    expect(flagWeightOf({ role: 'MEMBER', trustScore: null })).toBe(FLAG_WEIGHTS['N/A']);
    expect(flagWeightOf({ role: 'ADMIN', trustScore: 0 })).toBe(FLAG_WEIGHTS.admin);
    expect(flagWeightOf({ role: 'GODMIN', trustScore: null })).toBe(FLAG_WEIGHTS.admin);
    const memberWeights = [FLAG_WEIGHTS.Excellent, FLAG_WEIGHTS.Good, FLAG_WEIGHTS.Fair, FLAG_WEIGHTS['N/A'], FLAG_WEIGHTS.Poor, FLAG_WEIGHTS['Very Poor']];
    expect(memberWeights).toEqual([...memberWeights].sort((a, b) => b - a));
    expect(Math.max(...memberWeights)).toBeLessThan(FLAG_WEIGHTS.admin);
  });

  it('hides at the threshold: one admin, two Excellent members or five unscored ones; one member alone never', () => {
    expect(reachesHideThreshold(FLAG_WEIGHTS.admin)).toBe(true);
    expect(reachesHideThreshold(2 * FLAG_WEIGHTS.Excellent)).toBe(true);
    expect(reachesHideThreshold(5 * FLAG_WEIGHTS['N/A'])).toBe(true);
    expect(reachesHideThreshold(4 * FLAG_WEIGHTS['N/A'])).toBe(false);
    expect(reachesHideThreshold(FLAG_WEIGHTS.Excellent)).toBe(false);
    expect(reachesHideThreshold(FLAG_HIDE_THRESHOLD - 1)).toBe(false);
    expect(reachesHideThreshold(1000 * FLAG_WEIGHTS['Very Poor'])).toBe(false);
  });
});

describe('readFlagReason', () => {
  it('takes a listed reason or the typed text, collapsing whitespace', () => {
    for (const reason of FLAG_REASONS.filter((r) => r !== 'Other')) expect(readFlagReason(reason)).toEqual({ ok: true, reason });
    expect(readFlagReason('  They posted   my address ')).toEqual({ ok: true, reason: 'They posted my address' });
    expect(readFlagReason('é'.repeat(500))).toEqual({ ok: true, reason: 'é'.repeat(500) });
  });

  it("refuses no reason, 'Other' alone and more than 500 characters with the messages", () => {
    for (const value of [undefined, null, '', '   ', 'Other', ' other ', 42]) expect(readFlagReason(value)).toEqual({ ok: false, message: flagMessages.reasonRequired });
    expect(readFlagReason('x'.repeat(501))).toEqual({ ok: false, message: flagMessages.reasonTooLong });
  });
});
