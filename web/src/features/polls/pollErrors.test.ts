import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../relay/errors';
import { pollErrorKind, pollVoteFailure } from './pollErrors';
import { POLL_VOTE_FAILED } from './pollVoteFailed';

const gql = (code: string, message: string, status = 200) =>
  new ApiError({ status, endpoint: '/graphql', errors: [{ message, extensions: { code } }] });

describe('poll vote errors', () => {
  it('map statuses to kinds', () => {
    expect(pollErrorKind(401, true)).toBe('authentication');
    expect(pollErrorKind(403, true)).toBe('permission');
    expect(pollErrorKind(429, true)).toBe('rateLimit');
    expect(pollErrorKind(500, true)).toBe('server');
    expect(pollErrorKind(503, true)).toBe('server');
    expect(pollErrorKind(null, false)).toBe('network');
    expect(pollErrorKind(null, true)).toBe('generic');
    expect(pollErrorKind(400, true)).toBe('generic');
  });

  it('read GraphQL codes as their statuses', () => {
    expect(pollVoteFailure(gql('UNAUTHENTICATED', 'Sign in to vote'), true)).toMatchObject({ kind: 'authentication', message: 'Sign in to vote' });
    const daily = pollVoteFailure(gql('RATE_LIMITED', 'Daily vote used!'), true);
    expect(daily).toMatchObject({ kind: 'rateLimit', dailyVoteUsed: true, retryable: false });
    expect(pollVoteFailure(gql('CONFLICT', 'You have already voted on this poll'), true)).toMatchObject({
      final: true,
      retryable: false,
      message: 'You have already voted on this poll',
    });
    expect(pollVoteFailure(gql('VALIDATION', 'This poll has ended'), true)).toMatchObject({ final: true });
  });

  it('flag verify-email answers', () => {
    const failure = pollVoteFailure(gql('EMAIL_NOT_VERIFIED', 'Please verify your email address'), true);
    expect(failure).toMatchObject({ kind: 'permission', verifyEmail: true, retryable: false });
  });

  it('offer a retry with the default message for network, server and unknown failures', () => {
    expect(pollVoteFailure(new NetworkError('/graphql'), true)).toMatchObject({ kind: 'network', message: POLL_VOTE_FAILED, retryable: true });
    expect(pollVoteFailure(new NetworkError('/graphql'), false)).toMatchObject({ kind: 'network', retryable: true });
    expect(pollVoteFailure(gql('INTERNAL_SERVER_ERROR', 'Unexpected error.'), true)).toMatchObject({ kind: 'server', message: POLL_VOTE_FAILED, retryable: true });
    expect(pollVoteFailure(new Error('boom'), true)).toMatchObject({ kind: 'generic', message: POLL_VOTE_FAILED, retryable: true });
  });
});
