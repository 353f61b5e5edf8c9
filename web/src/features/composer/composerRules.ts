// Client checks of the new-post form (content spec §5 'New post') and the company-safety
// reminder (§2: once per device, when a title contains a capitalised name).
import { getStorage, type KeyValueStorage } from '../session/storage';

export const TITLE_MIN = 5;
export const TITLE_MAX = 300;

export const POST_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  titleShort: 'Title must be at least 5 characters',
  titleLong: 'Title must be at most 300 characters',
  contentRequired: 'Content is required for discussions',
} as const;

export const POLL_QUESTION_MESSAGES = {
  titleRequired: 'Poll question is required',
  titleShort: 'Poll question must be at least 5 characters',
  titleLong: 'Title must be at most 300 characters',
} as const;

export type PostType = 'DISCUSSION' | 'QUESTION' | 'STORY' | 'ORGANIZING';

export const POST_TYPES: { value: PostType; label: string; hint: string }[] = [
  { value: 'DISCUSSION', label: 'Discussion', hint: 'Start a conversation' },
  { value: 'QUESTION', label: 'Question', hint: 'Ask other workers' },
  { value: 'STORY', label: 'Story', hint: 'Share what happened' },
  { value: 'ORGANIZING', label: 'Organizing', hint: 'Rally coworkers' },
];

export interface PostFormErrors {
  title?: string;
  content?: string;
}

/**
 * The form's errors, empty when it may be sent. The server requires content for every
 * post type (its message names discussions), so the form does too.
 */
export function validatePostForm(input: { title: string; contentIsEmpty: boolean; poll?: boolean }): PostFormErrors {
  const errors: PostFormErrors = {};
  const title = input.title.replace(/\s+/g, ' ').trim();
  // A poll's title is its question, with the poll messages; polls have no content.
  const messages = input.poll ? POLL_QUESTION_MESSAGES : POST_FORM_MESSAGES;
  if (title === '') errors.title = messages.titleRequired;
  else if (title.length < TITLE_MIN) errors.title = messages.titleShort;
  else if (title.length > TITLE_MAX) errors.title = messages.titleLong;
  if (input.contentIsEmpty && !input.poll) errors.content = POST_FORM_MESSAGES.contentRequired;
  return errors;
}

/** Words that start with a capital letter for grammatical reasons, not because they name someone. */
const NOT_NAMES = new Set(['I', "I'm", "I've", "I'd", "I'll", 'OK']);

/**
 * True when a word after the first one starts with a capital letter (a likely company or
 * person name), e.g. 'Problems at Acme'. The pronoun 'I' does not count.
 */
export function titleHasCapitalisedName(title: string): boolean {
  const words = title
    .replace(/[\u2018\u2019]/g, "'")
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, ''))
    .filter(Boolean);
  return words.slice(1).some((word) => /^\p{Lu}/u.test(word) && !NOT_NAMES.has(word));
}

export const COMPANY_SAFETY_KEY = 'wc.companySafetySeen';

export function companySafetySeen(storage: KeyValueStorage = getStorage()): boolean {
  try {
    return storage.getItem(COMPANY_SAFETY_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberCompanySafetySeen(storage: KeyValueStorage = getStorage()): void {
  try {
    storage.setItem(COMPANY_SAFETY_KEY, 'true');
  } catch {
    // Not remembered: the reminder may show again.
  }
}

/** Whether to show the reminder before sending this title. */
export function needsCompanySafety(title: string, storage: KeyValueStorage = getStorage()): boolean {
  return titleHasCapitalisedName(title) && !companySafetySeen(storage);
}
