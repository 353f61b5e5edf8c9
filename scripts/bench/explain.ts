// npx tsx scripts/bench/explain.ts [--only graphql|rest|my-feed-graphql|my-feed-rest] [--analyze-runs 3]
//
// Diagnostic companion of bench:feed: on the seeded bench database (seeded first if missing),
// sends one request of each target, captures the SQL the app sends for it (by wrapping
// pg.Client#query in this process: no server code changes), and prints each statement with its
// EXPLAIN (ANALYZE, BUFFERS) plan and timing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { App } from '../../api/src/app.ts';
import { benchDatabaseUrl, benchTargets, checkAnswer, prepareDatabase, send, startBenchApp, TARGET_NAMES } from './prepare.ts';

const { values: args } = parseArgs({
  options: { only: { type: 'string' }, 'analyze-runs': { type: 'string', default: '3' } },
});
const analyzeRuns = Math.max(1, Number(args['analyze-runs']) || 3);
const say = (line: string) => process.stdout.write(`${line}\n`);

interface Captured {
  text: string;
  values: unknown[];
  ms: number;
}

let capturing: Captured[] | null = null;
type QueryFn = (...a: unknown[]) => unknown;
const proto = pg.Client.prototype as unknown as { query: QueryFn };
const originalQuery = proto.query;
proto.query = function (this: unknown, ...a: unknown[]) {
  const first = a[0];
  const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
  const values =
    typeof first === 'string' ? (Array.isArray(a[1]) ? (a[1] as unknown[]) : undefined) : (first as { values?: unknown[] } | null)?.values;
  const log = capturing;
  if (!log || !text) return originalQuery.apply(this, a);
  const entry: Captured = { text, values: values ?? [], ms: Number.NaN };
  log.push(entry);
  const started = performance.now();
  const done = () => (entry.ms = performance.now() - started);
  // pg-pool passes a callback; a direct call gets a promise back.
  const last = a[a.length - 1];
  if (typeof last === 'function') {
    a[a.length - 1] = (...r: unknown[]) => {
      done();
      return (last as (...r: unknown[]) => unknown)(...r);
    };
    return originalQuery.apply(this, a);
  }
  const result = originalQuery.apply(this, a);
  if (result && typeof (result as Promise<unknown>).then === 'function') void (result as Promise<unknown>).then(done, () => undefined);
  return result;
};

async function drain(app: App): Promise<void> {
  let last = -1;
  while (app.statements.count !== last) {
    last = app.statements.count;
    await sleep(200);
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-bench-explain-'));
const databaseUrl = benchDatabaseUrl();
let app: App | null = null;
const explainer = new pg.Client({ connectionString: databaseUrl });
try {
  await prepareDatabase(databaseUrl, { reuse: true, dataDir, log: say });
  const started = await startBenchApp(databaseUrl, dataDir);
  app = started.app;
  await explainer.connect();
  const targets = benchTargets(started.url, started.token);
  const names = TARGET_NAMES.filter((n) => !args.only || n === args.only);
  for (const name of names) {
    const target = targets[name];
    for (let i = 0; i < 5; i++) checkAnswer(name, await send(target)); // warm caches and the query compiler
    await drain(app);
    capturing = [];
    const t0 = performance.now();
    const answer = await send(target);
    const total = performance.now() - t0;
    await drain(app);
    const captured = capturing;
    capturing = null;
    checkAnswer(name, answer);
    say(`\n════ ${name}: ${captured.length} statements, request ${total.toFixed(1)} ms end to end ════`);
    for (const [index, statement] of captured.entries()) {
      say(`\n── #${index + 1} (${statement.ms.toFixed(1)} ms as sent by the app) ──`);
      say(statement.text);
      if (statement.values.length) say(`params: ${JSON.stringify(statement.values)}`);
      if (!/^\s*(SELECT|WITH)\b/i.test(statement.text)) continue;
      let best = Number.POSITIVE_INFINITY;
      let plan: string[] = [];
      for (let run = 0; run < analyzeRuns; run++) {
        const result = await explainer.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
        const lines = result.rows.map((r) => r['QUERY PLAN']);
        const execution = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? Number.NaN);
        if (execution < best || plan.length === 0) {
          best = execution;
          plan = lines;
        }
      }
      say(plan.join('\n'));
    }
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await explainer.end().catch(() => undefined);
  if (app) await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}
