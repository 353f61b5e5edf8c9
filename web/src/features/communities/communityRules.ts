// Client rules of communities (content spec §2 /explore, /c/{slug}, §3 Community, §8
// Communities): the create form's checks (the server's limits and texts, so the form says
// the same as the API), where a server refusal belongs in that form, the join / leave failure
// texts, the explore page's address and community links.
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { formatCount } from '../../ui/format';

export const NAME_MIN = 3;
export const NAME_MAX = 50;
export const DESCRIPTION_MAX = 500;
export const ICON_MAX = 16;

/** Private communities listed on /private-channels (the directory's largest page). */
export const PRIVATE_CHANNELS_COUNT = 100;

/** Members shown per page on a community's page. */
export const MEMBERS_PAGE_SIZE = 20;

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
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

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

/** A community's page: private communities live under /private-channels. */
export function communityPath(community: { slug: string; isPrivate: boolean }): string {
  const slug = encodeURIComponent(community.slug);
  return community.isPrivate ? `/private-channels/${slug}` : `/c/${slug}`;
}

// ─── /explore's address ───

export interface ExploreParams {
  /** A sector slug or name; null for every category. */
  category: string | null;
  search: string | null;
  /** filter=subscribed: only the viewer's communities. */
  subscribed: boolean;
  /** createCommunity=true: the create dialog is open. */
  create: boolean;
}

export const EXPLORE_PAGE_SIZE = 24;
const clean = (value: string | null) => {
  const text = oneLine(value ?? '');
  return text === '' ? null : text;
};

export function readExploreParams(params: URLSearchParams): ExploreParams {
  const category = clean(params.get('category'));
  return {
    category: category && category.toLowerCase() !== 'all' ? category : null,
    search: clean(params.get('search')),
    subscribed: (params.get('filter') ?? '').trim().toLowerCase() === 'subscribed',
    create: params.get('createCommunity') === 'true',
  };
}

/** /explore with these parameters (the defaults left out). */
export function exploreUrl(next: ExploreParams): string {
  const params = new URLSearchParams();
  if (next.subscribed) params.set('filter', 'subscribed');
  if (next.category) params.set('category', next.category);
  if (next.search) params.set('search', next.search);
  if (next.create) params.set('createCommunity', 'true');
  const query = params.toString();
  return query ? `/explore?${query}` : '/explore';
}

/** The directory's filters as the query takes them. */
export function directoryFilters(params: URLSearchParams) {
  const { category, search, subscribed } = readExploreParams(params);
  return { category, search, filter: subscribed ? ('SUBSCRIBED' as const) : null };
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

/**
 * The page query's variables. 'My communities' needs a signed-in viewer: for guests the page
 * asks them to sign in instead of loading it (withDirectory false).
 */
export function exploreVariables(params: URLSearchParams, signedIn: boolean) {
  const filters = directoryFilters(params);
  return { count: EXPLORE_PAGE_SIZE, ...filters, withDirectory: signedIn || filters.filter === null };
}

/**
 * Whether going from one /explore address to another needs the page query again: only when
 * the directory appears or goes (a guest's 'My communities'); other changes of the filters
 * refetch the list in place, and the create dialog changes nothing.
 */
export function exploreNeedsReload(current: URL, next: URL, signedIn: boolean): boolean {
  if (current.pathname !== next.pathname) return true;
  return exploreVariables(current.searchParams, signedIn).withDirectory !== exploreVariables(next.searchParams, signedIn).withDirectory;
}

// ─── Suggestions ───

/** Communities suggested after posting (spec §9). */
export const SUGGESTED_COMMUNITIES = 3;
