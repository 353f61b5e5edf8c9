import { describe, expect, it, vi } from 'vitest';
import { WS_RETRY_MAX_MS, getWsStatus, onWsReconnected, reconnectDelayMs, setWsStatus, subscribeWsStatus } from './wsStatus';

describe('reconnect backoff', () => {
  it('doubles from about 1 s up to 30 s, jittered between half and all of each step', () => {
    const low = (n: number) => reconnectDelayMs(n, () => 0);
    const high = (n: number) => reconnectDelayMs(n, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6].map(high)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect([0, 1, 2, 3, 4, 5].map(low)).toEqual([500, 1000, 2000, 4000, 8000, 15000]);
  });

  it('keeps retrying at the cap forever (no overflow for huge retry counts)', () => {
    for (const n of [10, 100, 10_000, Number.MAX_SAFE_INTEGER]) {
      const wait = reconnectDelayMs(n, () => 0.5);
      expect(wait).toBeGreaterThanOrEqual(WS_RETRY_MAX_MS / 2);
      expect(wait).toBeLessThanOrEqual(WS_RETRY_MAX_MS);
    }
  });
});

describe('connection status', () => {
  it('announces a reconnect only when the connection comes back after being down', () => {
    const reconnected = vi.fn();
    const changed = vi.fn();
    const offReconnected = onWsReconnected(reconnected);
    const offChanged = subscribeWsStatus(changed);
    setWsStatus('connecting');
    setWsStatus('connected');
    expect(reconnected).not.toHaveBeenCalled();
    setWsStatus('down');
    expect(getWsStatus()).toBe('down');
    setWsStatus('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);
    setWsStatus('connected');
    setWsStatus('idle');
    setWsStatus('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(6);
    offReconnected();
    offChanged();
    setWsStatus('down');
    setWsStatus('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);
  });
});
