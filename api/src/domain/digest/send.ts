// One member's weekly digest (a 'digest.send' job, domain/digest/schedule.ts): the top posts of
// the past seven days that the member may read, from
//   - the communities they are a member of (public or private), and
//   - outside any community: the members, tags, sectors and campaigns they follow.
// Never a direct message (messages are not posts), never a post in a community they are not a
// member of (even a public one, even by a member they follow), and only what the one visibility
// rule lets them list (posts/access.ts listablePostWhere, as a plain member: published, not
// deleted, not pending, no shadow-banned author, no member they blocked or muted); not their own
// posts, nor the site's welcome and start-here posts. Top: score, then comments, then newest; at
// most DIGEST_POST_LIMIT. Nothing to list: no mail (the job still completes).
// The settings are read again when the job runs: a member who turned the digest off, lost their
// verified email or was banned since gets nothing, and a job left over from an earlier week
// sends nothing (that week's digest is stale; this week's has its own job).
// The mail (docs/decisions.md, Weekly digest) is as discreet as every other notice, as members
// read mail on employers' devices: no post title, no community name, no slug in a link, and a
// subject that names nothing. Each post is a numbered link (/discussion/<urlId>) with why it is
// listed (one of their communities, a member they follow, a topic they follow), its points and
// comments.
// Plain text plus HTML (lib/mailLayout.ts) with the one-click unsubscribe of the weekly digest
// (domain/settings/unsubscribe.ts: List-Unsubscribe headers and a footer link).
import type { Services, Viewer } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { viewerOf } from '../auth/session.ts';
import { listablePostWhere } from '../posts/access.ts';
import type { JobOf } from '../jobs/kinds.ts';
import { isoWeek } from './schedule.ts';
import { renderMail, type MailDescription, type MailFooterLine, type MailListItem } from '../../lib/mailLayout.ts';
import { unsubscribeMail } from '../settings/unsubscribe.ts';

export const DIGEST_POST_LIMIT = 10;
export const DIGEST_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;
export const DIGEST_SUBJECT = 'Your weekly digest from Workers Commons';

type DigestServices = Pick<Services, 'db' | 'mailer' | 'publicUrl' | 'tokens'>;

/** What became of one digest job, counted per process (the CLI prints how many were sent). */
export type DigestOutcome = 'sent' | 'nothingToList' | 'notDue';
export const digestOutcomes: Record<DigestOutcome, number> = { sent: 0, nothingToList: 0, notDue: 0 };

const memberSelect = {
  id: true,
  email: true,
  role: true,
  username: true,
  emailVerifiedAt: true,
  isShadowBanned: true,
  bannedUntil: true,
  settings: { select: { emailWeeklyDigest: true, welcomePostDismissed: true, startHerePostDismissed: true } },
  blocking: { select: { blockedId: true }, orderBy: { blockedId: 'asc' } },
  muting: { select: { mutedId: true }, orderBy: { mutedId: 'asc' } },
  blockedBy: { select: { blockerId: true }, orderBy: { blockerId: 'asc' } },
  follows: { select: { followType: true, followValue: true } },
} satisfies Prisma.UserSelect;

type DigestMember = Prisma.UserGetPayload<{ select: typeof memberSelect }>;

const postSelect = {
  id: true,
  urlId: true,
  slug: true,
  authorId: true,
  communityId: true,
  score: true,
  commentCount: true,
} satisfies Prisma.PostSelect;

export type DigestPost = Prisma.PostGetPayload<{ select: typeof postSelect }>;

/** The member as the visibility rule's viewer: never with admin powers (a mail is not an admin's screen). */
function digestViewer(member: DigestMember): Viewer {
  return {
    ...viewerOf({ ...member, settings: member.settings }),
    role: 'MEMBER',
    relations: {
      blocked: member.blocking.map((b) => b.blockedId),
      muted: member.muting.map((m) => m.mutedId),
      blockedBy: member.blockedBy.map((b) => b.blockerId),
    },
  };
}

/** The posts a member's digest lists (at most DIGEST_POST_LIMIT), best first. */
export async function readDigestPosts(db: Services['db'], member: DigestMember, now: Date): Promise<DigestPost[]> {
  const viewer = digestViewer(member);
  const followed = (type: string) => member.follows.filter((f) => f.followType === type).map((f) => f.followValue);
  const userIds = followed('USER').map(Number).filter(Number.isInteger);
  const tags = followed('TAG');
  const sectors = followed('SECTOR');
  const campaigns = followed('CAMPAIGN');
  const outsideCommunities: Prisma.PostWhereInput[] = [
    ...(userIds.length ? [{ authorId: { in: userIds } }] : []),
    ...(tags.length ? [{ tags: { some: { tag: { in: tags, mode: 'insensitive' as const } } } }] : []),
    ...(sectors.length ? [{ sector: { in: sectors } }] : []),
    ...(campaigns.length ? [{ campaignId: { in: campaigns } }] : []),
  ];
  return db.post.findMany({
    where: {
      AND: [
        listablePostWhere(viewer),
        { createdAt: { gte: new Date(now.getTime() - DIGEST_PERIOD_MS), lte: now } },
        { authorId: { not: member.id }, isWelcome: false, isStartHere: false },
        {
          OR: [
            // Their communities, whatever the community's privacy: membership is the rule here.
            { community: { memberships: { some: { userId: member.id } } } },
            ...(outsideCommunities.length ? [{ communityId: null, OR: outsideCommunities }] : []),
          ],
        },
      ],
    },
    orderBy: [{ score: 'desc' }, { commentCount: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
    take: DIGEST_POST_LIMIT,
    select: postSelect,
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why a post is in the digest, without saying what or where it is. */
function listedFor(post: DigestPost, followedUserIds: ReadonlySet<number>): string {
  if (post.communityId !== null) return 'In one of your communities';
  return followedUserIds.has(post.authorId) ? 'By a member you follow' : 'On a topic you follow';
}

/** The link of a post in a mail: its id only (the slug spells the title). */
export const digestPostLink = (publicUrl: string, post: Pick<DigestPost, 'urlId'>) => `${publicUrl}/discussion/${post.urlId}`;

/** What the digest mail says (lib/mailLayout.ts renders it; the footer is the unsubscribe one). */
export function digestMail(posts: DigestPost[], followedUserIds: ReadonlySet<number>, publicUrl: string, footer: MailFooterLine[]): MailDescription {
  const list: MailListItem[] = posts.map((post, i) => ({
    text: `Post ${i + 1}: ${listedFor(post, followedUserIds)}`,
    href: digestPostLink(publicUrl, post),
    note: `${plural(post.score, 'point', 'points')} · ${plural(post.commentCount, 'comment', 'comments')}`,
  }));
  const top = posts.length === 1 ? 'The most popular post' : `The ${posts.length} most popular posts`;
  return {
    title: DIGEST_SUBJECT,
    paragraphs: [
      `${top} of the past week in your communities and from what you follow, for you to read on Workers Commons:`,
      { list, ordered: true },
    ],
    action: { label: 'Open Workers Commons', href: `${publicUrl}/` },
    footer,
  };
}

/** Runs a 'digest.send' job. */
export async function sendDigest(services: DigestServices, job: JobOf<'digest.send'>): Promise<void> {
  digestOutcomes[await sendDigestOf(services, job)] += 1;
}

async function sendDigestOf(services: DigestServices, job: JobOf<'digest.send'>): Promise<DigestOutcome> {
  const now = new Date();
  const { userId, week } = job.payload;
  if (week !== isoWeek(now)) return 'notDue';
  const member = await services.db.user.findUnique({ where: { id: userId }, select: memberSelect });
  if (!member?.settings?.emailWeeklyDigest || !member.emailVerifiedAt || (member.bannedUntil && member.bannedUntil > now)) return 'notDue';
  const posts = await readDigestPosts(services.db, member, now);
  if (posts.length === 0) return 'nothingToList';
  const unsubscribe = await unsubscribeMail(services, member.id, 'weeklyDigest');
  const followedUserIds = new Set(member.follows.filter((f) => f.followType === 'USER').map((f) => Number(f.followValue)));
  const body = renderMail(digestMail(posts, followedUserIds, services.publicUrl(), unsubscribe.footer));
  await services.mailer.send({ to: member.email, subject: DIGEST_SUBJECT, ...body, headers: unsubscribe.headers, kind: 'WEEKLY_DIGEST', jobId: job.id });
  return 'sent';
}
