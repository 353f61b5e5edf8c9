/**
 * GraphQL inputs say "not given" as null; the domain's validators expect undefined. Walks with a
 * stack, not recursion: JSON arguments (Slate content) may be nested to any depth, and the
 * domain's own depth check must answer for them (lib/richText.ts) instead of a stack overflow.
 */
export function withoutNulls<T>(value: T): T {
  const emptyCopy = (v: unknown): unknown => (Array.isArray(v) ? [] : v && typeof v === 'object' && !(v instanceof Date) ? {} : v);
  const root = emptyCopy(value);
  const pending: [unknown, unknown][] = root === value ? [] : [[value, root]];
  while (pending.length > 0) {
    const [source, target] = pending.pop()!;
    const entries = Array.isArray(source) ? source.map((v, i) => [i, v] as const) : Object.entries(source as object);
    for (const [key, v] of entries) {
      if (v === null && !Array.isArray(source)) continue;
      const copy = emptyCopy(v);
      (target as Record<string | number, unknown>)[key] = copy;
      if (copy !== v) pending.push([v, copy]);
    }
  }
  return root as T;
}
