// The weekly digest's schedule (issue 29): every hour the recurring 'digest.schedule' job writes
// a 'digest.send' job for each member who is due this ISO week's digest (weekly digest on, a
// verified email, not banned, none written yet this week), keyed digest:<userId>:<week>, so a
// member gets at most one a week however often the schedule or `npm run cli -- digest:send`
// runs, on however many instances. Weeks are ISO weeks in UTC (Monday 00:00 UTC starts one), so
// digests go out in the first hour of Monday, and a member who turns the digest on mid-week gets
// that week's within the hour. Members are written in batches, one INSERT … SELECT each.
import { Prisma } from '../../generated/prisma/client.ts';
import type { Services } from '../../context.ts';
import type { JobOf } from '../jobs/kinds.ts';

export const DIGEST_SCHEDULE_EVERY_MS = 60 * 60 * 1000;
/** Members written per statement. */
export const DIGEST_SCHEDULE_BATCH = 1000;

/** The ISO 8601 week of `date` in UTC, e.g. 2026-W50 (the week's Thursday names its year). */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7; // Monday 1 … Sunday 7
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // that week's Thursday
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const digestJobKey = (userId: number, week: string) => `digest:${userId}:${week}`;

// Timestamps are stored as UTC without a zone (Prisma's DateTime): compare with UTC now.
const NOW = Prisma.sql`timezone('UTC', now())`;

/**
 * Writes this week's 'digest.send' job for every member due one and wakes the queue; answers how
 * many were written (0 when everyone due already has this week's). Idempotent: the job key is
 * unique, and members who have it are not selected again.
 */
export async function scheduleDigests(services: Pick<Services, 'db' | 'jobs'>, now = new Date()): Promise<number> {
  const week = isoWeek(now);
  let after = 0;
  let written = 0;
  for (;;) {
    const [row] = await services.db.$queryRaw<{ last: number | null; selected: number; inserted: number }[]>`
      WITH batch AS (
        SELECT u."id" FROM "User" u JOIN "UserSettings" s ON s."userId" = u."id"
        WHERE s."emailWeeklyDigest" AND u."emailVerifiedAt" IS NOT NULL
          AND (u."bannedUntil" IS NULL OR u."bannedUntil" <= ${NOW})
          AND u."id" > ${after}
          AND NOT EXISTS (SELECT 1 FROM "Job" j WHERE j."key" = 'digest:' || u."id"::text || ':' || ${week}::text)
        ORDER BY u."id" LIMIT ${DIGEST_SCHEDULE_BATCH}
      ), inserted AS (
        INSERT INTO "Job" ("kind", "payload", "key", "runAt", "createdAt")
        SELECT 'digest.send', jsonb_build_object('userId', b."id", 'week', ${week}::text),
               'digest:' || b."id"::text || ':' || ${week}::text, ${NOW}, ${NOW}
        FROM batch b
        ON CONFLICT ("key") DO NOTHING
        RETURNING 1
      )
      SELECT (SELECT max("id") FROM batch) AS "last", (SELECT count(*)::int FROM batch) AS "selected",
             (SELECT count(*)::int FROM inserted) AS "inserted"`;
    written += row?.inserted ?? 0;
    if (row?.last == null || row.selected < DIGEST_SCHEDULE_BATCH) break;
    after = row.last;
  }
  if (written > 0) services.jobs.wake();
  return written;
}

/** Runs the recurring 'digest.schedule' job. */
export async function runDigestSchedule(services: Pick<Services, 'db' | 'jobs' | 'log'>, _job: JobOf<'digest.schedule'>): Promise<void> {
  const written = await scheduleDigests(services);
  if (written > 0) services.log.info({ digests: written }, 'weekly digests scheduled');
}
