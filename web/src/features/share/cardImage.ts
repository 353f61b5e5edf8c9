// How the share card becomes a file (content spec §9 'Short-video share'): a 540x960 preview
// drawn at scale 2 into 1080x1920 (scale 1 on devices with under 1 GB of memory), PNG, or JPEG
// at 0.8 on slow connections; each image waits at most 3 s; the file is named after the post.

export const CARD_PREVIEW_WIDTH = 540;
export const CARD_PREVIEW_HEIGHT = 960;
export const CARD_IMAGE_TIMEOUT_MS = 3000;
export const CARD_FILE_PREFIX = 'workers-commons-share-';
const LOW_MEMORY_BYTES = 1e9;
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

export type CardImageType = 'image/png' | 'image/jpeg';

export interface CardImageOptions {
  scale: 1 | 2;
  type: CardImageType;
  /** Only for JPEG. */
  quality?: number;
}

export interface DeviceCapabilities {
  /** navigator.deviceMemory: gigabytes, rounded (0.25, 0.5, 1, 2, …); undefined where unknown. */
  deviceMemory?: number;
  connection?: { effectiveType?: string; saveData?: boolean };
}

export function cardImageOptions({ deviceMemory, connection }: DeviceCapabilities): CardImageOptions {
  const lowMemory = deviceMemory !== undefined && deviceMemory * 1e9 < LOW_MEMORY_BYTES;
  const slow = connection !== undefined && (connection.saveData === true || SLOW_CONNECTIONS.has(connection.effectiveType ?? ''));
  return { scale: lowMemory ? 1 : 2, ...(slow ? { type: 'image/jpeg', quality: 0.8 } : { type: 'image/png' }) };
}

export function currentCardImageOptions(): CardImageOptions {
  if (typeof navigator === 'undefined') return cardImageOptions({});
  const hints = navigator as Navigator & DeviceCapabilities;
  return cardImageOptions({ deviceMemory: hints.deviceMemory, connection: hints.connection });
}

/** 'workers-commons-share-{postId}.png' (.jpg for a JPEG, so the file opens as what it is). */
export function cardFilename(postId: string | number, type: CardImageType = 'image/png'): string {
  return `${CARD_FILE_PREFIX}${postId}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}

export interface CardStyle {
  id: string;
  label: string;
  /** CSS background of the card. */
  background: string;
  /** Canvas gradient stops for the fallback drawing (one colour = solid). */
  stops: readonly string[];
}

/** Six card styles (spec §2): four gradients, solid black, solid red. */
export const CARD_STYLES: readonly CardStyle[] = [
  { id: 'sunrise', label: 'Sunrise gradient', background: 'linear-gradient(160deg, #f97316, #db2777)', stops: ['#f97316', '#db2777'] },
  { id: 'ocean', label: 'Ocean gradient', background: 'linear-gradient(160deg, #0ea5e9, #4f46e5)', stops: ['#0ea5e9', '#4f46e5'] },
  { id: 'forest', label: 'Forest gradient', background: 'linear-gradient(160deg, #059669, #0f766e)', stops: ['#059669', '#0f766e'] },
  { id: 'dusk', label: 'Dusk gradient', background: 'linear-gradient(160deg, #7c3aed, #1e1b4b)', stops: ['#7c3aed', '#1e1b4b'] },
  { id: 'black', label: 'Solid black', background: '#000000', stops: ['#000000'] },
  { id: 'red', label: 'Solid red', background: '#b91c1c', stops: ['#b91c1c'] },
];
