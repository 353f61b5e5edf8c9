// Hidden welcome and start-here posts (content spec §4): members' choice is kept in their
// settings; guests' (and a failed save) on the device.
import { getStorage, readJson, writeJson, type KeyValueStorage } from '../session/storage';

export const WELCOME_DISMISSAL_KEY = 'wc.welcomeDismissed';

export interface WelcomeDismissal {
  welcome: boolean;
  startHere: boolean;
}

export function readLocalWelcomeDismissal(storage: KeyValueStorage = getStorage()): WelcomeDismissal {
  const value = readJson<Partial<WelcomeDismissal>>(WELCOME_DISMISSAL_KEY, storage);
  return { welcome: value?.welcome === true, startHere: value?.startHere === true };
}

export function saveLocalWelcomeDismissal(kind: 'welcome' | 'startHere', storage: KeyValueStorage = getStorage()): WelcomeDismissal {
  const next = { ...readLocalWelcomeDismissal(storage), [kind]: true };
  writeJson(WELCOME_DISMISSAL_KEY, next, storage);
  return next;
}

/** Whether a post is hidden by a dismissal. */
export function isDismissedWelcome(post: { isWelcome: boolean; isStartHere: boolean }, dismissal: WelcomeDismissal): boolean {
  return (post.isWelcome && dismissal.welcome) || (post.isStartHere && dismissal.startHere);
}
