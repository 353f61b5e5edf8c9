// The viewer's block and mute relations as auth/session.ts reads them with the viewer (one
// statement). A module of its own so the viewer lookup imports nothing that imports it back.
import type { ViewerRelations } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** The relation rows auth/session.ts selects with the viewer. */
export const viewerRelationsSelect = {
  blocking: { select: { blockedId: true }, orderBy: { blockedId: 'asc' } },
  muting: { select: { mutedId: true }, orderBy: { mutedId: 'asc' } },
  blockedBy: { select: { blockerId: true }, orderBy: { blockerId: 'asc' } },
} satisfies Prisma.UserSelect;

export type ViewerRelationRows = Prisma.UserGetPayload<{ select: typeof viewerRelationsSelect }>;

export function viewerRelationsOf(rows: Partial<ViewerRelationRows>): ViewerRelations {
  return {
    blocked: (rows.blocking ?? []).map((r) => r.blockedId),
    muted: (rows.muting ?? []).map((r) => r.mutedId),
    blockedBy: (rows.blockedBy ?? []).map((r) => r.blockerId),
  };
}
