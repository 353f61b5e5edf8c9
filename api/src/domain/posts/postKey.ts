// A post named by its numeric id or its url id, as every path and argument may name it. A module
// of its own so that areas posts.ts imports (polls) can use it without an import cycle.
import type { Prisma } from '../../generated/prisma/client.ts';

export function postKeyWhere(idOrUrlId: string | number): Prisma.PostWhereInput {
  const key = String(idOrUrlId).trim();
  const numeric = /^\d{1,9}$/.test(key) ? Number(key) : null;
  return numeric !== null ? { OR: [{ id: numeric }, { urlId: key }] } : { urlId: key };
}
