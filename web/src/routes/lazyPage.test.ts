import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, SKIP_WAITING_MESSAGE, importWithRetry, isStaleFileError, skipWaitingServiceWorker } from './lazyPage';

function env(reloadResult = false) {
  return { sleep: vi.fn(async () => undefined), reloadForStaleFile: vi.fn(() => reloadResult) };
}

describe('importWithRetry', () => {
  it('returns the module on the first success', async () => {
    const e = env();
    await expect(importWithRetry(async () => 'page', e)).resolves.toBe('page');
    expect(e.sleep).not.toHaveBeenCalled();
  });

  it('retries up to 3 attempts waiting 1 s then 2 s', async () => {
    const e = env();
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce('page');
    await expect(importWithRetry(importer, e)).resolves.toBe('page');
    expect(importer).toHaveBeenCalledTimes(3);
    expect(e.sleep.mock.calls).toEqual([[1000], [2000]]);
  });

  it('gives up after 3 attempts with a ChunkLoadError', async () => {
    const e = env();
    const importer = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(importWithRetry(importer, e)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('reloads on a stale-file error at the first attempt', async () => {
    const e = env(true);
    const importer = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js');
    });
    const outcome = await Promise.race([importWithRetry(importer, e), new Promise((r) => setTimeout(() => r('pending'), 20))]);
    expect(outcome).toBe('pending');
    expect(e.reloadForStaleFile).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('falls back to retries when a reload was just tried', async () => {
    const e = env(false);
    const importer = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js');
    });
    await expect(importWithRetry(importer, e)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(importer).toHaveBeenCalledTimes(3);
  });
});

describe('isStaleFileError', () => {
  it('recognises the browsers’ dynamic import failures', () => {
    expect(isStaleFileError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isStaleFileError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleFileError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleFileError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('skipWaitingServiceWorker', () => {
  it('tells the waiting service worker to skip waiting', async () => {
    const postMessage = vi.fn();
    const container = { getRegistration: vi.fn(async () => ({ waiting: { postMessage } })) } as unknown as ServiceWorkerContainer;
    await skipWaitingServiceWorker(container);
    expect(postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('does nothing without a service worker or a waiting one', async () => {
    await expect(skipWaitingServiceWorker(undefined)).resolves.toBeUndefined();
    const container = { getRegistration: vi.fn(async () => ({ waiting: null })) } as unknown as ServiceWorkerContainer;
    await expect(skipWaitingServiceWorker(container)).resolves.toBeUndefined();
    const failing = { getRegistration: vi.fn(async () => Promise.reject(new Error('denied'))) } as unknown as ServiceWorkerContainer;
    await expect(skipWaitingServiceWorker(failing)).resolves.toBeUndefined();
  });
});
