// Helpers on the stored user that need no Relay (usable in unit tests and loaders).
import type { StoredUser } from './storage';

export function sameStoredUser(a: StoredUser | null, b: StoredUser | null): boolean {
  if (a == null || b == null) return a === b;
  const keys = Object.keys(a) as (keyof StoredUser)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Admin and godmin pass the admin guard (spec §6). */
export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'ADMIN' || role === 'GODMIN';
}
