// A random id this browser keeps (crypto.randomUUID in local storage) and sends as the
// `x-device-id` header. The server only uses it for the anonymous daily vote on the feed
// poll, as a keyed hash; it is not tied to an account or stored in the clear.
import { getStorage, type KeyValueStorage } from '../session/storage';

export const DEVICE_ID_KEY = 'wc.deviceId';
export const DEVICE_ID_HEADER = 'x-device-id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers: a v4 UUID from getRandomValues.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let memoryId: string | null = null;

/** The device id, created on first use. A browser that refuses storage gets one per page load. */
export function getDeviceId(storage: KeyValueStorage = getStorage()): string {
  try {
    const stored = storage.getItem(DEVICE_ID_KEY);
    if (stored && UUID.test(stored)) return stored;
    const id = randomId();
    storage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    memoryId ??= randomId();
    return memoryId;
  }
}
