// The pure rules of direct messages (shell spec §5, §8, §9 and the issue-4 contract):
// validation of the New Conversation username and of a message, the error texts of sending
// and starting a conversation, and how a thread and the conversation list are ordered and
// grouped on screen. No React and no Relay here, so everything is unit tested.
import { ApiError, NetworkError, userMessage } from '../../relay/errors';
import { dateTimeFormat } from '../../ui/format';

export const MESSAGE_MAX_LENGTH = 2000;
/** User search (spec §7, §9): debounced 250 ms, from 2 characters. */
export const USER_SEARCH_DEBOUNCE_MS = 250;
export const USER_SEARCH_MIN_LENGTH = 2;
/** The success overlay of the New Conversation modal stays 800 ms (spec §4). */
export const CONVERSATION_CREATED_CLOSE_MS = 800;
/** Preview of the last message in the conversation list. */
export const LAST_MESSAGE_PREVIEW_LENGTH = 100;

// Spec §5 'New conversation username'.
export const USERNAME_REQUIRED = 'Please enter a username';
export const USERNAME_NO_SPACES = 'Usernames cannot contain spaces. Please enter a valid username.';
export const USERNAME_LOWERCASE =
  'Please enter a username (all lowercase, no spaces). Usernames are different from display names.';

// The contract's message rules (the server says the same).
export const MESSAGE_EMPTY = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Message is too long (maximum ${MESSAGE_MAX_LENGTH} characters)`;

// Spec §8 'Message send' and 'Conversation'.
export const SEND_NO_RESPONSE = 'Failed to send message - no response from server';
export const SEND_MISSING_ID = 'Invalid response from server - missing message ID';
export const SEND_MAGIC_LINK = 'This account requires magic link authentication';
export const START_PICK_FAILED = 'Failed to start conversation.';
export const START_FAILED = 'Failed to create conversation. Please try again.';
export const CONVERSATION_NOT_FOUND = 'Conversation not found';

export function userNotFoundMessage(username: string): string {
  return `User "${username}" not found. Please check the username and try again.`;
}

/**
 * The username as typed, ready to send: surrounding blanks and one leading '@' removed
 * (people often copy '@name' from a post byline).
 */
export function normalizeUsernameInput(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('@') ? trimmed.slice(1) : trimmed;
}

/** The spec's validation message for a username typed in the New Conversation modal, or null. */
export function validateConversationUsername(value: string): string | null {
  const username = normalizeUsernameInput(value);
  if (username === '') return USERNAME_REQUIRED;
  if (/\s/.test(username)) return USERNAME_NO_SPACES;
  if (username !== username.toLowerCase()) return USERNAME_LOWERCASE;
  return null;
}

/** Whether the typed text is worth a user search (2 characters or more, no blanks inside). */
export function shouldSearchUsers(value: string): boolean {
  const query = normalizeUsernameInput(value);
  return query.length >= USER_SEARCH_MIN_LENGTH && !/\s/.test(query);
}

/** The message to show before sending, or null when the message can be sent. */
export function validateMessage(content: string): string | null {
  const text = content.trim();
  if (text === '') return MESSAGE_EMPTY;
  if (text.length > MESSAGE_MAX_LENGTH) return MESSAGE_TOO_LONG;
  return null;
}

/** The counter under the composer: characters used of the maximum. */
export function messageCounter(content: string): { used: number; max: number; over: boolean; near: boolean } {
  const used = content.trim().length;
  return { used, max: MESSAGE_MAX_LENGTH, over: used > MESSAGE_MAX_LENGTH, near: used >= MESSAGE_MAX_LENGTH * 0.9 };
}

/** Why a send failed, in the spec's words: no answer, or the server's message as is. */
export function sendErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return SEND_NO_RESPONSE;
  if (error instanceof ApiError) {
    if (error.status === 0 && error.errors.length === 0) return SEND_NO_RESPONSE;
    if (/magic link/i.test(error.message) && error.code !== 'VALIDATION') return SEND_MAGIC_LINK;
    return userMessage(error, SEND_NO_RESPONSE);
  }
  return SEND_NO_RESPONSE;
}

export interface StartConversationFailure {
  message: string;
  /** Similar usernames the server suggested (404 only). */
  suggestions: string[];
}

function suggestionsOf(error: ApiError): string[] {
  for (const e of error.errors) {
    const value = e.extensions?.suggestions;
    if (Array.isArray(value)) return value.filter((s): s is string => typeof s === 'string' && s !== '').slice(0, 5);
  }
  return [];
}

/**
 * Spec §8 'Conversation': a 404 shows the server's message (or the standard one) and the
 * suggested usernames; other failures show the server's message, the error's own message,
 * or 'Failed to create conversation. Please try again.'
 */
export function startConversationFailure(error: unknown, username: string): StartConversationFailure {
  if (error instanceof ApiError && (error.code === 'NOT_FOUND' || (error.code == null && error.status === 404))) {
    return { message: userMessage(error, userNotFoundMessage(username)), suggestions: suggestionsOf(error) };
  }
  if (error instanceof ApiError || error instanceof NetworkError) return { message: userMessage(error, START_FAILED), suggestions: [] };
  if (error instanceof Error && error.message) return { message: error.message, suggestions: [] };
  return { message: START_FAILED, suggestions: [] };
}

/** The server's reason behind a failed pick of a suggestion (shown under 'Failed to start conversation.'). */
export function startPickReason(error: unknown): string | null {
  if (error instanceof ApiError) {
    const message = userMessage(error, '');
    return message || null;
  }
  return null;
}

// ───────────────────────────── Ordering and grouping ─────────────────────────────

function timeOf(value: unknown): number {
  if (typeof value !== 'string' && typeof value !== 'number') return 0;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? 0 : ms;
}

export interface ConversationOrderFields {
  conversationId: number;
  lastMessageAt?: unknown;
  createdAt?: unknown;
}

/**
 * The conversation list order: latest activity first (the last message, or the start of a
 * conversation without messages), newer conversations first on ties. Live updates move a
 * conversation to its place without refetching the list. Returns a new array.
 */
export function sortConversations<T extends ConversationOrderFields>(items: readonly T[]): T[] {
  const activity = (c: T) => timeOf(c.lastMessageAt ?? c.createdAt);
  return [...items].sort((a, b) => activity(b) - activity(a) || b.conversationId - a.conversationId);
}

/** The last message as one line for the list: blanks collapsed, cut at 100 characters. */
export function messagePreview(content: string | null | undefined, isDeleted = false): string {
  if (isDeleted || content == null) return 'Message deleted';
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > LAST_MESSAGE_PREVIEW_LENGTH ? `${line.slice(0, LAST_MESSAGE_PREVIEW_LENGTH - 1)}…` : line;
}

export interface ThreadMessageFields {
  id: string;
  messageId: number;
  createdAt: unknown;
  senderKey: string | null;
}

export interface MessageGroup<T> {
  key: string;
  senderKey: string | null;
  messages: T[];
}

export interface ThreadDay<T> {
  /** Local calendar day, 'YYYY-MM-DD'. */
  day: string;
  groups: MessageGroup<T>[];
}

/** Messages of the same sender less than this apart share one header. */
export const GROUP_GAP_MS = 5 * 60 * 1000;

function localDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Oldest first by time, then by message id (ids grow with each message). Returns a new array. */
export function sortMessages<T extends ThreadMessageFields>(messages: readonly T[]): T[] {
  return [...messages].sort((a, b) => timeOf(a.createdAt) - timeOf(b.createdAt) || a.messageId - b.messageId);
}

/**
 * A thread on screen: days (with a separator each), and within a day the runs of messages
 * by the same sender no more than 5 minutes apart. Duplicates (the same message delivered
 * by the send answer and by the live event) appear once.
 */
export function groupThread<T extends ThreadMessageFields>(messages: readonly T[]): ThreadDay<T>[] {
  const seen = new Set<string>();
  const days: ThreadDay<T>[] = [];
  let lastTime = 0;
  for (const message of sortMessages(messages)) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    const time = timeOf(message.createdAt);
    const day = localDay(time);
    let current = days[days.length - 1];
    if (!current || current.day !== day) {
      current = { day, groups: [] };
      days.push(current);
    }
    const group = current.groups[current.groups.length - 1];
    if (group && group.senderKey === message.senderKey && time - lastTime < GROUP_GAP_MS) group.messages.push(message);
    else current.groups.push({ key: message.id, senderKey: message.senderKey, messages: [message] });
    lastTime = time;
  }
  return days;
}

/** The day separator: 'Today', 'Yesterday', or the date. */
export function dayLabel(day: string, now: Date = new Date(), locale?: string): string {
  if (day === localDay(now.getTime())) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  if (day === localDay(yesterday.getTime())) return 'Yesterday';
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y!, m! - 1, d!);
  const sameYear = date.getFullYear() === now.getFullYear();
  return dateTimeFormat(locale ?? 'en-US', sameYear ? { weekday: 'long', month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** A composer key press that sends: Enter without Shift (and not while composing with an IME). */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing && !event.altKey;
}
