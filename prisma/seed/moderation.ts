// Demo moderation content, so an admin trying the demo finds working queues: open flags on two
// posts and a comment, user reports (one open, one in review), a warned member (warning logged
// and notified, trust score recomputed) who has appealed it, and a few past actions in the log.
// The warning was issued by the godmin, so the demo admin may decide the appeal.
import type { Db } from '../../api/src/db.ts';
import type { Post, User } from '../../api/src/generated/prisma/client.ts';
import { recordModerationAction } from '../../api/src/domain/moderation/log.ts';
import { recomputeTrustScore } from '../../api/src/domain/moderation/trust.ts';

const HOUR = 3_600_000;

export interface ModerationSeedInput {
  user: (username: string) => User;
  admin: User;
  godmin: User;
  /** Published demo posts, newest first is fine: the seed picks by author. */
  posts: Post[];
  now: number;
}

export async function seedModerationDemo(db: Db, input: ModerationSeedInput): Promise<{ flags: number; reports: number; warnings: number; appeals: number }> {
  const { user, admin, godmin, posts, now } = input;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const ben = user('cashier_ben');
  const frank = user('forklift_frank');
  const flaggers = ['nurse_priya', 'rosa_retail', 'steward_lee', 'server_aisha'].map(user);

  // Open flags: two posts (two and three flaggers, under the hiding threshold) and one comment.
  const flaggable = posts.filter((p) => p.status === 'PUBLISHED' && !p.isWelcome && !p.isStartHere && !flaggers.some((f) => f.id === p.authorId));
  const [first, second] = [flaggable.find((p) => p.authorId === ben.id) ?? flaggable[0]!, flaggable.find((p) => p.authorId === frank.id) ?? flaggable[1]!];
  const flagRows = [
    { userId: flaggers[0]!.id, postId: first.id, reason: 'Spam or misleading', weight: 3, createdAt: at(5) },
    { userId: flaggers[1]!.id, postId: first.id, reason: 'Spam or misleading', weight: 2, createdAt: at(3) },
    { userId: flaggers[2]!.id, postId: second.id, reason: 'Contains personal information', weight: 3, createdAt: at(9) },
    { userId: flaggers[3]!.id, postId: second.id, reason: 'It names a shift lead and where she lives.', weight: 2, createdAt: at(8) },
    { userId: flaggers[0]!.id, postId: second.id, reason: 'Contains personal information', weight: 3, createdAt: at(7) },
  ];
  await db.contentFlag.createMany({ data: flagRows });
  for (const post of [first, second]) {
    const weight = flagRows.filter((f) => f.postId === post.id).reduce((sum, f) => sum + f.weight, 0);
    await db.post.update({ where: { id: post.id }, data: { openFlagWeight: weight } });
  }
  const comment = await db.comment.findFirst({
    where: { status: 'PUBLISHED', deletedAt: null, authorId: { notIn: [flaggers[1]!.id, admin.id, godmin.id] } },
    orderBy: { id: 'asc' },
  });
  if (comment) {
    await db.contentFlag.create({ data: { userId: flaggers[1]!.id, commentId: comment.id, reason: 'Harassment or hate speech', weight: 2, createdAt: at(2) } });
    await db.comment.update({ where: { id: comment.id }, data: { openFlagWeight: 2 } });
  }

  // User reports: one open, one in review assigned to the godmin.
  await db.userReport.createMany({
    data: [
      {
        reporterId: user('barista_jo').id,
        targetUserId: ben.id,
        reason: 'spam',
        details: 'Keeps messaging everyone in the café group with links to a "side hustle" course.',
        createdAt: at(6),
      },
      {
        reporterId: user('cna_tasha').id,
        targetUserId: frank.id,
        reason: 'harassment',
        details: 'Replies to every post I write with insults about nurses.',
        status: 'REVIEWING',
        assignedToId: godmin.id,
        createdAt: at(30),
      },
    ],
  });

  // A warned member (by the godmin, three days ago), who appealed; the demo admin may decide.
  await db.$transaction(async (tx) => {
    const warning = await tx.warning.create({
      data: {
        userId: ben.id,
        warningType: 'spam',
        reason: 'Promoting a paid course in several communities',
        details: 'Four posts in two days with the same link.',
        severity: 2,
        issuedById: godmin.id,
        createdAt: at(72),
      },
    });
    const action = await recordModerationAction(tx, {
      type: 'WARN',
      actorId: godmin.id,
      targetUserId: ben.id,
      warningId: warning.id,
      reason: warning.reason,
      details: { warningType: 'spam', severity: 2 },
    });
    await tx.moderationAction.update({ where: { id: action.id }, data: { createdAt: at(72) } });
    await tx.notification.create({
      data: {
        userId: ben.id,
        type: 'ADMIN_ACTION',
        content: `You received a warning (Moderate): ${warning.reason}`,
        data: { action: 'warned', target: 'account', warningId: warning.id, severity: 2, warningType: 'spam' },
        createdAt: at(72),
      },
    });
    await tx.appeal.create({
      data: {
        userId: ben.id,
        actionId: action.id,
        text: 'The course is run by our union local for free. I posted it in the communities where people asked about training.',
        createdAt: at(20),
      },
    });
    await recomputeTrustScore(tx, ben.id);
  });

  // Past actions in the log: an earlier warning to Frank (acknowledged).
  await db.$transaction(async (tx) => {
    const warning = await tx.warning.create({
      data: {
        userId: frank.id,
        warningType: 'harassment',
        reason: 'Insulting another member in the comments',
        severity: 3,
        issuedById: admin.id,
        acknowledgedAt: at(40),
        createdAt: at(48),
      },
    });
    const action = await recordModerationAction(tx, {
      type: 'WARN',
      actorId: admin.id,
      targetUserId: frank.id,
      warningId: warning.id,
      reason: warning.reason,
      details: { warningType: 'harassment', severity: 3 },
    });
    await tx.moderationAction.update({ where: { id: action.id }, data: { createdAt: at(48) } });
    await recomputeTrustScore(tx, frank.id);
  });

  return { flags: flagRows.length + (comment ? 1 : 0), reports: 2, warnings: 2, appeals: 1 };
}
