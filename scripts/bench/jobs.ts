// npm run bench:jobs [-- --jobs 2000] [--requests 500] [--concurrency 4] [--pglite]
//
// The job queue (api/src/lib/jobs.ts): jobs per second through it, and what enqueuing one adds
// to a request. Starts the app on PostgreSQL (JOBS_BENCH_DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/commons_bench_jobs, dropped and recreated each run) or on
// embedded PGlite (--pglite), with a local SMTP server (smtp-server) that accepts every message.
//   1. Throughput: --jobs sign-in-link jobs written at once (one INSERT); the time until every one
//      is DONE. Each job is real work: an account lookup, a one-time token, an SMTP delivery.
//   2. Added latency: the one-row INSERT of a job, timed alone (--requests times), and the whole
//      request that writes one (POST /api/auth/forgot-password for an unknown address).
// A benchmark, not a test: exits 0 whatever the numbers, non-zero only when the run itself fails.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { enqueue } from '../../api/src/domain/jobs/kinds.ts';
import { recreateDatabase } from './database.ts';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '4' },
    pglite: { type: 'boolean', default: false },
  },
});
const count = (name: string, raw: string | undefined) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number, got ${raw}`);
  return value;
};
const jobCount = count('jobs', args.jobs);
const requestCount = count('requests', args.requests);
const concurrency = count('concurrency', args.concurrency);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p90 ${ms(percentile(sorted, 90))}, p99 ${ms(percentile(sorted, 99))}`;
};

let delivered = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      delivered += 1;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const dataDir = await mkdtemp(path.join(tmpdir(), 'wc-bench-jobs-'));
const databaseUrl = args.pglite ? undefined : (process.env.JOBS_BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commons_bench_jobs');
if (databaseUrl) await recreateDatabase(databaseUrl);
const app = await buildApp(
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JOB_CONCURRENCY: String(concurrency),
  }),
);
try {
  const { url } = await app.start();
  const { db } = app;
  console.log(`bench:jobs on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${concurrency} jobs at once per instance, ${jobCount} jobs, ${requestCount} requests`);

  // 1. Throughput.
  const before = delivered;
  const started = performance.now();
  await enqueue(
    db,
    'mail.accountLink',
    Array.from({ length: jobCount }, (_, i) => ({ payload: { purpose: 'MAGIC_LINK' as const, email: `bench-${i}@bench.test`, userId: null } })),
  );
  app.services.jobs.wake();
  while ((await db.job.count({ where: { kind: 'mail.accountLink', state: 'DONE' } })) < jobCount) await sleep(25);
  const seconds = (performance.now() - started) / 1000;
  console.log(`throughput: ${jobCount} jobs (lookup + token + SMTP) in ${seconds.toFixed(2)} s = ${(jobCount / seconds).toFixed(0)} jobs/s; SMTP received ${delivered - before}`);

  // 2. Added latency: the INSERT alone, then a request that writes one.
  const inserts: number[] = [];
  for (let i = 0; i < requestCount; i++) {
    const t = performance.now();
    await enqueue(db, 'mail.accountLink', [{ payload: { purpose: 'RESET_PASSWORD', email: `latency-${i}@bench.test`, userId: null } }]);
    inserts.push(performance.now() - t);
  }
  console.log(`enqueue one job (one INSERT): ${summary(inserts)}`);
  const requests: number[] = [];
  for (let i = 0; i < requestCount; i++) {
    const t = performance.now();
    const response = await fetch(`${url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}` },
      body: JSON.stringify({ email: `request-${i}@bench.test` }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`forgot-password answered ${response.status}`);
    requests.push(performance.now() - t);
  }
  console.log(`POST /api/auth/forgot-password (rate limits + the job's INSERT): ${summary(requests)}`);
  await app.services.jobs.settle();
} finally {
  await app.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
}
