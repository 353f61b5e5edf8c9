// Post votes and saves. One vote per member per post (unique constraint); concurrent requests
// of the same member on the same post are serialised by a transaction-scoped advisory lock, so
// counters never double count.
import type { Ctx } from '../../context.ts';
import { awardBadgesFor } from '../badges/awards.ts';
import type { VoteDirection } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireVerifiedViewer, requireViewer } from '../auth/session.ts';
import { findReadablePost } from './posts.ts';
import { hotRankSql } from './ranking.ts';
import { addKarma } from '../profiles/karma.ts';

export type VoteInput = 'UP' | 'DOWN' | null;

/** Reads 'up' | 'down' | null (REST) or UP | DOWN | null (GraphQL). */
export function readVote(input: unknown, allowDown = true): VoteInput {
  if (input === null || input === undefined || input === '' || input === 'none') return null;
  const value = String(input).toUpperCase();
  if (value === 'UP' || (allowDown && value === 'DOWN')) return value;
  throw new DomainError('VALIDATION', allowDown ? "Vote must be 'up', 'down' or null" : "Vote must be 'up' or null");
}

export const lockKeys = { postVote: 1, commentVote: 2 } as const;

export interface PostVoteResult {
  score: number;
  upvotes: number;
  downvotes: number;
  userVote: VoteDirection | null;
}

export interface VotePostInput {
  /** Numeric id or url id, as in findReadablePost. */
  postKey: number | string;
  vote: VoteInput;
}

export async function votePost(ctx: Ctx, input: VotePostInput): Promise<PostVoteResult> {
  const { postKey, vote } = input;
  const viewer = requireVerifiedViewer(ctx);
  const post = await findReadablePost(ctx, postKey);
  if (post.status !== 'PUBLISHED') throw new DomainError('VALIDATION', 'This post is not published yet');
  await ctx.limits.consume('votesByUser', String(viewer.id));
  const result = await ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${lockKeys.postVote}::int, hashtext(${`${post.id}:${viewer.id}`}))`;
    const existing = await tx.postVote.findUnique({
      where: { postId_userId: { postId: post.id, userId: viewer.id } },
      select: { direction: true },
    });
    const before = existing?.direction ?? null;
    if (before === vote) {
      const current = await tx.post.findUniqueOrThrow({ where: { id: post.id }, select: { score: true, upvotes: true, downvotes: true } });
      return { ...current, userVote: before };
    }
    if (vote === null) await tx.postVote.delete({ where: { postId_userId: { postId: post.id, userId: viewer.id } } });
    else
      await tx.postVote.upsert({
        where: { postId_userId: { postId: post.id, userId: viewer.id } },
        create: { postId: post.id, userId: viewer.id, direction: vote },
        update: { direction: vote },
      });
    const up = (vote === 'UP' ? 1 : 0) - (before === 'UP' ? 1 : 0);
    const down = (vote === 'DOWN' ? 1 : 0) - (before === 'DOWN' ? 1 : 0);
    const [row] = await tx.$queryRawUnsafe<{ score: number; upvotes: number; downvotes: number }[]>(
      `UPDATE "Post" SET "upvotes" = "upvotes" + $1, "downvotes" = "downvotes" + $2, "score" = "score" + $1 - $2,
         "hotRank" = ${hotRankSql('"score" + $1 - $2', '"commentCount"')}, "updatedAt" = now()
       WHERE "id" = $3 RETURNING "score", "upvotes", "downvotes"`,
      up,
      down,
      post.id,
    );
    await addKarma(tx, post.authorId, up - down, post.id);
    return { ...row!, userVote: vote };
  });
  await awardBadgesFor(ctx, { event: 'postVote', userId: viewer.id, recipientId: post.authorId });
  return result;
}

export interface SavePostInput {
  /** Numeric id or url id, as in findReadablePost. */
  postKey: number | string;
  saved: boolean;
}

export async function savePost(ctx: Ctx, input: SavePostInput): Promise<{ isSaved: boolean; saveCount: number }> {
  const { postKey, saved } = input;
  const viewer = requireViewer(ctx);
  const post = await findReadablePost(ctx, postKey);
  return ctx.db.$transaction(async (tx) => {
    // The unique (postId, userId) row makes saving idempotent; the counter moves only on change.
    const changed = saved
      ? await tx.$executeRaw`INSERT INTO "PostSave" ("postId", "userId", "createdAt") VALUES (${post.id}, ${viewer.id}, now()) ON CONFLICT ("postId", "userId") DO NOTHING`
      : await tx.$executeRaw`DELETE FROM "PostSave" WHERE "postId" = ${post.id} AND "userId" = ${viewer.id}`;
    const delta = changed === 1 ? (saved ? 1 : -1) : 0;
    const [row] = await tx.$queryRaw<{ saveCount: number }[]>`
      UPDATE "Post" SET "saveCount" = "saveCount" + ${delta} WHERE "id" = ${post.id} RETURNING "saveCount"`;
    return { isSaved: saved, saveCount: row!.saveCount };
  });
}
