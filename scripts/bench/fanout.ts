// npm run bench:fanout [-- --sizes 1000,10000] [--rounds 7] [--procs 2] [--redis redis://127.0.0.1:6379]
//                       [--open-rate 2000] [--open-concurrency 50] [--open-retries 3]
//
// Live poll results under fan-out: starts the app on PostgreSQL (FANOUT_DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/commons_bench_fanout, dropped and recreated each run),
// creates a poll, opens N graphql-ws subscribers to `pollResultsUpdated` of that poll, casts one
// vote (GraphQL votePoll over HTTP) and measures the time until the first and the LAST
// subscriber hold the new totals. In the same run, a raw `ws` server (fanout-floor.ts, a process
// of its own) sends a message of the same bytes (the graphql-ws `next` frame the subscribers
// received) to the same number of clients: the floor. Memory per connection is each server
// process' heap and RSS growth (after a full GC) divided by the connections it opened.
//
// The clients live in --procs child processes (fanout-clients.ts), never in a server's event
// loop; each client runs the same code in both modes (JSON.parse of every message). Connections
// open paced (--open-rate a second over all client processes, --open-concurrency at once in
// each), and an open that fails is tried again (--open-retries): the report counts retries and
// failures instead of aborting. Times are taken with process.hrtime.bigint(), the machine's
// monotonic clock, so the processes' times compare directly. Each size runs one unmeasured round
// (it proves every subscription is registered and warms the code) and then --rounds measured
// rounds, each with a new voter; the report gives medians and the worst.
//
// A benchmark, not a test: exits 0 whatever the numbers, non-zero only when the run itself fails.
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { buildApp, type App } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { hashPassword } from '../../api/src/lib/passwords.ts';
import { createPoll, createUser } from '../../tests/fixtures/factories.ts';
import { recreateDatabase } from './database.ts';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    rounds: { type: 'string', default: '7' },
    procs: { type: 'string' },
    redis: { type: 'string' },
    'open-rate': { type: 'string', default: '2000' },
    'open-concurrency': { type: 'string', default: '50' },
    'open-retries': { type: 'string', default: '3' },
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
const opening = {
  rate: positiveInt('open-rate', args['open-rate']),
  concurrency: positiveInt('open-concurrency', args['open-concurrency']),
  retries: Number.isInteger(Number(args['open-retries'])) && Number(args['open-retries']) >= 0 ? Number(args['open-retries']) : 3,
};
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

// Each socket is one descriptor on each side. The app's process holds the N graphql-ws sockets
// (plus its database connections and files), the floor's process the N raw ones, and each client
// process its share of both kinds.
const largest = Math.max(...sizes);
const needed = Math.max(largest + 512, Math.ceil((2 * largest) / procs) + 256);
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
    `The open-file limit (${limits.soft}, hard ${limits.hard}) is below the ${needed} descriptors a process needs for ${largest} subscribers with ${procs} client processes: raise it (ulimit -n / LimitNOFILE), pass more --procs or smaller --sizes.`,
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

/** A child process's next message of kind `ev`; rejects after `timeoutMs`. */
function nextMessage(child: ChildProcess, ev: string, timeoutMs: number, who: string): Promise<ChildEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`${who}: no "${ev}" within ${timeoutMs} ms`));
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

interface Opened {
  requested: number;
  count: number;
  /** Sockets that could not be opened after every retry. */
  failures: number;
  /** Opens tried again after a failure. */
  retried: number;
  firstError: string;
  ms: number;
}

/** The raw ws floor server (fanout-floor.ts), in a process of its own. */
class FloorProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(): Promise<FloorProcess> {
    const child = fork(path.join(here, 'fanout-floor.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const ready = await nextMessage(child, 'ready', 30_000, 'floor process');
    return new FloorProcess(child, ready.url as string);
  }

  ask(command: object, ev: string, timeoutMs = 120_000): Promise<ChildEvent> {
    const answer = nextMessage(this.child, ev, timeoutMs, 'floor process');
    this.child.send(command);
    return answer;
  }

  async memory(): Promise<{ heap: number; rss: number }> {
    const m = await this.ask({ cmd: 'memory' }, 'memory');
    return { heap: m.heap as number, rss: m.rss as number };
  }

  stop() {
    this.child.kill();
  }
}

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
    return nextMessage(child, ev, timeoutMs, `client process ${child.pid}`);
  }

  /** Sends each child its command and waits for every child's `ev` (listening first). */
  all(command: (index: number) => object, ev: string, timeoutMs = 120_000): Promise<ChildEvent[]> {
    const answers = this.children.map((c) => this.next(c, ev, timeoutMs));
    this.children.forEach((c, i) => c.send(command(i)));
    return Promise.all(answers);
  }

  /** Opens `total` sockets split over the children, paced; failures are counted, not fatal. */
  async open(url: string, total: number, mode: 'graphql' | 'raw', subscribe?: { query: string; variables: Record<string, unknown> }): Promise<Opened> {
    const n = this.children.length;
    const share = (i: number) => Math.floor(total / n) + (i < total % n ? 1 : 0);
    const started = performance.now();
    const answers = await this.all(
      (i) => ({ cmd: 'open', url, count: share(i), mode, subscribe, rate: opening.rate / n, concurrency: opening.concurrency, retries: opening.retries }),
      'opened',
      // Paced: the whole share takes total / rate seconds; then as long again for slow opens and retries.
      Math.max(300_000, (2 * total * 1000) / opening.rate + 120_000),
    );
    const opened: Opened = {
      requested: total,
      count: answers.reduce((sum, a) => sum + (a.count as number), 0),
      failures: answers.reduce((sum, a) => sum + (a.failures as number), 0),
      retried: answers.reduce((sum, a) => sum + (a.retried as number), 0),
      firstError: answers.map((a) => a.firstError as string).find(Boolean) ?? '',
      ms: performance.now() - started,
    };
    if (opened.count === 0) throw new Error(`${mode}: no socket opened (${opened.firstError})`);
    return opened;
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
  /** Messages received (every open socket, once). */
  received: number;
}

interface SizeResult {
  size: number;
  graphql: Round[];
  raw: Round[];
  graphqlOpened: Opened;
  rawOpened: Opened;
  graphqlMemory: { heap: number; rss: number };
  rawMemory: { heap: number; rss: number };
  frameBytes: number;
  /** Load average (1 min) before and after the size's run. */
  load: [number, number];
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
    received: dones.reduce((sum, d) => sum + (d.received as number), 0),
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
    state.frame = String(dones.find((d) => d.sample)?.sample ?? state.frame);
    return { ...summarise(dones, start, eventAt, used), voteAnswered: ms(start, answered) };
  } finally {
    pubsub.publish = publish;
  }
}

/** One broadcast of the last graphql-ws frame by the raw ws floor server. */
async function rawRound(run: Run, floor: FloorProcess): Promise<Round> {
  const { clients, state } = run;
  const round = ++state.round;
  await clients.arm('raw', round, state.total);
  const done = clients.waitDone();
  const sent = await floor.ask({ cmd: 'broadcast', frame: state.frame }, 'sent');
  const dones = await done;
  const cpu = (await floor.ask({ cmd: 'cpu' }, 'cpu')).ms as number;
  return summarise(dones, BigInt(sent.start as string), null, cpu);
}

/**
 * N graphql-ws subscribers and N raw clients, both open at once; after one unmeasured round of
 * each (it proves every subscription is registered, then memory is read), the measured rounds
 * alternate graphql-ws and raw so both see the same background load.
 */
async function measureSize(run: Run, floor: FloorProcess, size: number): Promise<SizeResult> {
  const { url, clients, poll } = run;
  const loadBefore = loadavg()[0]!;
  const baseline = await memory();
  say(`  opening ${size.toLocaleString('en-US')} graphql-ws subscriptions ...`);
  const graphqlOpened = await clients.open(`${url.replace(/^http/, 'ws')}/graphql`, size, 'graphql', { query: SUBSCRIPTION, variables: { postId: poll.gid } });
  say(`  ${describeOpened(graphqlOpened)}`);
  await graphqlRound(run);
  const loaded = await memory();
  const graphqlMemory = { heap: (loaded.heap - baseline.heap) / graphqlOpened.count, rss: (loaded.rss - baseline.rss) / graphqlOpened.count };

  const rawBaseline = await floor.memory();
  say(`  opening ${size.toLocaleString('en-US')} raw ws connections ...`);
  const rawOpened = await clients.open(floor.url, size, 'raw');
  say(`  ${describeOpened(rawOpened)}`);
  await rawRound(run, floor);
  const rawLoaded = await floor.memory();
  const rawMemory = { heap: (rawLoaded.heap - rawBaseline.heap) / rawOpened.count, rss: (rawLoaded.rss - rawBaseline.rss) / rawOpened.count };

  const graphql: Round[] = [];
  const raw: Round[] = [];
  for (let r = 0; r < rounds; r++) {
    graphql.push(await graphqlRound(run));
    raw.push(await rawRound(run, floor));
  }
  await clients.close('graphql');
  await clients.close('raw');
  await floor.ask({ cmd: 'closeAll' }, 'closedAll');
  await sleep(500);
  return {
    size,
    graphql,
    raw,
    graphqlOpened,
    rawOpened,
    graphqlMemory,
    rawMemory,
    frameBytes: Buffer.byteLength(run.state.frame),
    load: [loadBefore, loadavg()[0]!],
  };
}

function describeOpened(o: Opened): string {
  const rate = (o.count / o.ms) * 1000;
  return (
    `opened ${o.count.toLocaleString('en-US')} of ${o.requested.toLocaleString('en-US')} in ${(o.ms / 1000).toFixed(1)} s (${rate.toFixed(0)}/s)` +
    `, ${o.retried} retried, ${o.failures} failed${o.firstError ? ` (first error: ${o.firstError})` : ''}`
  );
}

// ───────────────────────────── Report ─────────────────────────────

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const f1 = (n: number) => n.toFixed(1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const worst = (values: number[]) => Math.max(...values);

function report(results: SizeResult[]): void {
  say(
    `\nResults (${rounds} rounds per size; ${cores} cores shared by the app, PostgreSQL, the floor server, ${procs} client process(es)${redisUrl ? ' and Redis' : ''}` +
      ` and whatever else runs on the machine):\n`,
  );
  say('Connections opened (paced at ' + `${opening.rate}/s, ${opening.concurrency} at once per client process, ${opening.retries} retries):\n`);
  say(
    table([
      ['subscribers', 'graphql-ws opened', 'open s', 'retried', 'failed', 'raw ws opened', 'open s', 'retried', 'failed', 'load avg'],
      ...results.map((r) => [
        r.size.toLocaleString('en-US'),
        r.graphqlOpened.count.toLocaleString('en-US'),
        (r.graphqlOpened.ms / 1000).toFixed(1),
        String(r.graphqlOpened.retried),
        String(r.graphqlOpened.failures),
        r.rawOpened.count.toLocaleString('en-US'),
        (r.rawOpened.ms / 1000).toFixed(1),
        String(r.rawOpened.retried),
        String(r.rawOpened.failures),
        `${r.load[0].toFixed(1)}→${r.load[1].toFixed(1)}`,
      ]),
    ]),
  );
  say('\nTimes (ms; median and worst of the rounds):\n');
  say(
    table([
      ['subscribers', 'vote→first', 'worst', 'vote→last', 'worst', 'publish→last', 'vote answered', 'raw→first', 'worst', 'raw→last', 'worst', 'ratio last', 'ratio (publish)', 'frame bytes'],
      ...results.map((r) => {
        const total = median(r.graphql.map((g) => g.total));
        const fanout = median(r.graphql.map((g) => g.fanout ?? Number.NaN));
        const floor = median(r.raw.map((g) => g.total));
        return [
          r.size.toLocaleString('en-US'),
          f1(median(r.graphql.map((g) => g.first))),
          f1(worst(r.graphql.map((g) => g.first))),
          f1(total),
          f1(worst(r.graphql.map((g) => g.total))),
          f1(fanout),
          f1(median(r.graphql.map((g) => g.voteAnswered ?? Number.NaN))),
          f1(median(r.raw.map((g) => g.first))),
          f1(worst(r.raw.map((g) => g.first))),
          f1(floor),
          f1(worst(r.raw.map((g) => g.total))),
          `${(total / floor).toFixed(2)}x`,
          `${(fanout / floor).toFixed(2)}x`,
          String(r.frameBytes),
        ];
      }),
    ]),
  );
  say("\nServer CPU per event (the server's process from the vote / send loop to the last delivery; steadier than wall time on a busy machine):\n");
  say(
    table([
      ['subscribers', 'graphql-ws CPU ms', 'per subscriber µs', 'raw ws CPU ms', 'per client µs', 'ratio'],
      ...results.map((r) => {
        const g = median(r.graphql.map((x) => x.cpu));
        const w = median(r.raw.map((x) => x.cpu));
        return [r.size.toLocaleString('en-US'), f1(g), f1((g * 1000) / r.graphqlOpened.count), f1(w), f1((w * 1000) / r.rawOpened.count), `${(g / w).toFixed(2)}x`];
      }),
    ]),
  );
  say('\nMemory per open connection (server process growth after a full GC, divided by its open connections; heap = V8 heap + external + array buffers):\n');
  say(
    table([
      ['subscribers', 'graphql-ws heap', 'graphql-ws RSS', 'raw ws heap', 'raw ws RSS'],
      ...results.map((r) => [r.size.toLocaleString('en-US'), kb(r.graphqlMemory.heap), kb(r.graphqlMemory.rss), kb(r.rawMemory.heap), kb(r.rawMemory.rss)]),
    ]),
  );
  const wrong = results.reduce((sum, r) => sum + [...r.graphql, ...r.raw].reduce((s, g) => s + g.wrong, 0), 0);
  say(
    "\nvote→first / vote→last: the vote request leaves the bench → the first / last subscriber has the new totals (includes the vote's " +
      "HTTP request and database transaction). publish→last: the vote publishes its event (after its commit) → last " +
      "subscriber. vote answered: the vote's HTTP answer (the event is published just before it). raw→first / raw→last: the floor " +
      "server's send loop starts → first / last client received the same bytes. ratio last: vote→last / raw→last (medians).",
  );
  if (wrong > 0) say(`WARNING: ${wrong} messages carried unexpected totals or arrived twice.`);
  if (clientsClosed > 0) say(`WARNING: ${clientsClosed} sockets closed during measured rounds.`);
  const failed = results.reduce((sum, r) => sum + r.graphqlOpened.failures + r.rawOpened.failures, 0);
  if (failed > 0) say(`WARNING: ${failed} connections could not be opened (see the first table); the rounds ran with those that did.`);
  const largest = results[results.length - 1]!;
  const ratio = median(largest.graphql.map((g) => g.total)) / median(largest.raw.map((g) => g.total));
  say(`\n${ratio <= 1.3 ? 'PASS' : 'FAIL'}: ${largest.size.toLocaleString('en-US')} subscribers: vote→last ${ratio.toFixed(2)}x the raw ws floor (target at most 1.3x).`);
  const perConnection = largest.graphqlMemory.heap;
  say(`${perConnection < 10 * 1024 ? 'PASS' : 'FAIL'}: ${kb(perConnection)} of server heap per graphql-ws subscriber (target under 10 KiB).`);
}

// ───────────────────────────── Main ─────────────────────────────

let clientsClosed = 0;
const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-fanout-'));
let app: App | null = null;
let clients: ClientProcesses | null = null;
let floor: FloorProcess | null = null;
try {
  say(`Load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cores} cores.`);
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
  floor = await FloorProcess.start();
  say(`${procs} client process(es) and the raw ws floor server started.`);
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
    const result = await measureSize(run, floor, size);
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
  floor?.stop();
  if (app) await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}
