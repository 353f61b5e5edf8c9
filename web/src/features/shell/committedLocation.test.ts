import { describe, expect, it } from 'vitest';
import { reportCommittedPath, whenPathCommitted } from './committedLocation';

describe('whenPathCommitted', () => {
  it('resolves at once when the path is already shown', async () => {
    reportCommittedPath('/a');
    await expect(whenPathCommitted('/a')).resolves.toBeUndefined();
  });

  it('waits for the path to be reported', async () => {
    reportCommittedPath('/settings');
    let done = false;
    const waiting = whenPathCommitted('/').then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    reportCommittedPath('/');
    await waiting;
    expect(done).toBe(true);
  });

  it('gives up after the timeout', async () => {
    reportCommittedPath('/x');
    await expect(whenPathCommitted('/never', 10)).resolves.toBeUndefined();
  });
});
