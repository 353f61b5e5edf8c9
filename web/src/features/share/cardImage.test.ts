import { describe, expect, it } from 'vitest';
import { CARD_STYLES, cardFilename, cardImageOptions } from './cardImage';

describe('cardImageOptions', () => {
  it('draws PNG at scale 2 by default', () => {
    expect(cardImageOptions({})).toEqual({ scale: 2, type: 'image/png' });
    expect(cardImageOptions({ deviceMemory: 8, connection: { effectiveType: '4g', saveData: false } })).toEqual({ scale: 2, type: 'image/png' });
  });

  it('uses scale 1 on devices with under 1e9 bytes of memory', () => {
    expect(cardImageOptions({ deviceMemory: 0.5 }).scale).toBe(1);
    expect(cardImageOptions({ deviceMemory: 1 }).scale).toBe(2);
  });

  it('uses JPEG at 0.8 on 2g, slow-2g or data saver', () => {
    for (const connection of [{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g', saveData: true }]) {
      expect(cardImageOptions({ connection })).toEqual({ scale: 2, type: 'image/jpeg', quality: 0.8 });
    }
    expect(cardImageOptions({ connection: { effectiveType: '3g' } }).type).toBe('image/png');
  });
});

describe('cardFilename', () => {
  it('is the product prefix and the post id', () => {
    expect(cardFilename(42)).toBe('workers-commons-share-42.png');
    expect(cardFilename('42', 'image/jpeg')).toBe('workers-commons-share-42.jpg');
  });
});

describe('CARD_STYLES', () => {
  it('has four gradients, solid black and solid red', () => {
    expect(CARD_STYLES).toHaveLength(6);
    expect(CARD_STYLES.filter((s) => s.stops.length > 1)).toHaveLength(4);
    expect(CARD_STYLES.filter((s) => s.stops.length === 1).map((s) => s.stops[0])).toEqual(['#000000', '#b91c1c']);
  });
});
