// `npm start` as a supervisor runs it (systemd, a container runtime, a CI step): a SIGTERM or a
// SIGINT sent to npm's own PID must stop the server and leave no process behind. npm forwards
// the signal to its child only, so any process between npm and the server (a shell, a loader
// wrapper) would be left running with the server under it.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { portAccepts } from './helpers/ports.ts';
import { projectRoot } from '../../api/src/lib/migrations.ts';
import { timeouts } from '../timeouts.ts';
import { createTestDataDir } from './helpers/server.ts';

const started = new Set<number>();
const dataDirs: string[] = [];

afterAll(async () => {
  // Only what this file started, if a failed test left it running.
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The PIDs of every live descendant of `root` (from /proc). */
async function descendants(root: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the parent PID is the 2nd field after it.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended while we read
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of parents) {
      if (ppid === parent) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves when `check` returns true; rejects with `what` after `timeoutMs`. Polls state, not time. */
async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

async function startNpm(): Promise<{ npm: ChildProcess; port: number; output: () => string }> {
  // The migrated template database: the server under test does not spend its start migrating.
  const dataDir = await createTestDataDir('wc-npm-start-');
  dataDirs.push(dataDir);
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The web app is not under test; building it here would only cost minutes.
      SKIP_WEB_BUILD: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(npm.pid!);
  let output = '';
  npm.stdout!.on('data', (chunk) => (output += String(chunk)));
  npm.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<never>((_, reject) =>
    npm.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving:\n${output}`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitUntil(() => healthy(port), `/healthz on port ${port}`, timeouts.serverStart), exited]);
  return { npm, port, output: () => output };
}

describe('npm start under a supervisor', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s to npm stops the server and leaves no process behind',
    async (signal) => {
      const { npm, port, output } = await startNpm();
      const tree = await descendants(npm.pid!);
      for (const pid of tree) started.add(pid);
      expect(tree.length).toBeGreaterThan(0);

      const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
      npm.kill(signal);
      await exited;

      await waitUntil(() => tree.every((pid) => !isAlive(pid)), `every process under npm to end (${tree.join(', ')})\n${output()}`, timeouts.serverStop);
      expect(await portAccepts(port)).toBe(false);
    },
    timeouts.serverStart + timeouts.serverStop,
  );
});
