import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import { DEVICE_ID_KEY, getDeviceId } from './deviceId';

describe('device id', () => {
  it('is a random UUID kept on the device', () => {
    const storage = createMemoryStorage();
    const id = getDeviceId(storage);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceId(storage)).toBe(id);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(getDeviceId(createMemoryStorage())).not.toBe(id);
  });

  it('replaces a malformed stored value', () => {
    const storage = createMemoryStorage({ [DEVICE_ID_KEY]: 'tracking-cookie' });
    expect(getDeviceId(storage)).not.toBe('tracking-cookie');
  });
});
