// Who agreed to analytics. A signed-in member's choice is their setting (privacy.analyticsConsent,
// read with the viewer); a guest's is what this device's prompt stored. Null means not chosen,
// which counts as no: nothing but anonymous share counts is sent until someone says yes.
import { getStorage, readJson, STORAGE_KEYS, writeJson } from '../session/storage';

type DeviceChoice = 'granted' | 'denied';

export interface ConsentView {
  /** False while a signed-in member's setting has not arrived yet: no prompt, nothing sent. */
  known: boolean;
  choice: boolean | null;
}

let member: { userId: number; choice: boolean | null } | null = null;
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version++;
  for (const listener of [...listeners]) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever a choice changes (for useSyncExternalStore). */
export const consentVersion = () => version;

export function readDeviceConsent(): boolean | null {
  const stored = readJson<DeviceChoice>(STORAGE_KEYS.analyticsConsent, getStorage());
  return stored === 'granted' ? true : stored === 'denied' ? false : null;
}

export function setDeviceConsent(choice: boolean): void {
  writeJson(STORAGE_KEYS.analyticsConsent, choice ? 'granted' : 'denied');
  emit();
}

/** The signed-in member's setting, as the server answered it (or as they just chose it). */
export function setMemberConsent(userId: number, choice: boolean | null): void {
  if (member?.userId === userId && member.choice === choice) return;
  member = { userId, choice };
  emit();
}

/** The choice that applies: the member's setting when signed in (userId), else this device's. */
export function effectiveConsent(signedInUserId: number | null): ConsentView {
  if (signedInUserId === null) return { known: true, choice: readDeviceConsent() };
  if (member?.userId !== signedInUserId) return { known: false, choice: null };
  return { known: true, choice: member.choice };
}
