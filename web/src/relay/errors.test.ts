import { describe, expect, it } from 'vitest';
import { API_REQUEST_FAILED_MESSAGE, ApiError, NETWORK_ERROR_MESSAGE, NetworkError, errorCode, userMessage } from './errors';

describe('userMessage', () => {
  it("shows the server's message for GraphQL errors", () => {
    const error = new ApiError({ status: 200, endpoint: '/graphql', errors: [{ message: 'That username is already taken', extensions: { code: 'CONFLICT' } }] });
    expect(userMessage(error, 'fallback')).toBe('That username is already taken');
    expect(errorCode(error)).toBe('CONFLICT');
  });

  it('uses the spec network message when the server is unreachable', () => {
    expect(userMessage(new NetworkError('/graphql'), 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('falls back for bodiless, masked and unknown errors', () => {
    const bodiless = new ApiError({ status: 502, endpoint: '/graphql' });
    expect(bodiless.message).toBe(API_REQUEST_FAILED_MESSAGE);
    expect(userMessage(bodiless, 'An error occurred during login')).toBe('An error occurred during login');
    const masked = new ApiError({ status: 200, endpoint: '/graphql', errors: [{ message: 'Unexpected error.' }] });
    expect(userMessage(masked, 'fallback')).toBe('fallback');
    expect(userMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
