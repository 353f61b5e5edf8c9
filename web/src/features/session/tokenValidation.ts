// Client-side token acceptance (spec §5): three parts, parseable payload, not expired with a
// 60 s margin, contains userId and email, type 'auth', issued less than 24 hours ago.
// The signature is NOT checked here (the browser has no secret); the server is the judge.
// This check only decides whether a stored token is worth presenting to the server.

export const TOKEN_EXPIRY_MARGIN_MS = 60 * 1000;
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenValidationStatus = 'valid' | 'expired' | 'invalid' | 'malformed' | 'missing';

export interface TokenPayload {
  userId: number | string;
  email: string;
  role?: string;
  type: 'auth';
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

export type TokenValidation =
  | { status: 'valid'; payload: TokenPayload; expiresAt: number; remainingMs: number }
  | { status: 'expired'; reason: string; payload: TokenPayload }
  | { status: 'invalid' | 'malformed' | 'missing'; reason: string };

function base64UrlDecode(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Decodes the payload (middle part) of a JWT without verifying it; null when unreadable. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const json = base64UrlDecode(parts[1]);
  if (json == null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value != null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function validateToken(token: string | null | undefined, now: number = Date.now()): TokenValidation {
  if (token == null || token.trim() === '') return { status: 'missing', reason: 'No token stored' };
  if (token.split('.').length !== 3) return { status: 'malformed', reason: 'Token does not have three parts' };
  const claims = decodeTokenPayload(token);
  if (claims == null) return { status: 'malformed', reason: 'Token payload cannot be read' };

  const { userId, email, type, iat, exp } = claims;
  const hasUserId = (typeof userId === 'number' && Number.isFinite(userId)) || (typeof userId === 'string' && userId !== '');
  if (!hasUserId || typeof email !== 'string' || email === '') {
    return { status: 'invalid', reason: 'Token lacks userId or email' };
  }
  if (type !== 'auth') return { status: 'invalid', reason: 'Token is not an auth token' };
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return { status: 'invalid', reason: 'Token has no expiry' };
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return { status: 'invalid', reason: 'Token has no issue time' };

  const payload = claims as TokenPayload;
  const expiresAt = exp * 1000;
  if (now >= expiresAt - TOKEN_EXPIRY_MARGIN_MS) {
    return { status: 'expired', reason: 'Token has expired', payload };
  }
  if (now - iat * 1000 >= TOKEN_MAX_AGE_MS) {
    // Older than the maximum session age: treated like an expiry (the user signs in again).
    return { status: 'expired', reason: 'Token was issued more than 24 hours ago', payload };
  }
  return { status: 'valid', payload, expiresAt, remainingMs: expiresAt - now };
}

/** Milliseconds until the token must be treated as expired (expiry minus the margin). */
export function msUntilTokenExpiry(validation: TokenValidation & { status: 'valid' }, now: number = Date.now()): number {
  const byExp = validation.expiresAt - TOKEN_EXPIRY_MARGIN_MS - now;
  const byAge = validation.payload.iat * 1000 + TOKEN_MAX_AGE_MS - now;
  return Math.max(0, Math.min(byExp, byAge));
}
