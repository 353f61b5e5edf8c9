import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, NetworkError } from '../../relay/errors';
import {
  MESSAGE_EMPTY,
  MESSAGE_TOO_LONG,
  SEND_MISSING_ID,
  SEND_NO_RESPONSE,
  START_FAILED,
  USERNAME_LOWERCASE,
  USERNAME_NO_SPACES,
  USERNAME_REQUIRED,
  dayLabel,
  groupThread,
  isSendKey,
  messageCounter,
  messagePreview,
  normalizeUsernameInput,
  sendErrorMessage,
  shouldSearchUsers,
  sortConversations,
  startConversationFailure,
  startPickReason,
  userNotFoundMessage,
  validateConversationUsername,
  validateMessage,
} from './messageRules';

const apiError = (message: string, code: string | null, extensions: Record<string, unknown> = {}, status = 200) =>
  new ApiError({ status, endpoint: '/graphql', errors: [{ message, extensions: code ? { code, ...extensions } : extensions }] });

describe('validateConversationUsername', () => {
  it('asks for a username when nothing (or only blanks) was typed', () => {
    expect(validateConversationUsername('')).toBe(USERNAME_REQUIRED);
    expect(validateConversationUsername('   ')).toBe(USERNAME_REQUIRED);
    expect(validateConversationUsername('@')).toBe(USERNAME_REQUIRED);
  });

  it('refuses spaces inside the name', () => {
    expect(validateConversationUsername('jane doe')).toBe(USERNAME_NO_SPACES);
    expect(validateConversationUsername('jane\tdoe')).toBe(USERNAME_NO_SPACES);
  });

  it('refuses capital letters, pointing out that usernames differ from display names', () => {
    expect(validateConversationUsername('Jane')).toBe(USERNAME_LOWERCASE);
    // Spaces are reported first.
    expect(validateConversationUsername('Jane Doe')).toBe(USERNAME_NO_SPACES);
  });

  it('accepts lowercase names, with surrounding blanks or a leading @', () => {
    expect(validateConversationUsername('jane_doe')).toBeNull();
    expect(validateConversationUsername('  jane-doe2 ')).toBeNull();
    expect(validateConversationUsername('@jane')).toBeNull();
    expect(normalizeUsernameInput(' @jane ')).toBe('jane');
  });

  it('uses the spec texts verbatim', () => {
    expect(USERNAME_REQUIRED).toBe('Please enter a username');
    expect(USERNAME_NO_SPACES).toBe('Usernames cannot contain spaces. Please enter a valid username.');
    expect(USERNAME_LOWERCASE).toBe('Please enter a username (all lowercase, no spaces). Usernames are different from display names.');
  });
});

describe('shouldSearchUsers', () => {
  it('searches from 2 characters, never with blanks inside', () => {
    expect(shouldSearchUsers('j')).toBe(false);
    expect(shouldSearchUsers(' j ')).toBe(false);
    expect(shouldSearchUsers('ja')).toBe(true);
    expect(shouldSearchUsers('@ja')).toBe(true);
    expect(shouldSearchUsers('ja ne')).toBe(false);
  });
});

describe('validateMessage and messageCounter', () => {
  it('refuses empty and blank messages', () => {
    expect(validateMessage('')).toBe(MESSAGE_EMPTY);
    expect(validateMessage(' \n\t ')).toBe(MESSAGE_EMPTY);
  });

  it('accepts up to 2000 characters after trimming, refuses more', () => {
    expect(validateMessage('x'.repeat(2000))).toBeNull();
    expect(validateMessage(`  ${'x'.repeat(2000)}  `)).toBeNull();
    expect(validateMessage('x'.repeat(2001))).toBe(MESSAGE_TOO_LONG);
    expect(MESSAGE_TOO_LONG).toBe('Message is too long (maximum 2000 characters)');
  });

  it('counts the characters that will be sent', () => {
    expect(messageCounter(' hello ')).toEqual({ used: 5, max: 2000, over: false, near: false });
    expect(messageCounter('x'.repeat(1800)).near).toBe(true);
    expect(messageCounter('x'.repeat(2001)).over).toBe(true);
  });
});

describe('sendErrorMessage', () => {
  it('says the server did not answer on network failure', () => {
    expect(sendErrorMessage(new NetworkError('/graphql'))).toBe(SEND_NO_RESPONSE);
    expect(SEND_NO_RESPONSE).toBe('Failed to send message - no response from server');
    expect(sendErrorMessage(new Error('boom'))).toBe(SEND_NO_RESPONSE);
  });

  it("shows the server's message as is", () => {
    expect(sendErrorMessage(apiError('You are sending messages too quickly. Please wait a moment.', 'RATE_LIMITED'))).toBe(
      'You are sending messages too quickly. Please wait a moment.',
    );
    expect(sendErrorMessage(apiError('This member is not accepting direct messages', 'FORBIDDEN'))).toBe(
      'This member is not accepting direct messages',
    );
  });

  it('keeps the spec texts', () => {
    expect(SEND_MISSING_ID).toBe('Invalid response from server - missing message ID');
  });
});

describe('startConversationFailure', () => {
  it("shows a 404's server message and its suggestions", () => {
    const error = apiError('User "jan" not found. Please check the username and try again.', 'NOT_FOUND', { suggestions: ['jane', 'janet', 7] });
    expect(startConversationFailure(error, 'jan')).toEqual({
      message: 'User "jan" not found. Please check the username and try again.',
      suggestions: ['jane', 'janet'],
    });
  });

  it('falls back to the standard not-found text with the username', () => {
    const error = new ApiError({ status: 404, endpoint: '/graphql', errors: [] });
    expect(startConversationFailure(error, 'ghost')).toEqual({ message: userNotFoundMessage('ghost'), suggestions: [] });
    expect(userNotFoundMessage('ghost')).toBe('User "ghost" not found. Please check the username and try again.');
  });

  it("shows other server messages, the network message, or the generic text", () => {
    expect(startConversationFailure(apiError('You cannot message yourself', 'VALIDATION'), 'me').message).toBe('You cannot message yourself');
    expect(startConversationFailure(new NetworkError('/graphql'), 'x').message).toBe(NETWORK_ERROR_MESSAGE);
    expect(startConversationFailure(apiError('Unexpected error.', 'INTERNAL_SERVER_ERROR'), 'x').message).toBe(START_FAILED);
    expect(startConversationFailure(new Error('Something odd'), 'x').message).toBe('Something odd');
    expect(startConversationFailure('??', 'x').message).toBe(START_FAILED);
  });

  it("gives the server's reason behind a failed pick, if any", () => {
    expect(startPickReason(apiError('This member is not accepting direct messages', 'FORBIDDEN'))).toBe('This member is not accepting direct messages');
    expect(startPickReason(new NetworkError('/graphql'))).toBeNull();
  });
});

describe('sortConversations', () => {
  it('puts the latest activity first, counting a start without messages as activity', () => {
    const list = [
      { conversationId: 1, lastMessageAt: '2025-01-01T10:00:00Z', createdAt: '2024-12-01T00:00:00Z' },
      { conversationId: 2, lastMessageAt: null, createdAt: '2025-01-02T00:00:00Z' },
      { conversationId: 3, lastMessageAt: '2025-01-03T00:00:00Z', createdAt: '2024-01-01T00:00:00Z' },
      { conversationId: 4, lastMessageAt: '2025-01-01T10:00:00Z', createdAt: '2024-12-02T00:00:00Z' },
    ];
    expect(sortConversations(list).map((c) => c.conversationId)).toEqual([3, 2, 4, 1]);
    // The input is left as it was.
    expect(list[0]!.conversationId).toBe(1);
  });
});

describe('messagePreview', () => {
  it('makes one line of at most 100 characters', () => {
    expect(messagePreview('hello\n\n  there')).toBe('hello there');
    const long = messagePreview('y'.repeat(150));
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
    expect(messagePreview(null, true)).toBe('Message deleted');
  });
});

describe('groupThread', () => {
  const m = (id: number, sender: string | null, at: string) => ({ id: `m${id}`, messageId: id, senderKey: sender, createdAt: at });

  it('orders oldest first and groups runs of one sender within 5 minutes', () => {
    const days = groupThread([
      m(3, 'b', '2025-03-04T10:03:00'),
      m(1, 'a', '2025-03-04T10:00:00'),
      m(2, 'a', '2025-03-04T10:02:00'),
      m(4, 'b', '2025-03-04T10:20:00'),
      m(5, 'a', '2025-03-05T09:00:00'),
    ]);
    expect(days.map((d) => d.day)).toEqual(['2025-03-04', '2025-03-05']);
    expect(days[0]!.groups.map((g) => g.messages.map((x) => x.messageId))).toEqual([[1, 2], [3], [4]]);
    expect(days[1]!.groups.map((g) => g.messages.map((x) => x.messageId))).toEqual([[5]]);
  });

  it('orders messages of the same instant by id and drops duplicates', () => {
    const days = groupThread([m(8, 'a', '2025-03-04T10:00:00'), m(7, 'a', '2025-03-04T10:00:00'), m(8, 'a', '2025-03-04T10:00:00')]);
    expect(days[0]!.groups[0]!.messages.map((x) => x.messageId)).toEqual([7, 8]);
  });
});

describe('dayLabel', () => {
  it('names today and yesterday, then the date', () => {
    const now = new Date(2025, 2, 5, 12, 0, 0);
    expect(dayLabel('2025-03-05', now)).toBe('Today');
    expect(dayLabel('2025-03-04', now)).toBe('Yesterday');
    expect(dayLabel('2025-03-01', now)).toBe('Saturday, Mar 1');
    expect(dayLabel('2024-03-01', now)).toBe('Mar 1, 2024');
  });
});

describe('isSendKey', () => {
  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
