// The user-facing texts of the auth pages (spec §8) and how failed calls map onto them.
import { ApiError, NetworkError, userMessage } from '../../relay/errors';

export const LOGIN_ERROR = 'An error occurred during login';
export const REGISTRATION_FAILED = 'Registration failed';
export const REGISTRATION_ERROR = 'An error occurred during registration';
export const MAGIC_LINK_FAILED = 'Failed to send magic link';
export const MAGIC_LINK_SENT = 'If your email is registered, you will receive a sign-in link shortly';
export const FORGOT_PASSWORD_SENT = 'If your email is registered, you will receive a password reset link';
export const PASSWORD_SETUP_SENT = 'If your email is registered, you will receive a link to set your password';
export const INVALID_MAGIC_LINK = 'Invalid or expired magic link';
export const VERIFICATION_ENDPOINT_NOT_FOUND = 'Verification endpoint not found';
export const VERIFICATION_SERVER_ERROR = 'Server error occurred during verification';
export const VERIFICATION_FAILED = 'Verification failed';
export const INVALID_TOKEN = 'Invalid or expired token';

/** Magic-link verification errors (spec §8): 400, 404, 5xx, else 'Verification failed'. */
export function magicLinkErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_MAGIC_LINK' || error.code === 'INVALID_TOKEN' || error.status === 400) return INVALID_MAGIC_LINK;
    if (error.status === 404 || error.code === 'NOT_FOUND') return VERIFICATION_ENDPOINT_NOT_FOUND;
    if (error.status >= 500) return VERIFICATION_SERVER_ERROR;
    if (error.code === 'RATE_LIMITED' || error.code === 'BANNED') return error.message;
  }
  return VERIFICATION_FAILED;
}

/** Token-based page errors (verify e-mail, reset and set up password). */
export function tokenErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'INVALID_TOKEN' || error.code === 'INVALID_MAGIC_LINK')) return INVALID_TOKEN;
  return userMessage(error, INVALID_TOKEN);
}

/**
 * Forgot password always answers with the generic text, so the page never reveals
 * whether an address has an account. Only "could not reach the server" and rate limits
 * are reported as such (they say nothing about the address).
 */
export function forgotPasswordOutcome(error: unknown): { ok: true; message: string } | { ok: false; message: string } {
  if (error instanceof NetworkError) return { ok: false, message: error.message };
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return { ok: false, message: error.message };
  return { ok: true, message: FORGOT_PASSWORD_SENT };
}

export function isNoPasswordSetError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NO_PASSWORD_SET' || error.message === 'No password set');
}
