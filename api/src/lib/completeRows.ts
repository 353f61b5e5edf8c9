// Rows a read model built with every field its GraphQL callers may select (the feed's card rows,
// domain/posts/feed.ts): their fields answer from the row itself, without the Pothos prisma
// plugin's per-field look-up of how the row was loaded, which exists to load what a row lacks
// (lib/compiledExecution.ts). A read model hands marked rows to GraphQL only for a selection the
// rows hold (schema/post.ts feedCardCovers).
const COMPLETE = Symbol('completeRow');

/** Marks `row` (not enumerable: spreads and JSON never carry it). */
export function markComplete(row: object): void {
  if (!(COMPLETE in row)) Object.defineProperty(row, COMPLETE, { value: true });
}

/** Whether `value` (or its prototype, a shared row) was marked. */
export const isComplete = (value: unknown): boolean => typeof value === 'object' && value !== null && COMPLETE in value;
