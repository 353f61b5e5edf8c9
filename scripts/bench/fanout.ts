// npm run bench:fanout [-- --sizes 1000,5000] [--rounds 7] [--procs 2] [--redis redis://127.0.0.1:6379]
//
// Live poll results under fan-out: starts the app on PostgreSQL (FANOUT_DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/commons_bench_fanout, dropped and recreated each run),
// creates a poll, opens N graphql-ws subscribers to `pollResultsUpdated` of that poll, casts one
// vote (GraphQL votePoll over HTTP) and measures the time until the LAST subscriber holds the new
// totals. In the same run, a raw `ws` server in the same process sends a message of the same
// bytes (the graphql-ws `next` frame the subscribers received) to the same number of clients:
// the floor. Memory per connection is the server process' heap and RSS growth (after a full GC)
// divided by the number of open subscribers.
//
// The clients live in --procs child processes (fanout-clients.ts), never in the server's event
// loop; each client runs the same code in both modes (JSON.parse of every message). Times are
// taken with process.hrtime.bigint(), the machine's monotonic clock, so the parent's start and
// the children's receive times compare directly. Each size runs one unmeasured round (it proves
// every subscription is registered and warms the code) and then --rounds measured rounds, each
// with a new voter; the report gives medians.
//
// A benchmark, not a test: exits 0 whatever the numbers, non-zero only when the run itself fails.
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { randomBytes } from 'node:crypto';
import { WebSocketServer } from 'ws';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { buildApp, type App } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { hashPassword } from '../../api/src/lib/passwords.ts';
import { createPoll, createUser } from '../../tests/fixtures/factories.ts';
import { recreateDatabase } from './database.ts';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,5000' },
    rounds: { type: 'string', default: '7' },
    procs: { type: 'string' },
    redis: { type: 'string' },
  },
});

const positiveInt = (name: string, raw: string | undefined): number => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number, got ${raw}`);
  return value;
};
const sizes = (args.sizes ?? '').split(',').map((s) => positiveInt('sizes', s.trim()));
const rounds = positiveInt('rounds', args.rounds);
const cores = availableParallelism();
const procs = positiveInt('procs', args.procs ?? String(Math.max(1, Math.min(4, cores))));
const redisUrl = args.redis ?? process.env.BENCH_REDIS_URL ?? undefined;
const databaseUrl = process.env.FANOUT_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/commons_bench_fanout';
const say = (line: string) => process.stdout.write(`${line}\n`);
const here = path.dirname(fileURLToPath(import.meta.url));

// ───────────────────────────── Open-file limit ─────────────────────────────

/** Soft and hard limits of open files (Linux /proc; null elsewhere). */
function openFileLimits(): { soft: number; hard: number } | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = line!.replace('Max open files', '').trim().split(/\s+/);
    const num = (v: string | undefined) => (v === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(v));
    return { soft: num(soft), hard: num(hard) };
  } catch {
    return null;
  }
}

// Each socket is one descriptor on each side; the server holds every one of them.
const needed = Math.max(...sizes) + 512;
const limits = openFileLimits();
if (limits && limits.soft < needed) {
  if (limits.hard >= needed && !process.env.FANOUT_RAISED_NOFILE) {
    // Raise the soft limit to the hard one (a shell builtin) and run again; children inherit it.
    const raised = spawnSync(
      'sh',
      ['-c', 'ulimit -n "$0" && exec "$@"', String(Math.min(limits.hard, 1_048_576)), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
      { stdio: 'inherit', env: { ...process.env, FANOUT_RAISED_NOFILE: '1' } },
    );
    process.exit(raised.status ?? 1);
  }
  throw new Error(
    `The open-file limit (${limits.soft}, hard ${limits.hard}) is below the ${needed} descriptors ${Math.max(...sizes)} subscribers need: raise it (ulimit -n / LimitNOFILE) or pass smaller --sizes.`,
  );
}

// ───────────────────────────── Memory ─────────────────────────────

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

async function memory(): Promise<{ heap: number; rss: number }> {
  for (let i = 0; i < 3; i++) {
    gc();
    await sleep(50);
  }
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.external + m.arrayBuffers, rss: m.rss };
}

// ───────────────────────────── Client processes ─────────────────────────────

type ChildEvent = { ev: string; [key: string]: unknown };

class ClientProcesses {
  private constructor(private readonly children: ChildProcess[]) {}

  static async start(count: number): Promise<ClientProcesses> {
    const children = Array.from({ length: count }, () =>
      fork(path.join(here, 'fanout-clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    );
    const pool = new ClientProcesses(children);
    await Promise.all(children.map((c) => pool.next(c, 'ready', 30_000)));
    for (const child of children) {
      child.on('message', (message: ChildEvent) => {
        if (message.ev === 'socketClosed') pool.closedSockets++;
      });
    }
    return pool;
  }

  closedSockets = 0;

  /** The child's next message of kind `ev`. */
  next(child: ChildProcess, ev: string, timeoutMs: number): Promise<ChildEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.off('message', onMessage);
        reject(new Error(`client process ${child.pid}: no "${ev}" within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (message: ChildEvent) => {
        if (message.ev !== ev) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
    });
  }

  /** Sends each child its command and waits for every child's `ev` (listening first). */
  all(command: (index: number) => object, ev: string, timeoutMs = 120_000): Promise<ChildEvent[]> {
    const answers = this.children.map((c) => this.next(c, ev, timeoutMs));
    this.children.forEach((c, i) => c.send(command(i)));
    return Promise.all(answers);
  }

  /** Opens `total` sockets split over the children. */
  async open(url: string, total: number, mode: 'graphql' | 'raw', subscribe?: { query: string; variables: Record<string, unknown> }) {
    const n = this.children.length;
    const share = (i: number) => Math.floor(total / n) + (i < total % n ? 1 : 0);
    const answers = await this.all((i) => ({ cmd: 'open', url, count: share(i), mode, subscribe, concurrency: 50 }), 'opened', 300_000);
    const opened = answers.reduce((sum, a) => sum + (a.count as number), 0);
    const failures = answers.reduce((sum, a) => sum + (a.failures as number), 0);
    if (failures > 0 || opened !== total) {
      throw new Error(`${mode}: opened ${opened} of ${total} sockets (${failures} failed: ${answers.map((a) => a.firstError).find(Boolean)})`);
    }
  }

  async arm(mode: 'graphql' | 'raw', round: number, expectTotal?: number) {
    await this.all(() => ({ cmd: 'arm', mode, round, expectTotal }), 'armed');
  }

  /** Promises of every child's `done` for the armed round (call before triggering). */
  waitDone(timeoutMs = 120_000): Promise<ChildEvent[]> {
    return Promise.all(this.children.map((c) => this.next(c, 'done', timeoutMs)));
  }

  async close(mode: 'graphql' | 'raw') {
    await this.all(() => ({ cmd: 'close', mode }), 'closed');
  }

  stop() {
    for (const c of this.children) c.kill();
  }
}

// ───────────────────────────── App, poll, voters ─────────────────────────────

const SUBSCRIPTION =
  'subscription PollResults($postId: ID!) { pollResultsUpdated(postId: $postId) { id totalVotes isExpired expiresAt momentum options { id index text voteCount percentage } } }';
const VOTE = 'mutation Vote($input: VotePollInput!) { votePoll(input: $input) { poll { totalVotes } momentumTriggered } }';
const PASSWORD = 'bench-fanout-password-2024';

interface Voter {
  token: string;
}

async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`login failed (${response.status}): ${JSON.stringify(body)}`);
  return body.token;
}

async function vote(url: string, voter: Voter, postId: string, optionIndex: number): Promise<number> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${voter.token}` },
    body: JSON.stringify({ query: VOTE, variables: { input: { postId, optionIndex } } }),
  });
  const body = (await response.json()) as { data?: { votePoll: { poll: { totalVotes: number } } }; errors?: unknown };
  if (!body.data) throw new Error(`vote failed (${response.status}): ${JSON.stringify(body.errors)}`);
  return body.data.votePoll.poll.totalVotes;
}

// ───────────────────────────── Measuring ─────────────────────────────

interface Round {
  /** Vote request sent (graphql) or send loop started (raw) → last subscriber received (ms). */
  total: number;
  /** Event published on this instance → last subscriber received (ms); graphql only. */
  fanout: number | null;
  /** Start → first subscriber received (ms). */
  first: number;
  /** Vote request sent → its HTTP answer (ms); graphql only. */
  voteAnswered?: number;
  /** CPU time of the server process from the start to the last delivery (ms). */
  cpu: number;
  wrong: number;
}

interface SizeResult {
  size: number;
  graphql: Round[];
  raw: Round[];
  graphqlMemory: { heap: number; rss: number };
  rawMemory: { heap: number; rss: number };
  frameBytes: number;
}

const ms = (from: bigint, to: bigint) => Number(to - from) / 1e6;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

function summarise(dones: ChildEvent[], start: bigint, event: bigint | null, cpu: number): Round {
  const last = dones.map((d) => BigInt(d.last as string)).reduce((a, b) => (b > a ? b : a));
  const first = dones.map((d) => BigInt(d.first as string)).reduce((a, b) => (b < a ? b : a));
  return {
    total: ms(start, last),
    fanout: event === null ? null : ms(event, last),
    first: ms(start, first),
    cpu,
    wrong: dones.reduce((sum, d) => sum + (d.wrong as number) + (d.unexpected as number), 0),
  };
}

interface Run {
  app: App;
  url: string;
  clients: ClientProcesses;
  poll: { id: number; gid: string };
  voters: Voter[];
  state: { total: number; round: number; frame: string };
}

/** One vote; resolves when every graphql-ws subscriber has the new totals. */
async function graphqlRound(run: Run): Promise<Round> {
  const { app, url, clients, poll, voters, state } = run;
  // When the vote publishes its event on this instance: the fan-out starts there.
  let eventAt: bigint | null = null;
  const pubsub = app.services.pubsub;
  const publish = pubsub.publish;
  pubsub.publish = ((...publishArgs: unknown[]) => {
    if (publishArgs[0] === 'poll:results') eventAt = process.hrtime.bigint();
    return (publish as (...a: unknown[]) => void)(...publishArgs);
  }) as typeof publish;
  try {
    const round = ++state.round;
    const expected = state.total + 1;
    await clients.arm('graphql', round, expected);
    const done = clients.waitDone();
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    const totalVotes = await vote(url, voters.shift()!, poll.gid, round % 4);
    const answered = process.hrtime.bigint();
    if (totalVotes !== expected) throw new Error(`the vote reported ${totalVotes} votes, expected ${expected}`);
    state.total = expected;
    const dones = await done;
    const used = cpuMs(process.cpuUsage(cpu));
    if (eventAt === null) throw new Error('the vote published no poll:results event');
    state.frame = String(dones[0]!.sample ?? state.frame);
    return { ...summarise(dones, start, eventAt, used), voteAnswered: ms(start, answered) };
  } finally {
    pubsub.publish = publish;
  }
}

/** One broadcast of the last graphql-ws frame by the raw ws server. */
async function rawRound(run: Run, wss: WebSocketServer): Promise<Round> {
  const { clients, state } = run;
  const round = ++state.round;
  await clients.arm('raw', round, state.total);
  const done = clients.waitDone();
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  const frame = state.frame;
  for (const socket of wss.clients) socket.send(frame);
  const dones = await done;
  return summarise(dones, start, null, cpuMs(process.cpuUsage(cpu)));
}

/**
 * N graphql-ws subscribers and N raw clients, both open at once; after one unmeasured round of
 * each (it proves every subscription is registered, then memory is read), the measured rounds
 * alternate graphql-ws and raw so both see the same background load.
 */
async function measureSize(run: Run, size: number): Promise<SizeResult> {
  const { url, clients, poll } = run;
  const baseline = await memory();
  await clients.open(`${url.replace(/^http/, 'ws')}/graphql`, size, 'graphql', { query: SUBSCRIPTION, variables: { postId: poll.gid } });
  await graphqlRound(run);
  const loaded = await memory();
  const graphqlMemory = { heap: (loaded.heap - baseline.heap) / size, rss: (loaded.rss - baseline.rss) / size };

  const raw = await startRawServer();
  const rawBaseline = await memory();
  await clients.open(raw.url, size, 'raw');
  await rawRound(run, raw.wss);
  const rawLoaded = await memory();
  const rawMemory = { heap: (rawLoaded.heap - rawBaseline.heap) / size, rss: (rawLoaded.rss - rawBaseline.rss) / size };

  const graphql: Round[] = [];
  const floor: Round[] = [];
  for (let r = 0; r < rounds; r++) {
    graphql.push(await graphqlRound(run));
    floor.push(await rawRound(run, raw.wss));
  }
  await clients.close('graphql');
  await clients.close('raw');
  await raw.stop();
  await sleep(500);
  return { size, graphql, raw: floor, graphqlMemory, rawMemory, frameBytes: Buffer.byteLength(run.state.frame) };
}

async function startRawServer(): Promise<{ url: string; wss: WebSocketServer; stop(): Promise<void> }> {
  const server: Server = createServer();
  const wss = new WebSocketServer({ server, maxPayload: 1024 * 1024 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/`,
    wss,
    async stop() {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ───────────────────────────── Report ─────────────────────────────

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const f1 = (n: number) => n.toFixed(1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const spread = (values: number[]) => `${f1(Math.min(...values))}–${f1(Math.max(...values))}`;

function report(results: SizeResult[]): void {
  say(`\nResults (median of ${rounds} rounds; ${cores} cores shared by the app, PostgreSQL, ${procs} client process(es)${redisUrl ? ' and Redis' : ''}):\n`);
  say(
    table([
      ['subscribers', 'vote→last ms', '(range)', 'publish→last ms', 'vote answered ms', 'raw ws floor ms', '(range)', 'ratio', 'ratio (publish)', 'frame bytes'],
      ...results.map((r) => {
        const total = median(r.graphql.map((g) => g.total));
        const fanout = median(r.graphql.map((g) => g.fanout ?? Number.NaN));
        const floor = median(r.raw.map((g) => g.total));
        return [
          r.size.toLocaleString('en-US'),
          f1(total),
          spread(r.graphql.map((g) => g.total)),
          f1(fanout),
          f1(median(r.graphql.map((g) => g.voteAnswered ?? Number.NaN))),
          f1(floor),
          spread(r.raw.map((g) => g.total)),
          `${(total / floor).toFixed(2)}x`,
          `${(fanout / floor).toFixed(2)}x`,
          String(r.frameBytes),
        ];
      }),
    ]),
  );
  say('\nServer CPU per event (the app\'s process from the vote / send loop to the last delivery; steadier than wall time on a busy machine):\n');
  say(
    table([
      ['subscribers', 'graphql-ws CPU ms', 'per subscriber µs', 'raw ws CPU ms', 'per client µs', 'ratio'],
      ...results.map((r) => {
        const g = median(r.graphql.map((x) => x.cpu));
        const w = median(r.raw.map((x) => x.cpu));
        return [r.size.toLocaleString('en-US'), f1(g), f1((g * 1000) / r.size), f1(w), f1((w * 1000) / r.size), `${(g / w).toFixed(2)}x`];
      }),
    ]),
  );
  say('\nMemory per open connection (server process growth after a full GC, divided by connections):\n');
  say(
    table([
      ['subscribers', 'graphql-ws heap', 'graphql-ws RSS', 'raw ws heap', 'raw ws RSS'],
      ...results.map((r) => [r.size.toLocaleString('en-US'), kb(r.graphqlMemory.heap), kb(r.graphqlMemory.rss), kb(r.rawMemory.heap), kb(r.rawMemory.rss)]),
    ]),
  );
  const wrong = results.reduce((sum, r) => sum + [...r.graphql, ...r.raw].reduce((s, g) => s + g.wrong, 0), 0);
  say(
    '\nvote→last: the vote request leaves the bench → the last subscriber has the new totals (includes the vote\'s ' +
      'HTTP request and database transaction). publish→last: the vote publishes its event (after its commit) → last ' +
      'subscriber. vote answered: the vote\'s HTTP answer (the event is published just before it). raw ws floor: the ' +
      'send loop starts → last client received the same bytes.',
  );
  if (wrong > 0) say(`WARNING: ${wrong} messages carried unexpected totals or arrived twice.`);
  if (clientsClosed > 0) say(`WARNING: ${clientsClosed} sockets closed during measured rounds.`);
  const largest = results.find((r) => r.size === 5000) ?? results[results.length - 1]!;
  const ratio = median(largest.graphql.map((g) => g.total)) / median(largest.raw.map((g) => g.total));
  say(`\n${ratio <= 2 ? 'PASS' : 'FAIL'}: ${largest.size.toLocaleString('en-US')} subscribers: ${ratio.toFixed(2)}x the raw ws floor (target at most 2x).`);
}

// ───────────────────────────── Main ─────────────────────────────

let clientsClosed = 0;
const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-fanout-'));
let app: App | null = null;
let clients: ClientProcesses | null = null;
try {
  say(`Database ${databaseUrl}: dropping and recreating.`);
  await recreateDatabase(databaseUrl);
  app = await buildApp(
    loadConfig({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `bench:${randomBytes(4).toString('hex')}:`,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
    }),
  );
  const { url } = await app.start();
  say(`App listening on ${url} (PostgreSQL${redisUrl ? `, Redis ${redisUrl}` : ', in-memory pubsub'}).`);

  const passwordHash = await hashPassword(PASSWORD);
  const voterCount = 1 + sizes.length * (rounds + 1);
  const users = [];
  for (let i = 0; i < voterCount + 1; i++) users.push(await createUser(app.db, { passwordHash, email: `voter${i}@bench.test`, username: `voter_${i}` }));
  const voters: Voter[] = [];
  for (const user of users.slice(1)) voters.push({ token: await login(url, user.email) });
  const post = await createPoll(app.db, {
    author: users[0]!,
    question: 'Should the night shift get the same break schedule as days?',
    options: ['Yes, the same schedule', 'Yes, but staggered', 'No, keep it as it is', 'Not sure yet'],
    durationHours: 720,
  });
  const poll = { id: post.id, gid: encodeGlobalID('Post', String(post.id)) };
  say(`Poll ${post.id} created; ${voters.length} voters signed in.`);

  clients = await ClientProcesses.start(procs);
  say(`${procs} client process(es) started.`);
  const run: Run = { app, url, clients, poll, voters, state: { total: 0, round: 0, frame: '' } };

  // Warm-up: 100 subscribers and one vote, so the first measured size does not pay for JIT.
  const warmStarted = Date.now();
  await clients.open(`${url.replace(/^http/, 'ws')}/graphql`, 100, 'graphql', { query: SUBSCRIPTION, variables: { postId: poll.gid } });
  await graphqlRound(run);
  await clients.close('graphql');
  say(`Warm-up done (${Date.now() - warmStarted} ms).`);

  const results: SizeResult[] = [];
  for (const size of sizes) {
    say(`\n${size.toLocaleString('en-US')} subscribers ...`);
    clients.closedSockets = 0;
    const result = await measureSize(run, size);
    clientsClosed += clients.closedSockets;
    const g = median(result.graphql.map((r) => r.total));
    const f = median(result.raw.map((r) => r.total));
    say(`  graphql-ws: ${f1(g)} ms (vote→last), raw ws: ${f1(f)} ms, ratio ${(g / f).toFixed(2)}x`);
    results.push(result);
  }
  report(results);
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  clients?.stop();
  if (app) await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}
