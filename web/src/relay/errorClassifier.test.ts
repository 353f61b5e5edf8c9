import { describe, expect, it } from 'vitest';
import { ERROR_CATEGORIES, classifyError, describeError, type ErrorCategory } from './errorClassifier';
import { ApiError, NETWORK_ERROR_MESSAGE, NetworkError, userMessage } from './errors';

const api = (status: number, message?: string, code?: string) =>
  new ApiError({ status, endpoint: '/graphql', errors: message ? [{ message, extensions: code ? { code } : {} }] : [] });

describe('classifyError by status', () => {
  it.each<[number, ErrorCategory]>([
    [401, 'auth'],
    [403, 'permission'],
    [429, 'rateLimit'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
  ])('%i is %s', (status, category) => {
    expect(classifyError(api(status, 'whatever happened'), true)).toBe(category);
  });

  it('is network when the server was unreachable, or offline with nothing else to go on', () => {
    expect(classifyError(new NetworkError('/graphql'), true)).toBe('network');
    expect(classifyError(api(400), false)).toBe('network');
    expect(classifyError(new Error(''), false)).toBe('network');
  });

  it('is generic otherwise', () => {
    expect(classifyError(api(400), true)).toBe('generic');
    expect(classifyError(new Error('Cannot read properties of undefined'), true)).toBe('generic');
    expect(classifyError(undefined, true)).toBe('generic');
  });
});

describe('classifyError by code and message text', () => {
  it.each<[string, ErrorCategory]>([
    ['UNAUTHENTICATED', 'auth'],
    ['FORBIDDEN', 'permission'],
    ['RATE_LIMITED', 'rateLimit'],
    ['NOT_FOUND', 'notFound'],
    ['VALIDATION', 'validation'],
    ['SERVICE_UNAVAILABLE', 'server'],
    ['REQUEST_ENTITY_TOO_LARGE', 'upload'],
  ])('GraphQL code %s is %s', (code, category) => {
    expect(classifyError(api(200, 'x', code), true)).toBe(category);
  });

  it.each<[string, ErrorCategory]>([
    ['Network error. Please check your connection.', 'network'],
    ['TypeError: Failed to fetch', 'network'],
    ['The request timed out', 'network'],
    ['Authentication required', 'auth'],
    ['Please log in to continue', 'auth'],
    ['You do not have permission to edit this post', 'permission'],
    ['Access denied', 'permission'],
    ['rate limit exceeded', 'rateLimit'],
    ["You're posting too quickly", 'rateLimit'],
    ['Upload failed', 'upload'],
    ['File is too large', 'upload'],
    ['Post not found', 'notFound'],
    ['Internal server error', 'server'],
    ['Service temporarily unavailable', 'server'],
    ['Title is required', 'validation'],
    ['Invalid email address', 'validation'],
    ['Maximum 3 tags', 'validation'],
  ])('"%s" is %s', (message, category) => {
    expect(classifyError(new Error(message), true)).toBe(category);
  });
});

describe('describeError', () => {
  it('gives every class a title, a message and suggestions', () => {
    expect(ERROR_CATEGORIES.network.title).toBe('Connection Problem');
    expect(ERROR_CATEGORIES.auth.title).toBe('Login Problem');
    expect(ERROR_CATEGORIES.permission.title).toBe('Access Restricted');
    expect(ERROR_CATEGORIES.rateLimit.title).toBe('Slow Down');
    expect(ERROR_CATEGORIES.rateLimit.suggestions.join(' ')).toContain('30 seconds');
    expect(ERROR_CATEGORIES.server.title).toBe('Server Issue');
    expect(ERROR_CATEGORIES.notFound.title).toBe('Not Found');
    expect(ERROR_CATEGORIES.upload.title).toBe('Upload Problem');
    expect(ERROR_CATEGORIES.upload.suggestions.join(' ')).toMatch(/10MB.*JPG, PNG or GIF/);
    for (const entry of Object.values(ERROR_CATEGORIES)) {
      expect(entry.title).not.toBe('');
      expect(entry.message).not.toBe('');
      expect(entry.suggestions.length).toBeGreaterThan(0);
    }
  });

  it("shows the server's message, else the caller's specific text, else the class's", () => {
    expect(describeError(api(409, 'That username is already taken', 'CONFLICT'), { fallback: 'Failed' }).message).toBe('That username is already taken');
    expect(describeError(api(503), { fallback: 'Failed to load posts. The server might be unavailable.' })).toEqual({
      category: 'server',
      title: 'Server Issue',
      message: 'Failed to load posts. The server might be unavailable.',
      suggestions: ERROR_CATEGORIES.server.suggestions,
    });
    expect(describeError(api(500, 'Unexpected error.'), { online: true }).message).toBe(ERROR_CATEGORIES.server.message);
    expect(describeError(new NetworkError('/graphql'), { fallback: 'Failed' }).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(describeError(new Error('boom'), { online: true }).message).toBe(ERROR_CATEGORIES.generic.message);
  });

  it('is what userMessage answers', () => {
    expect(userMessage(api(403, 'Admin access required', 'FORBIDDEN'), 'Failed')).toBe('Admin access required');
    expect(userMessage(new Error('boom'), 'Failed to vote. Please try again.')).toBe('Failed to vote. Please try again.');
  });
});
