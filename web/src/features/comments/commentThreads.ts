// Threads from the flat comment list (Post.comments is flat, oldest first; replies point to
// their parent with parentId). Order is kept: roots in list order, replies under their
// parent in list order. A reply whose parent is not in the list (not loaded, or removed)
// is shown at the top level rather than dropped.

export interface ThreadItem {
  readonly id: string;
  readonly parentId: string | null | undefined;
}

export interface ThreadNode<T extends ThreadItem> {
  item: T;
  depth: number;
  children: ThreadNode<T>[];
}

/** Replies deeper than this are drawn at this depth (no further indentation). */
export const MAX_VISUAL_DEPTH = 4;

export function buildThreads<T extends ThreadItem>(items: readonly T[]): ThreadNode<T>[] {
  const nodes = new Map<string, ThreadNode<T>>();
  for (const item of items) {
    if (!nodes.has(item.id)) nodes.set(item.id, { item, depth: 0, children: [] });
  }
  const roots: ThreadNode<T>[] = [];
  for (const node of nodes.values()) {
    const parentId = node.item.parentId;
    const parent = parentId ? nodes.get(parentId) : undefined;
    if (parent && parent !== node && !isDescendant(node, parent)) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (node: ThreadNode<T>, depth: number) => {
    node.depth = depth;
    for (const child of node.children) setDepth(child, depth + 1);
  };
  for (const root of roots) setDepth(root, 0);
  return roots;
}

/** Guards against a malformed list where a comment would end up inside its own replies. */
function isDescendant<T extends ThreadItem>(ancestor: ThreadNode<T>, candidate: ThreadNode<T>): boolean {
  const stack = [...ancestor.children];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next === candidate) return true;
    stack.push(...next.children);
  }
  return false;
}

/** How far a comment at `depth` is indented. */
export function visualDepth(depth: number): number {
  return Math.min(Math.max(depth, 0), MAX_VISUAL_DEPTH);
}

/** Number of comments in a thread (the node and all its replies). */
export function threadSize<T extends ThreadItem>(node: ThreadNode<T>): number {
  return 1 + node.children.reduce((sum, child) => sum + threadSize(child), 0);
}
