// Helpers for the content suites (posts, comments, feed, moderation, SQL statement counts):
// signed-in factory members, GraphQL ids and error helpers, unique search words and the
// spec's user-facing messages.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { hashPassword } from '../../../api/src/lib/passwords.ts';
import { createUser, DEFAULT_PASSWORD, type CreateUserOptions, type SlateDocument } from '../../fixtures/factories.ts';
import type { GraphQLErrorShape, GraphQLResponse, HttpResponse } from '../../fixtures/http.ts';
import type { TestServer } from './server.ts';
import { timeouts } from '../../timeouts.ts';

/** The spec's and the contract's user-facing texts (spec §5, §8; docs/rest-content.md, schema.graphql). */
export const MSG = {
  titleRequired: 'Title is required',
  titleShort: 'Title must be at least 5 characters',
  contentRequiredCreate: 'Content is required for discussions',
  contentRequiredEdit: 'Content is required for discussion posts',
  tooManyTags: 'Too many tags - maximum 3 tags allowed per post. Please remove some tags.',
  duplicateTag: 'This tag is already added',
  topicShort: 'Topic too short',
  topicLong: 'Topic too long',
  unsupported: 'Unsupported formatting in content',
  tooLong: 'Content is too long (maximum 40000 characters)',
  postRateLimited: "You're posting too quickly. Please wait a moment before creating another post.",
  postNotFound: 'Post not found. It may have been deleted.',
  inappropriate: 'Content contains inappropriate language. Please remove any offensive terms and try again.',
  commentEmpty: 'Comment cannot be empty',
} as const;

/** A slur from api/src/domain/moderation/wordLists.ts (tier 'slur': always blocked). */
export const SLUR_TEXT = 'My supervisor called me a retard in front of the whole crew today.';
/** A personal phone number: held for review (spec: moderation 'review'). */
export const PHONE_TEXT = 'Call me at 555-867-5309 after the shift and we can talk about the union meeting.';

// ───────────────────────────── Members ─────────────────────────────

let passwordHash: Promise<string> | undefined;
/** One scrypt hash of the factory default password, shared by every factory member. */
export function defaultPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(DEFAULT_PASSWORD);
  return passwordHash;
}

export interface Member {
  id: number;
  email: string;
  username: string | null;
  role: string;
  token: string;
}

/**
 * A factory user (verified unless `verified: false`), signed in: the token is the one a login
 * returns (the server's own token issuer), without a login request and its password check,
 * which cost a tenth of a second each; the suites about signing in log in themselves.
 */
export async function member(server: TestServer, options: CreateUserOptions = {}): Promise<Member> {
  const user = await createUser(server.app.db, { passwordHash: await defaultPasswordHash(), ...options });
  const token = await server.app.services.tokens.issue(user);
  return { id: user.id, email: user.email, username: user.username, role: user.role, token };
}

/** Several members at once; the first four destructure without undefined checks. */
export type Members = Member[] & Record<0 | 1 | 2 | 3, Member>;
export async function members(server: TestServer, count: number, options: CreateUserOptions = {}): Promise<Members> {
  return (await Promise.all(Array.from({ length: count }, () => member(server, options)))) as Members;
}

export const admin = (server: TestServer) => member(server, { role: 'ADMIN' });

// ───────────────────────────── Content ─────────────────────────────

const WORD_LETTERS = 'bdgjkmpqvwxz';
/**
 * A unique lower-case word for search and tag isolation: consonants only, so it can neither
 * spell a word of the moderation lists nor look like a phone number, and no stemmer changes it.
 */
export function uniqueWord(length = 10): string {
  return Array.from(randomBytes(length), (b) => WORD_LETTERS[b % WORD_LETTERS.length]).join('');
}

/** A unique valid title (at least 5 characters). */
export const uniqueTitle = (prefix = 'Shift report') => `${prefix} ${uniqueWord(8)}`;

/** Slate paragraphs from plain strings. */
export function slate(...paragraphs: string[]): SlateDocument {
  return paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] }));
}

/** A valid REST create-post body with unique title; overrides win. */
export function postBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: uniqueTitle(),
    content: slate('Our store cut hours again this week and nobody told us in advance.'),
    ...overrides,
  };
}

/** POST /api/posts as the member; asserts 201 and returns the REST post object. */
export async function createPostApi(server: TestServer, token: string, overrides: Record<string, unknown> = {}) {
  const res = await server.api('POST', '/posts', postBody(overrides), { token });
  expect(res.status, `create post: ${res.text}`).toBe(201);
  expect(res.body.action).toBe('allow');
  return res.body.post as Record<string, any>;
}

/** POST /api/comments as the member; asserts 201 and returns the REST comment object. */
export async function createCommentApi(
  server: TestServer,
  token: string,
  postId: number | string,
  content: unknown = 'I had the same thing happen at my store last month.',
  parentCommentId?: number,
) {
  const body: Record<string, unknown> = { postId, content };
  if (parentCommentId !== undefined) body.parentCommentId = parentCommentId;
  const res = await server.api('POST', '/comments', body, { token });
  expect(res.status, `create comment: ${res.text}`).toBe(201);
  expect(res.body.action).toBe('allow');
  return res.body.comment as Record<string, any>;
}

// ───────────────────────────── GraphQL ─────────────────────────────

/** The Relay global id of a row (Pothos: base64 of `Type:id`). */
export const gid = (type: 'Post' | 'Comment' | 'User' | 'Community', id: number | string) => encodeGlobalID(type, String(id));

/** Asserts a GraphQL answer without errors and returns its data. */
export function gqlData(res: GraphQLResponse): any {
  expect(res.errors, `unexpected GraphQL errors: ${JSON.stringify(res.errors)}`).toBeUndefined();
  expect(res.data).toBeTruthy();
  return res.data;
}

/** Asserts a GraphQL answer with errors and returns the first one. */
export function gqlError(res: GraphQLResponse): GraphQLErrorShape {
  expect(res.errors, `expected a GraphQL error, got data ${JSON.stringify(res.data)}`).toBeDefined();
  expect(res.errors!.length).toBeGreaterThan(0);
  return res.errors![0]!;
}

/** Post fields most GraphQL tests read. */
export const POST_FIELDS = `
  id postId urlId slug path title content contentText excerpt postType status sector tags campaignId
  isPinned isWelcome isStartHere score upvotes downvotes commentCount saveCount createdAt editedAt
  viewerVote viewerHasSaved viewerCanEdit viewerCanDelete viewerCanPin
  author { id userId username displayName avatarColor }
  community { id communityId slug name }
`;

export const COMMENT_FIELDS = `
  id commentId parentId content contentText isDeleted score upvotes replyCount createdAt editedAt
  viewerVote viewerCanEdit viewerCanDelete
  author { userId username displayName }
`;

// ───────────────────────────── REST ─────────────────────────────

/** Asserts a REST error answer. */
export function expectError(res: HttpResponse, status: number, code: string, message?: string | RegExp): void {
  expect(res.status, res.text).toBe(status);
  expect(res.body?.error, res.text).toBe(code);
  expect(typeof res.body?.message).toBe('string');
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
}

/** All post ids of a REST feed query, walking every page. */
export async function allFeedIds(server: TestServer, query: string, token?: string, perPage = 50): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 100; page++) {
    const res = await server.api('GET', `/posts?${query}${query ? '&' : ''}per_page=${perPage}&page=${page}`, undefined, { token });
    expect(res.status, res.text).toBe(200);
    ids.push(...res.body.posts.map((p: { id: number }) => p.id));
    if (page >= res.body.pagination.total_pages) break;
  }
  return ids;
}

/** Polls until `check` returns true (for fire-and-forget writes such as view counts), up to timeouts.event. */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + timeouts.event;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A short real wait, for fire-and-forget writes of the previous request (view counts) to land. */
export const settle = () => sleep(100);
