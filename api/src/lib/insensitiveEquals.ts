// Prisma's case-insensitive `equals` is an ILIKE on PostgreSQL, where `%` and `_` are wildcards:
// a member's text compared that way must have them escaped to mean only itself.
import type { Prisma } from '../generated/prisma/client.ts';

export function insensitiveEquals(text: string): Prisma.StringFilter {
  return { equals: text.replace(/[\\%_]/g, '\\$&'), mode: 'insensitive' };
}
