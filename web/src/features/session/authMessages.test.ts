import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, NetworkError } from '../../relay/errors';
import {
  FORGOT_PASSWORD_SENT,
  INVALID_MAGIC_LINK,
  INVALID_TOKEN,
  VERIFICATION_ENDPOINT_NOT_FOUND,
  VERIFICATION_FAILED,
  VERIFICATION_SERVER_ERROR,
  forgotPasswordOutcome,
  isNoPasswordSetError,
  magicLinkErrorMessage,
  tokenErrorMessage,
} from './authMessages';

const apiError = (status: number, code?: string, message = 'Server says no') =>
  new ApiError({ status, endpoint: '/graphql', errors: [{ message, extensions: code ? { code } : {} }] });

describe('magicLinkErrorMessage', () => {
  it('maps the spec cases', () => {
    expect(magicLinkErrorMessage(apiError(200, 'INVALID_MAGIC_LINK'))).toBe(INVALID_MAGIC_LINK);
    expect(magicLinkErrorMessage(apiError(400))).toBe(INVALID_MAGIC_LINK);
    expect(magicLinkErrorMessage(new ApiError({ status: 404, endpoint: '/graphql' }))).toBe(VERIFICATION_ENDPOINT_NOT_FOUND);
    expect(magicLinkErrorMessage(new ApiError({ status: 502, endpoint: '/graphql' }))).toBe(VERIFICATION_SERVER_ERROR);
    expect(magicLinkErrorMessage(apiError(200, 'SOMETHING'))).toBe(VERIFICATION_FAILED);
    expect(magicLinkErrorMessage(new Error('x'))).toBe(VERIFICATION_FAILED);
  });

  it('shows the network message when the server is unreachable', () => {
    expect(magicLinkErrorMessage(new NetworkError('/graphql'))).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('tokenErrorMessage', () => {
  it('uses the spec text for invalid tokens and the server text otherwise', () => {
    expect(tokenErrorMessage(apiError(200, 'INVALID_TOKEN', 'anything'))).toBe(INVALID_TOKEN);
    expect(tokenErrorMessage(apiError(200, 'VALIDATION', 'Password must be at least 8 characters long'))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(tokenErrorMessage(new Error('x'))).toBe(INVALID_TOKEN);
  });
});

describe('forgotPasswordOutcome', () => {
  it('answers generically except for network trouble and rate limits', () => {
    expect(forgotPasswordOutcome(apiError(200, 'NOT_FOUND'))).toEqual({ ok: true, message: FORGOT_PASSWORD_SENT });
    expect(forgotPasswordOutcome(null)).toEqual({ ok: true, message: FORGOT_PASSWORD_SENT });
    expect(forgotPasswordOutcome(new NetworkError('/graphql')).ok).toBe(false);
    expect(forgotPasswordOutcome(apiError(200, 'RATE_LIMITED', 'Too many attempts.'))).toEqual({ ok: false, message: 'Too many attempts.' });
  });
});

describe('isNoPasswordSetError', () => {
  it('recognises the code or the exact message', () => {
    expect(isNoPasswordSetError(apiError(200, 'NO_PASSWORD_SET'))).toBe(true);
    expect(isNoPasswordSetError(apiError(400, undefined, 'No password set'))).toBe(true);
    expect(isNoPasswordSetError(apiError(401, 'INVALID_CREDENTIALS'))).toBe(false);
  });
});
