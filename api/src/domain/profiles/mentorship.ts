// Mentorship (content spec §5 Mentorship topics): the topics a member offers and seeks, from the
// 20 of the catalogue plus a few of their own, never the same topic in both lists; and Find a
// mentor, the members who offer mentorship, by topic, as far as the viewer may see their profile.
import type { Ctx } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { wholeNumber } from '../../lib/wholeNumber.ts';
import { MENTORSHIP_TOPICS, profileLimits } from './catalog.ts';
import { discoverableProfileWhere } from './visibility.ts';
import { profileSelect, profileView, type ProfileView } from './view.ts';

export const mentorshipMessages = {
  notAList: (field: string) => `${field} must be a list of topics`,
  customTooLong: `A custom topic can be at most ${profileLimits.customTopicMaxChars} characters`,
  tooManyCustom: `At most ${profileLimits.customTopicsMax} custom topics in each list`,
  inBoth: (topic: string) => `"${topic}" cannot be both offered and sought. Remove it from one of the lists.`,
  page: 'page must be a whole number of 1 or more',
  perPage: 'per_page must be a whole number between 1 and 50',
} as const;

const catalogByLower = new Map<string, string>(MENTORSHIP_TOPICS.map((t) => [t.toLowerCase(), t]));

/** A catalogue topic in its catalogue spelling, or the trimmed text as a custom topic. */
export function canonicalTopic(value: string): string {
  const text = value.normalize('NFC').replace(/\s+/g, ' ').trim();
  return catalogByLower.get(text.toLowerCase()) ?? text;
}

export const isCatalogTopic = (topic: string) => catalogByLower.has(topic.toLowerCase());

/** A topic list: strings, trimmed, empties and repeats (any case) dropped, custom ones checked. */
export function readTopicList(input: unknown, field: string): string[] {
  if (input === null) return [];
  if (!Array.isArray(input)) throw new DomainError('VALIDATION', mentorshipMessages.notAList(field));
  const topics: string[] = [];
  const seen = new Set<string>();
  let custom = 0;
  for (const item of input) {
    if (typeof item !== 'string') throw new DomainError('VALIDATION', mentorshipMessages.notAList(field));
    const topic = canonicalTopic(item);
    if (!topic || seen.has(topic.toLowerCase())) continue;
    if (!isCatalogTopic(topic)) {
      if (topic.length > profileLimits.customTopicMaxChars) throw new DomainError('VALIDATION', mentorshipMessages.customTooLong);
      if (++custom > profileLimits.customTopicsMax) throw new DomainError('VALIDATION', mentorshipMessages.tooManyCustom);
    }
    seen.add(topic.toLowerCase());
    topics.push(topic);
  }
  return topics;
}

/** Refuses a topic that is both offered and sought. */
export function assertDisjoint(offering: readonly string[], seeking: readonly string[]): void {
  const sought = new Set(seeking.map((t) => t.toLowerCase()));
  const both = offering.find((t) => sought.has(t.toLowerCase()));
  if (both) throw new DomainError('VALIDATION', mentorshipMessages.inBoth(both));
}

// ─── Find a mentor ───

export interface ListMentorsInput {
  /** A topic (catalogue spelling in any case, or a custom topic); all mentors when empty. */
  topic?: unknown;
  /** From 1. */
  page?: unknown;
  perPage?: unknown;
}

/**
 * Members available as mentors (offering the topic, when one is named) whose profile the viewer
 * may see, with a username (so they can be messaged), not banned nor shadow-banned, not the viewer;
 * most karma first (the public part, the karma every viewer reads). Two statements: the page and the count.
 */
export interface MentorPage {
  mentors: ProfileView[];
  total: number;
  page: number;
  perPage: number;
  topic: string | null;
}

export async function listMentors(ctx: Ctx, input: ListMentorsInput): Promise<MentorPage> {
  const topicText = typeof input.topic === 'string' ? canonicalTopic(input.topic) : '';
  const page = wholeNumber(input.page, 1, 1, 10_000, mentorshipMessages.page);
  const perPage = wholeNumber(input.perPage, profileLimits.mentorsPageSize, 1, 50, mentorshipMessages.perPage);
  const viewer = ctx.viewer;
  const where: Prisma.UserWhereInput = {
    AND: [
      discoverableProfileWhere(viewer),
      ...(viewer ? [{ id: { not: viewer.id } }] : []),
      { profile: { is: { isMentorAvailable: true, ...(topicText ? { mentorshipOffering: { has: topicText } } : {}) } } },
    ],
  };
  const [rows, total] = await Promise.all([
    ctx.db.user.findMany({
      where,
      select: profileSelect(viewer),
      orderBy: [{ profile: { publicKarma: 'desc' } }, { id: 'asc' }],
      skip: (page - 1) * perPage,
      take: perPage,
    }),
    ctx.db.user.count({ where }),
  ]);
  return { mentors: rows.map((row) => profileView(row, viewer?.id ?? null)), total, page, perPage, topic: topicText || null };
}
