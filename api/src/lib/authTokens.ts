// Session tokens: JWT HS256 with the spec's payload (userId, email, role, type 'auth', iat, exp)
// plus `epoch`, the user's session epoch at issue time (logout everywhere bumps it), and `jti`,
// the token's own id (a single-device logout records it as revoked).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export type TokenRole = 'member' | 'admin' | 'godmin';
export interface TokenClaims {
  userId: number;
  email: string;
  role: TokenRole;
  type: 'auth';
  epoch: number;
  /** The token's id: one per sign-in. */
  jti: string;
  iat: number;
  exp: number;
}
export type TokenCheck =
  | { status: 'valid'; claims: TokenClaims }
  | { status: 'expired' | 'invalid' | 'malformed' | 'missing' };

export interface AuthTokens {
  issue(user: { id: number; email: string; role: string; sessionEpoch: number }): Promise<string>;
  check(token: string | null | undefined): Promise<TokenCheck>;
  /**
   * A signed token for one purpose only (type is the purpose, audience 'workers-commons:<purpose>'),
   * never accepted as a session: `check` requires type 'auth'. Used for the ban appeal link and
   * the unsubscribe links of mail (domain/settings/unsubscribe.ts).
   */
  issuePurpose(purpose: TokenPurpose, claims: Record<string, string | number>, expiresAt: Date): Promise<string>;
  /** The claims of a valid, unexpired token of `purpose`, else null. */
  checkPurpose(purpose: TokenPurpose, token: string | null | undefined): Promise<Record<string, unknown> | null>;
  /** HMAC-SHA256 (hex) of `data` under the signing secret: an unlinkable, unforgeable key (anonymous poll votes). */
  keyedHash(data: string): string;
}

/** Purposes of the signed purpose-bound tokens (issuePurpose). */
export type TokenPurpose = 'ban_appeal' | 'unsubscribe';

/** The signing secret: JWT_SECRET, or one generated once and kept in DATA_DIR. */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  }
}

/** Tokens whose signature was verified, kept per app (oldest out first): a member's every request carries the same one. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createAuthTokens(secret: Uint8Array, now: () => number = Date.now): AuthTokens {
  // The HMAC check through WebCrypto was ~5% of a feed request's main-thread time; a token's
  // signature does not change, so it is checked once. Revocation, epoch and bans are read from the
  // database on every request (auth/session.ts), expiry and the iat window below on every check.
  const verified = new Map<string, JWTPayload>();
  return {
    async issue(user) {
      return new SignJWT({
        userId: user.id,
        email: user.email,
        role: user.role.toLowerCase(),
        type: 'auth',
        epoch: user.sessionEpoch,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        // Each sign-in is its own session, so a single-device logout revokes only this token.
        .setJti(randomUUID())
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(now() / 1000) + TOKEN_LIFETIME_SECONDS)
        .sign(secret);
    },
    async check(token) {
      if (!token) return { status: 'missing' };
      if (token.split('.').length !== 3) return { status: 'malformed' };
      try {
        let payload = verified.get(token);
        if (payload) {
          // The signature was checked when the token was first seen; the time checks run each time.
          if (typeof payload.exp === 'number' && payload.exp <= Math.floor(now() / 1000)) {
            verified.delete(token);
            return { status: 'expired' };
          }
        } else {
          payload = (await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now()) })).payload;
          verified.set(token, payload);
          if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        }
        const nowSeconds = Math.floor(now() / 1000);
        const valid =
          typeof payload.userId === 'number' &&
          typeof payload.email === 'string' &&
          payload.type === 'auth' &&
          typeof payload.iat === 'number' &&
          typeof payload.exp === 'number' &&
          typeof payload.epoch === 'number' &&
          typeof payload.jti === 'string' &&
          payload.jti.length > 0 &&
          payload.jti.length <= 64 &&
          nowSeconds - payload.iat < TOKEN_LIFETIME_SECONDS &&
          payload.iat <= nowSeconds + 60;
        return valid ? { status: 'valid', claims: payload as unknown as TokenClaims } : { status: 'invalid' };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return { status: 'expired' };
        if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid) return { status: 'malformed' };
        return { status: 'invalid' };
      }
    },
    async issuePurpose(purpose, claims, expiresAt) {
      return new SignJWT({ ...claims, type: purpose })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience(`workers-commons:${purpose}`)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
    },
    async checkPurpose(purpose, token) {
      if (!token || token.length > 2000 || token.split('.').length !== 3) return null;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: `workers-commons:${purpose}`, currentDate: new Date(now()) });
        return payload.type === purpose ? (payload as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
    keyedHash(data) {
      return createHmac('sha256', secret).update(data).digest('hex');
    },
  };
}
