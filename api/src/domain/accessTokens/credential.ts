// Personal access tokens as credentials: what a secret looks like, how it is stored (its SHA-256
// only) and the refusals a token request can meet. No import of the session module, which reads
// tokens through this one.
import { randomBytes } from 'node:crypto';
import { hashSecret } from '../../lib/oneTimeTokens.ts';

/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const ACCESS_TOKEN_PREFIX = 'wct_';
/** Characters of the secret kept in the clear (the `wct_` prefix and 6 of its 43 random ones): tells a member's tokens apart. */
const SHOWN_PREFIX_LENGTH = ACCESS_TOKEN_PREFIX.length + 6;
/** 32 random bytes in base64url, after the prefix. */
const SECRET_PATTERN = /^wct_[A-Za-z0-9_-]{43}$/;

export const accessTokenMessages = {
  nameRequired: 'Please give the token a name',
  nameTooLong: 'The name must be at most 60 characters',
  nameTaken: 'You already have a token with this name',
  scopeInvalid: 'Choose read or read and write',
  expiryInvalid: 'Expiry must be 7, 30, 90 or 365 days, or none',
  tooMany: (max: number) => `You can have at most ${max} access tokens. Revoke one you no longer use first.`,
  notFound: 'Access token not found',
  sessionRequired: 'Access tokens cannot do this. Sign in to Workers Commons to continue.',
  adminRefused: 'Admin and moderation actions do not accept access tokens. Sign in to Workers Commons to continue.',
  readOnly: 'This access token is read-only: it cannot make changes.',
  readOnlyStream: 'This access token is read-only: it cannot subscribe to private updates.',
} as const;

export const isAccessTokenSecret = (token: string) => token.startsWith(ACCESS_TOKEN_PREFIX);

/** The hash to look a presented secret up by, or null when it cannot be one of ours. */
export function accessTokenLookupHash(token: string): string | null {
  return SECRET_PATTERN.test(token) ? hashSecret(token) : null;
}

/** A new secret, its stored hash and the part shown in the list. */
export function newAccessTokenSecret(): { secret: string; tokenHash: string; prefix: string } {
  const secret = ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { secret, tokenHash: hashSecret(secret), prefix: secret.slice(0, SHOWN_PREFIX_LENGTH) };
}

/** The live-stream id of a token's requests: revoking the token ends the streams opened with it. */
export const accessTokenSessionId = (tokenId: number) => `pat:${tokenId}`;

/** A day as stored in a @db.Date column: midnight UTC. */
export function utcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}
