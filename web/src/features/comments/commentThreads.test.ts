import { describe, expect, it } from 'vitest';
import { buildThreads, threadSize, visualDepth } from './commentThreads';

const c = (id: string, parentId: string | null = null) => ({ id, parentId });
const shape = (nodes: ReturnType<typeof buildThreads>): unknown =>
  nodes.map((n) => (n.children.length ? { [n.item.id]: shape(n.children) } : n.item.id));

describe('buildThreads', () => {
  it('nests replies under their parents, keeping the list order', () => {
    const threads = buildThreads([c('a'), c('b'), c('a1', 'a'), c('a2', 'a'), c('a1x', 'a1'), c('b1', 'b'), c('c')]);
    expect(shape(threads)).toEqual([{ a: [{ a1: ['a1x'] }, 'a2'] }, { b: ['b1'] }, 'c']);
    expect(threads[0].children[0].children[0].depth).toBe(2);
  });

  it('shows replies to missing parents at the top level', () => {
    expect(shape(buildThreads([c('x', 'gone'), c('y')]))).toEqual(['x', 'y']);
  });

  it('handles replies listed before their parent', () => {
    expect(shape(buildThreads([c('r', 'p'), c('p')]))).toEqual([{ p: ['r'] }]);
  });

  it('ignores duplicates and self references', () => {
    expect(shape(buildThreads([c('a'), c('a'), c('s', 's')]))).toEqual(['a', 's']);
  });

  it('breaks cycles instead of losing comments', () => {
    const threads = buildThreads([c('a', 'b'), c('b', 'a')]);
    expect(threads.reduce((n, t) => n + threadSize(t), 0)).toBe(2);
  });

  it('returns nothing for an empty list', () => {
    expect(buildThreads([])).toEqual([]);
  });
});

describe('visualDepth', () => {
  it('caps the indentation', () => {
    expect(visualDepth(0)).toBe(0);
    expect(visualDepth(3)).toBe(3);
    expect(visualDepth(9)).toBe(4);
  });
});
