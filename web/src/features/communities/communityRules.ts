// Client rules of communities (content spec §2 /explore, /c/{slug}, §3 Community, §8
// Communities): the create form's checks (the server's limits and texts, so the form says
// the same as the API), where a server refusal belongs in that form, the join / leave failure
// texts, the labels and the directory's connection. The addresses are in communityAddresses.ts.
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { formatCount } from '../../ui/format';
import { oneLine } from './communityAddresses';

export const NAME_MIN = 3;
export const NAME_MAX = 50;
export const DESCRIPTION_MAX = 500;
export const ICON_MAX = 16;

export const JOIN_FAILED = 'Failed to join community';
export const LEAVE_FAILED = 'Failed to leave community';

export const COMMUNITY_FORM_MESSAGES = {
  nameRequired: 'Community name is required',
  nameLength: `Community name must be ${NAME_MIN} to ${NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  categoryRequired: 'Please choose a category',
  iconTooLong: `Icon must be at most ${ICON_MAX} characters`,
} as const;

/** Icons offered in the create form (any short text or emoji may be typed instead). */
export const ICON_CHOICES = ['✊', '☕', '📦', '🛒', '🩺', '🍳', '💻', '🚗', '🏛️', '🍎', '🚌', '🛎️', '📣', '🔒'] as const;

export interface CommunityFormValues {
  name: string;
  description: string;
  category: string;
  icon: string;
}

export type CommunityFormField = keyof CommunityFormValues;
export type CommunityFormErrors = Partial<Record<CommunityFormField, string>>;

/** Length in characters as the server counts them (code points, so an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/** The form's errors; empty when it may be sent. */
export function validateCommunityForm(values: CommunityFormValues): CommunityFormErrors {
  const errors: CommunityFormErrors = {};
  const name = oneLine(values.name);
  if (name === '') errors.name = COMMUNITY_FORM_MESSAGES.nameRequired;
  else if (lengthOf(name) < NAME_MIN || lengthOf(name) > NAME_MAX) errors.name = COMMUNITY_FORM_MESSAGES.nameLength;
  if (lengthOf(values.description.trim()) > DESCRIPTION_MAX) errors.description = COMMUNITY_FORM_MESSAGES.descriptionTooLong;
  if (values.category.trim() === '') errors.category = COMMUNITY_FORM_MESSAGES.categoryRequired;
  if (lengthOf(values.icon.trim()) > ICON_MAX) errors.icon = COMMUNITY_FORM_MESSAGES.iconTooLong;
  return errors;
}

/**
 * The field a server refusal of createCommunity is about, from its text (the API names no
 * field): the name's rules (length, taken, reserved), the description, the category and the
 * icon; null for the rest (rate limit, content that needs changes, e-mail not verified), which
 * the form shows above its buttons.
 */
export function communityErrorField(message: string): CommunityFormField | null {
  const text = message.trim().toLowerCase();
  if (text.startsWith('community name') || text.startsWith('a community with this name') || text.startsWith('this name is reserved')) {
    return 'name';
  }
  if (text.startsWith('description')) return 'description';
  if (text.startsWith('please choose a category') || text === 'unknown category') return 'category';
  if (text.startsWith('icon')) return 'icon';
  return null;
}

/**
 * The toast after a failed join or leave: the spec's text, followed by the server's reason when
 * it gave one (e.g. that a private community needs an invite, or that its only member cannot
 * leave).
 */
export function membershipFailure(kind: 'join' | 'leave', serverMessage: string | null): string {
  const base = kind === 'join' ? JOIN_FAILED : LEAVE_FAILED;
  const reason = (serverMessage ?? '').trim();
  return reason && reason !== base ? `${base}. ${reason}` : base;
}

export function membersLabel(count: number): string {
  return count === 1 ? '1 member' : `${formatCount(count)} members`;
}

export function postsLabel(count: number): string {
  return count === 1 ? '1 post' : `${formatCount(count)} posts`;
}

/**
 * The id of the directory's connection for these filters (the list follows the address's), which
 * the page passes to the mutation that puts a new community on top of it.
 */
export function directoryConnectionId(filters: { category?: string | null; search?: string | null; filter?: string | null }): string {
  return ConnectionHandler.getConnectionID(ROOT_ID, 'CommunityDirectory_communities', {
    category: filters.category ?? null,
    search: filters.search ?? null,
    filter: filters.filter ?? null,
  });
}

// ─── Suggestions ───

/** Communities suggested after posting (spec §9). */
export const SUGGESTED_COMMUNITIES = 3;
