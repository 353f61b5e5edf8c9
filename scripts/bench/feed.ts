// npm run bench:feed [-- --reuse] [--duration 15] [--connections 50] [--warmup 300] [--only graphql,rest,my-feed-graphql,my-feed-rest,post-graphql,post-rest,conversations-graphql,conversations-rest]
//
// Seeds PostgreSQL (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/commons_bench)
// with 2,000 users, 12 communities, 10,000 posts, 200,000 votes, 50,000 comments and the bench
// member's 20 follows, starts the app on it, signs in the bench member, and measures with
// autocannon the signed-in GraphQL feed query, GET /api/posts, and My Feed over GraphQL and
// GET /api/posts/my-feed: req/s, latency p50/p90/p99/max, SQL statements per request and CPU.
// --connections takes a comma list (e.g. 50,10) to run every target at each level; --executor
// compiled,graphql-js runs the GraphQL targets with each executor (api/src/lib/compiledExecution.ts)
// in the same run (default: compiled, as the app serves).
// A benchmark, not a test: exits 0 whatever the numbers, non-zero only when the run itself fails.
// The database is kept: --reuse skips the seed when the data is already there.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from '../../api/src/app.ts';
import { cpuBetween, cpuSnapshot, runAutocannon, type CpuUse, type LoadResult, type LoadTarget } from './load.ts';
import { benchDatabaseUrl, benchTargets, checkAnswer, prepareBenchExtras, prepareDatabase, send, startBenchApp, TARGET_NAMES } from './prepare.ts';

const P99_TARGET_MS = 50;

const { values: args } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '300' },
    only: { type: 'string' },
    executor: { type: 'string', default: 'compiled' },
  },
});

const positiveInt = (name: string, raw: string | undefined): number => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number, got ${raw}`);
  return value;
};
const duration = positiveInt('duration', args.duration);
const connectionLevels = (args.connections ?? '50').split(',').map((c) => positiveInt('connections', c.trim()));
const warmup = positiveInt('warmup', args.warmup);
const only = args.only?.toLowerCase().split(',').map((name) => name.trim());
const EXECUTORS = ['compiled', 'graphql-js'] as const;
type Executor = (typeof EXECUTORS)[number];
const executors = (args.executor ?? 'compiled').split(',').map((name) => name.trim()) as Executor[];
const unknownExecutor = executors.find((name) => !EXECUTORS.includes(name));
if (unknownExecutor !== undefined) throw new Error(`--executor takes a comma list of ${EXECUTORS.join(', ')}; got ${unknownExecutor}`);
const unknownTarget = only?.find((name) => !(TARGET_NAMES as readonly string[]).includes(name));
if (unknownTarget !== undefined) throw new Error(`--only takes a comma list of ${TARGET_NAMES.join(', ')}; got ${unknownTarget}`);

const databaseUrl = benchDatabaseUrl();
const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const cores = availableParallelism();
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Waits until the app sends no more SQL (requests still in flight when autocannon stopped). */
async function drain(app: App): Promise<void> {
  let last = -1;
  for (let i = 0; i < 50 && app.statements.count !== last; i++) {
    last = app.statements.count;
    await sleep(200);
  }
}

/** SQL statements sent for one request (work finishing after the answer counts too). */
async function statementsForOne(app: App, target: LoadTarget): Promise<number> {
  await drain(app);
  const before = app.statements.count;
  const answer = await send(target);
  if (answer.status !== 200) throw new Error(`${target.name}: HTTP ${answer.status}`);
  await drain(app);
  return app.statements.count - before;
}

interface Measured {
  target: string;
  /** The GraphQL executor the app ran (REST targets: the first one, unused). */
  executor: Executor;
  connections: number;
  result: LoadResult;
  statementsPerRequest: number;
  statementsPerRequestRun: number;
  cpu: CpuUse;
}

async function measure(app: App, target: LoadTarget, connections: number, executor: Executor): Promise<Measured> {
  app.compiledExecution.enabled = executor === 'compiled';
  const perRequest = [await statementsForOne(app, target), await statementsForOne(app, target), await statementsForOne(app, target)];
  say(`[${target.name}] SQL statements for single requests: ${perRequest.join(', ')}.`);

  const warm = await runAutocannon(target, { connections: Math.min(connections, 10), amount: warmup });
  say(`[${target.name}] warm-up: ${warm.requests.sent} requests, p99 ${warm.latency.p99} ms.`);

  await drain(app);
  const [load1] = loadavg();
  say(`[${target.name}] autocannon: ${connections} connections, ${duration} s (load average before: ${load1!.toFixed(2)}) ...`);
  const statementsBefore = app.statements.count;
  const cpuBefore = cpuSnapshot(databaseName);
  const result = await runAutocannon(target, { connections, duration });
  const cpuAfter = cpuSnapshot(databaseName);
  await drain(app);
  const statementsRun = app.statements.count - statementsBefore;
  return {
    target: target.name,
    executor,
    connections,
    result,
    statementsPerRequest: perRequest[perRequest.length - 1]!,
    // `sent` includes the requests in flight when autocannon stopped: the app still ran their SQL.
    statementsPerRequestRun: result.requests.sent > 0 ? statementsRun / result.requests.sent : Number.NaN,
    cpu: cpuBetween(cpuBefore, cpuAfter, cores),
  };
}

// ───────────────────────────── Report ─────────────────────────────

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** CPU milliseconds per request (cores busy x interval / requests): steadier than latency on a shared machine. */
const cpuMsPerRequest = (m: Measured, cores: number) =>
  m.result.requests.sent > 0 ? ((cores * m.cpu.seconds * 1000) / m.result.requests.sent).toFixed(2) : 'n/a';
const labels: Record<string, string> = {
  graphql: 'GraphQL feed (POST /graphql)',
  rest: 'GET /api/posts',
  'my-feed-graphql': 'GraphQL myFeed, 20 follows',
  'my-feed-rest': 'GET /api/posts/my-feed, 20 follows',
  'post-graphql': 'GraphQL post page, 50 comments',
  'post-rest': 'GET /api/posts/:id, 50+ comments',
  'conversations-graphql': 'GraphQL conversations (20)',
  'conversations-rest': 'GET /api/messages/conversations',
};
const label = (m: Measured) => (labels[m.target] ?? m.target) + (executors.length > 1 && m.target.endsWith('graphql') ? ` [${m.executor}]` : '');
const failures = (m: Measured) => m.result.errors + m.result.timeouts + m.result.non2xx;

function report(measured: Measured[]): void {
  say(`\nResults (${duration} s per run; ${cores} cores shared by the app, PostgreSQL and autocannon):\n`);
  say(
    table([
      ['target', 'conns', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'non-2xx', 'SQL/req', 'SQL/req (run)'],
      ...measured.map((m) => [
        label(m),
        String(m.connections),
        m.result.requests.mean.toFixed(1),
        String(m.result.latency.p50),
        String(m.result.latency.p90),
        String(m.result.latency.p99),
        String(m.result.latency.max),
        String(m.result.requests.total),
        String(m.result.errors + m.result.timeouts),
        String(m.result.non2xx),
        String(m.statementsPerRequest),
        m.statementsPerRequestRun.toFixed(2),
      ]),
    ]),
  );
  say(`\nCPU during each run, in cores busy (1.00 = one core fully used; the machine has ${cores}):`);
  say(
    table([
      ['target', 'conns', 'app (node)', `postgres (${databaseName})`, 'autocannon', 'other processes', 'whole machine', 'app ms/req', 'postgres ms/req'],
      ...measured.map((m) => {
        const ours = m.cpu.app + m.cpu.postgres + m.cpu.autocannon;
        return [
          label(m),
          String(m.connections),
          m.cpu.app.toFixed(2),
          m.cpu.postgres.toFixed(2),
          m.cpu.autocannon.toFixed(2),
          m.cpu.system === null ? 'n/a' : Math.max(0, m.cpu.system - ours).toFixed(2),
          m.cpu.system === null ? 'n/a' : m.cpu.system.toFixed(2),
          cpuMsPerRequest(m, m.cpu.app),
          cpuMsPerRequest(m, m.cpu.postgres),
        ];
      }),
    ]),
  );
  const busy = measured.filter((m) => m.cpu.system !== null && m.cpu.system - (m.cpu.app + m.cpu.postgres + m.cpu.autocannon) > 0.25);
  if (busy.length > 0) {
    say('Note: other processes used a noticeable share of the CPU during some runs; those figures understate the app.');
  }
  say('');
  for (const m of measured) {
    const ok = m.result.latency.p99 < P99_TARGET_MS && failures(m) === 0;
    say(
      `${ok ? 'PASS' : 'FAIL'}: ${label(m)} at ${m.connections} connections: p99 ${m.result.latency.p99} ms (target < ${P99_TARGET_MS} ms)` +
        (failures(m) > 0 ? `, ${m.result.non2xx} non-2xx, ${m.result.errors} errors, ${m.result.timeouts} timeouts` : ''),
    );
  }
}

// ───────────────────────────── Main ─────────────────────────────

const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-bench-'));
let app: App | null = null;
try {
  const { seedSeconds } = await prepareDatabase(databaseUrl, { reuse: args.reuse ?? false, dataDir, log: say });
  const extras = await prepareBenchExtras(databaseUrl, dataDir);
  const started = await startBenchApp(databaseUrl, dataDir);
  app = started.app;
  say(`App listening on ${started.url}; the bench member is signed in.`);
  const all = benchTargets(started.url, started.token, extras);
  const names = TARGET_NAMES.filter((name) => only === undefined || only.includes(name));

  for (const name of names) say(`[${name}] first answer OK (${checkAnswer(name, await send(all[name]))}).`);
  const measured: Measured[] = [];
  for (const connections of connectionLevels) {
    for (const name of names) {
      // REST answers do not go through GraphQL: measured once.
      for (const executor of name.endsWith('graphql') ? executors : executors.slice(0, 1)) measured.push(await measure(app, all[name], connections, executor));
    }
  }
  if (seedSeconds !== null) say(`\nSeeding time: ${seedSeconds.toFixed(1)} s.`);
  report(measured);
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  if (app) await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}
