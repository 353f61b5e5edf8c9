import { describe, expect, it } from 'vitest';
import { batchLoad } from './requestBatch.ts';

describe('batchLoad', () => {
  it('loads the keys asked for in one turn with one call, per request and kind, and later keys in another', async () => {
    const calls: number[][] = [];
    const double = async (keys: number[]) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k * 2]));
    };
    const request = {};
    const first = await Promise.all([1, 2, 2, 3].map((k) => batchLoad(request, 'double', k, double)));
    expect(first).toEqual([2, 4, 4, 6]);
    expect(calls).toEqual([[1, 2, 3]]);

    const other = {};
    await Promise.all([batchLoad(request, 'double', 4, double), batchLoad(other, 'double', 5, double)]);
    expect(calls.slice(1)).toEqual([[4], [5]]);
    expect(await batchLoad(request, 'double', 9, async () => new Map())).toBeUndefined();
  });
});
