// Load generation (autocannon in a child process, so it never shares the app's event loop) and
// CPU accounting for the app, autocannon and the PostgreSQL backends during a run.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const autocannonBin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');

export interface LoadTarget {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  connections: number;
  /** Seconds; ignored when amount is set. */
  duration?: number;
  /** Stop after this many requests (warm-up). */
  amount?: number;
}

/** The subset of autocannon's JSON result this bench reads. */
export interface LoadResult {
  requests: { mean: number; total: number; sent: number };
  latency: { mean: number; p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  '2xx': number;
}

export function runAutocannon(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const args = [autocannonBin, '--json', '-c', String(options.connections), '-m', target.method];
  if (options.amount !== undefined) args.push('-a', String(options.amount));
  else args.push('-d', String(options.duration ?? 15));
  for (const [name, value] of Object.entries(target.headers)) args.push('-H', `${name}=${value}`);
  if (target.body !== undefined) args.push('-b', target.body);
  args.push(target.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line) {
        reject(new Error(`autocannon exited with ${code}: ${stderr.trim() || stdout.trim()}`));
        return;
      }
      try {
        resolve(JSON.parse(line) as LoadResult);
      } catch (error) {
        reject(new Error(`autocannon output is not JSON: ${line.slice(0, 200)} (${String(error)})`));
      }
    });
  });
}

// ───────────────────────────── CPU accounting ─────────────────────────────

let clockTicks: number | undefined;
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** Fields of /proc/<pid>/stat after the command name (field 3 is index 0). */
function statFields(pid: number | 'self'): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU ticks of the PostgreSQL backends serving `database` (their title is "postgres: [cluster: ]user database host ..."). */
function postgresTicks(database: string): Map<number, number> {
  const ticks = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return ticks;
  }
  for (const entry of entries) {
    const pid = Number(entry);
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim().split(/\s+/);
      if (title[0] !== 'postgres:' || !title.slice(1, 4).includes(database)) continue;
    } catch {
      continue;
    }
    const fields = statFields(pid);
    // utime, stime are fields 14 and 15: indexes 11 and 12 here.
    if (fields) ticks.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}

function systemTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  at: number;
  app: NodeJS.CpuUsage;
  /** cutime + cstime of this process: finished, waited-for children (autocannon). */
  children: number;
  /** Per backend of the bench database. */
  postgres: Map<number, number>;
  system: { busy: number; total: number } | null;
}

export function cpuSnapshot(database: string): CpuSnapshot {
  const self = statFields('self');
  return {
    at: performance.now(),
    app: process.cpuUsage(),
    children: self ? Number(self[13]) + Number(self[14]) : 0,
    postgres: postgresTicks(database),
    system: systemTicks(),
  };
}

/** CPU used between two snapshots, in cores (1.0 = one core busy the whole time). */
export interface CpuUse {
  app: number;
  autocannon: number;
  postgres: number;
  /** Whole machine, all processes. */
  system: number | null;
  cores: number;
  /** Length of the measured interval. */
  seconds: number;
}

export function cpuBetween(a: CpuSnapshot, b: CpuSnapshot, cores: number): CpuUse {
  const seconds = (b.at - a.at) / 1000;
  const hz = ticksPerSecond();
  const appMicros = b.app.user - a.app.user + (b.app.system - a.app.system);
  let pgTicks = 0;
  for (const [pid, ticks] of b.postgres) pgTicks += ticks - (a.postgres.get(pid) ?? 0);
  const system =
    a.system && b.system && b.system.total > a.system.total ? ((b.system.busy - a.system.busy) / (b.system.total - a.system.total)) * cores : null;
  return {
    app: appMicros / 1e6 / seconds,
    autocannon: (b.children - a.children) / hz / seconds,
    postgres: pgTicks / hz / seconds,
    system,
    cores,
    seconds,
  };
}
