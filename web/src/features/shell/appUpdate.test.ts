import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_ID_URL,
  UPDATE_CHECK_EVERY_MS,
  UPDATE_CHECK_FIRST_MS,
  fetchDeployedBuildId,
  startUpdateChecks,
} from './appUpdate';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function setup(deployed: Array<string | null>, loaded: string | null = 'build-a') {
  const fetchDeployed = vi.fn(async () => (deployed.length > 1 ? deployed.shift()! : deployed[0]!));
  const onNewVersion = vi.fn();
  const stop = startUpdateChecks({ loaded, fetchDeployed, onNewVersion });
  return { fetchDeployed, onNewVersion, stop };
}

describe('startUpdateChecks', () => {
  it('checks first after 30 s, then every 5 minutes', async () => {
    const { fetchDeployed } = setup(['build-a']);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_FIRST_MS - 1);
    expect(fetchDeployed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchDeployed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_EVERY_MS - 1);
    expect(fetchDeployed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchDeployed).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_EVERY_MS * 3);
    expect(fetchDeployed).toHaveBeenCalledTimes(5);
  });

  it('reports a new version only when the deployed id differs', async () => {
    const { onNewVersion } = setup(['build-a', null, 'build-b']);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_FIRST_MS);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_EVERY_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_EVERY_MS);
    expect(onNewVersion).toHaveBeenCalledWith('build-b');
  });

  it('stops checking when stopped, and never checks without a build id of its own', async () => {
    const running = setup(['build-b']);
    running.stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_FIRST_MS + UPDATE_CHECK_EVERY_MS);
    expect(running.fetchDeployed).not.toHaveBeenCalled();
    const dev = setup(['build-b'], null);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_FIRST_MS + UPDATE_CHECK_EVERY_MS);
    expect(dev.fetchDeployed).not.toHaveBeenCalled();
  });
});

describe('fetchDeployedBuildId', () => {
  it('reads the id from /version.json without the cache', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ buildId: 'build-b' }), { status: 200 }));
    await expect(fetchDeployedBuildId(fetcher as unknown as typeof fetch)).resolves.toBe('build-b');
    expect(fetcher).toHaveBeenCalledWith(BUILD_ID_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('is null for failures and for answers that are not a build id (the app page, a 404)', async () => {
    const answer = (res: Response | Error) =>
      fetchDeployedBuildId((async () => {
        if (res instanceof Error) throw res;
        return res;
      }) as unknown as typeof fetch);
    await expect(answer(new Error('offline'))).resolves.toBeNull();
    await expect(answer(new Response('<!doctype html>', { status: 200 }))).resolves.toBeNull();
    await expect(answer(new Response('{}', { status: 404 }))).resolves.toBeNull();
    await expect(answer(new Response('{"buildId":""}', { status: 200 }))).resolves.toBeNull();
  });
});
