import { describe, expect, it, vi } from 'vitest';
import { appendAuthEvent, emitInvalidToken, logAuthEvent, onInvalidToken, readAuthEvents } from './authEvents';
import { createMemoryStorage } from './storage';

describe('critical auth event log', () => {
  it('keeps only the last 10 events', () => {
    let log: ReturnType<typeof appendAuthEvent> = [];
    for (let i = 0; i < 15; i += 1) log = appendAuthEvent(log, { type: 'login', at: String(i) });
    expect(log).toHaveLength(10);
    expect(log[0].at).toBe('5');
    expect(log[9].at).toBe('14');
  });

  it('persists events in storage', () => {
    const storage = createMemoryStorage();
    logAuthEvent('logout', undefined, storage, new Date(0));
    logAuthEvent('token_rejected', 'HTTP 401', storage, new Date(1000));
    expect(readAuthEvents(storage)).toEqual([
      { type: 'logout', at: '1970-01-01T00:00:00.000Z' },
      { type: 'token_rejected', at: '1970-01-01T00:00:01.000Z', detail: 'HTTP 401' },
    ]);
  });

  it('ignores a corrupt log', () => {
    const storage = createMemoryStorage({ 'wc.authEvents': '{"nope":true}' });
    expect(readAuthEvents(storage)).toEqual([]);
  });
});

describe('invalid token events', () => {
  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const off = onInvalidToken(listener);
    emitInvalidToken('HTTP 401');
    off();
    emitInvalidToken('HTTP 403');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('HTTP 401');
  });
});
