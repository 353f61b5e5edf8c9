import { describe, expect, it } from 'vitest';
import { AUTO_RETRY_DELAY_MS, FAILURES_BEFORE_FALLBACK, afterLoadFailure } from './RouteErrorBoundary';

describe('the load-error boundary (content spec §4)', () => {
  it('retries by itself after 1.5 s and shows the fallback after 2 failures', () => {
    expect(AUTO_RETRY_DELAY_MS).toBe(1500);
    expect(FAILURES_BEFORE_FALLBACK).toBe(2);
    expect(afterLoadFailure(1)).toBe('autoRetry');
    expect(afterLoadFailure(2)).toBe('fallback');
    expect(afterLoadFailure(3)).toBe('fallback');
  });
});
