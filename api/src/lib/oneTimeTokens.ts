// Magic-link, email-verification, reset and setup tokens: 32 random bytes, only a SHA-256
// hash stored, single use, one purpose each; issuing one voids older unused ones.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import type { AuthTokenPurpose } from '../generated/prisma/client.ts';

export const tokenLifetimeMs: Record<AuthTokenPurpose, number> = {
  MAGIC_LINK: 15 * 60_000,
  VERIFY_EMAIL: 48 * 60 * 60_000,
  RESET_PASSWORD: 60 * 60_000,
  SETUP_PASSWORD: 24 * 60 * 60_000,
};

/** SHA-256 (hex) of a random secret: what is stored instead of it (personal access tokens too). */
export const hashSecret = (raw: string) => createHash('sha256').update(raw).digest('hex');

export async function issueOneTimeToken(
  db: Db,
  purpose: AuthTokenPurpose,
  target: { email: string; userId: number | null },
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.$transaction([
    db.authToken.updateMany({
      where: { purpose, email: target.email, usedAt: null },
      data: { usedAt: now },
    }),
    db.authToken.create({
      data: {
        purpose,
        email: target.email,
        userId: target.userId,
        tokenHash: hashSecret(raw),
        expiresAt: new Date(now.getTime() + tokenLifetimeMs[purpose]),
      },
    }),
  ]);
  return raw;
}

/** Marks the token used and returns it, or null when unknown, used, expired or of another purpose. */
export async function consumeOneTimeToken(db: Db, purpose: AuthTokenPurpose, raw: string) {
  if (!raw || raw.length > 200) return null;
  const tokenHash = hashSecret(raw);
  // A conditional update is the single-use guarantee: two concurrent uses cannot both win.
  const { count } = await db.authToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (count !== 1) return null;
  return db.authToken.findUnique({ where: { tokenHash } });
}
