// Boxes a visitor closed (content spec §2 'Sidebars': campaign and community boxes can be
// dismissed, and the dismissal is remembered on the device).
import { getStorage, readJson, writeJson, type KeyValueStorage } from '../session/storage';

export const DISMISSED_BOXES_KEY = 'wc.dismissedBoxes';

export type BoxId = 'myCommunities' | 'activeCampaigns' | 'suggestedCommunities' | 'suggestedMembers';
const BOX_IDS: readonly BoxId[] = ['myCommunities', 'activeCampaigns', 'suggestedCommunities', 'suggestedMembers'];

export function readDismissedBoxes(storage: KeyValueStorage = getStorage()): BoxId[] {
  const value = readJson<unknown>(DISMISSED_BOXES_KEY, storage);
  return Array.isArray(value) ? BOX_IDS.filter((id) => value.includes(id)) : [];
}

export function dismissBox(id: BoxId, storage: KeyValueStorage = getStorage()): BoxId[] {
  const next = [...new Set([...readDismissedBoxes(storage), id])];
  writeJson(DISMISSED_BOXES_KEY, next, storage);
  return next;
}
