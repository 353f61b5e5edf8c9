import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../relay/errors';
import { errorFacts, isVerifyEmailError } from './errorFacts';
import {
  POST_CONNECTION,
  POST_CREATE_DEFAULT,
  POST_INAPPROPRIATE,
  POST_TOO_MANY_TAGS,
  POST_TOO_QUICKLY,
  createPostFailure,
  deletePostMessage,
  moderationBlock,
} from './postErrors';

const apiError = (code: string, message: string, extensions: Record<string, unknown> = {}) =>
  new ApiError({ status: 200, endpoint: '/graphql', errors: [{ message, extensions: { code, ...extensions } }] });

const facts = (message: string, code: string | null = null, network = false) => ({ code, message, network });

describe('createPostFailure', () => {
  it("sends 'verify your email' to the banner", () => {
    expect(createPostFailure(facts('Please verify your email before posting', 'EMAIL_NOT_VERIFIED')).kind).toBe('verifyEmail');
    expect(createPostFailure(facts('You must verify your email first')).kind).toBe('verifyEmail');
  });

  it('opens the username dialog for a username message', () => {
    expect(createPostFailure(facts('Please choose a username first')).kind).toBe('username');
  });

  it('maps messages to the spec texts', () => {
    expect(createPostFailure(facts('Maximum 3 tags')).message).toBe(POST_TOO_MANY_TAGS);
    expect(createPostFailure(facts('Your post contains inappropriate language')).message).toBe(POST_INAPPROPRIATE);
    expect(createPostFailure(facts('rate limit exceeded')).message).toBe(POST_TOO_QUICKLY);
    expect(createPostFailure(facts('You are going too quickly')).message).toBe(POST_TOO_QUICKLY);
    expect(createPostFailure(facts('', null, true)).message).toBe(POST_CONNECTION);
    expect(createPostFailure(facts('Network request failed')).message).toBe(POST_CONNECTION);
  });

  it('shows other server messages as they are, with a default', () => {
    expect(createPostFailure(facts('Title must be at least 5 characters', 'VALIDATION')).message).toBe('Title must be at least 5 characters');
    expect(createPostFailure(facts('')).message).toBe(POST_CREATE_DEFAULT);
  });
});

describe('errorFacts and moderation', () => {
  it('reads code and message of API errors', () => {
    expect(errorFacts(apiError('RATE_LIMITED', 'Slow down'))).toEqual({ code: 'RATE_LIMITED', message: 'Slow down', network: false });
    expect(errorFacts(new NetworkError('/graphql')).network).toBe(true);
  });

  it('detects verify-email errors', () => {
    expect(isVerifyEmailError(apiError('EMAIL_NOT_VERIFIED', 'Please verify your email address to vote'))).toBe(true);
    expect(isVerifyEmailError(apiError('FORBIDDEN', 'No'))).toBe(false);
  });

  it('reads violations and suggestions of a block', () => {
    const error = apiError('CONTENT_BLOCKED', 'Content contains inappropriate language.', {
      action: 'block',
      violations: [{ type: 'profanity', description: 'Strong language', severity: 'high' }, 'junk'],
      suggestions: ['Remove the offensive words', 3],
    });
    expect(moderationBlock(error, 'default')).toEqual({
      message: 'Content contains inappropriate language.',
      violations: [{ type: 'profanity', description: 'Strong language', severity: 'high' }],
      suggestions: ['Remove the offensive words'],
    });
    expect(moderationBlock(apiError('VALIDATION', 'x'), 'default')).toBeNull();
  });
});

describe('deletePostMessage', () => {
  it('says the post is gone on NOT_FOUND', () => {
    expect(deletePostMessage(facts('Post not found', 'NOT_FOUND'), 'feed')).toBe('Post not found. It may have already been deleted.');
  });
  it('uses the server message in the feed and a fixed text on the post page', () => {
    expect(deletePostMessage(facts('Nope', 'FORBIDDEN'), 'feed')).toBe('Nope');
    expect(deletePostMessage(facts(''), 'feed')).toBe('Failed to delete post');
    expect(deletePostMessage(facts('Nope', 'FORBIDDEN'), 'page')).toBe('Failed to delete post. Please try again.');
  });
});
