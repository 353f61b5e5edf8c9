// npm run bench:web — builds the web app, serves it like `npm start` does (embedded database with
// the demo content, NODE_ENV=production) from a child process, and runs Lighthouse (mobile preset,
// simulated throttling, cold browser cache; the server warmed by two visits of each page first)
// in headless Chromium on home, a post page and /polls.
// Prints the scores, the paint metrics (Lighthouse's simulated ones, which the score uses, and
// the ones observed on loopback) and the JavaScript each page loaded, compressed and not.
//
//   npm run bench:web                      # 3 runs per page, the median run (by performance) reported
//   npm run bench:web -- --runs 1          # quicker
//   npm run bench:web -- --no-build        # serve web/dist as it is
//   npm run bench:web -- --json out.json   # also write the figures as JSON
//   npm run bench:web -- --only home,post   # some of the pages: home, post, polls
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, loadavg, cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { projectRoot } from '../../api/src/lib/migrations.ts';
import { buildWeb } from '../lib/webBuild.ts';
import { HOME_JS_GOAL_BYTES, HOME_ROUTE_PATTERN, ROUTE_JS_REPORT, type RouteJsReport } from '../lib/routeJs.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
    only: { type: 'string', default: 'home,post,polls' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);

function build(): void {
  console.log('Building the web app and its server renderer (vite build)…');
  if (!buildWeb()) throw new Error('vite build failed');
}

/** `npm start` in a child process (its own event loop), on a fresh embedded database with the demo content. */
async function startApp(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SKIP_WEB_BUILD: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (const line of buffered.split('\n')) {
        const match = /"url":"(http:[^"]+)"/.exec(line);
        if (match && line.includes('is listening')) resolve(match[1]!);
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
    });
    child.once("exit", (code, signal) => reject(new Error(`the app exited (${code ?? signal}) before listening`)));
  });
  child.stdout!.resume();
  return { url, child };
}

async function postPath(base: string): Promise<string> {
  const response = await fetch(`${base}/api/posts?limit=1`);
  const body = (await response.json()) as { posts?: Array<{ path: string }> };
  const first = body.posts?.[0];
  if (!first) throw new Error('GET /api/posts returned no post');
  return first.path;
}

interface Figures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  observedFcpMs: number;
  observedLcpMs: number;
  jsTransferBytes: number;
  jsBytes: number;
  jsFiles: number;
  totalTransferBytes: number;
  lcpElement: string;
  shifts: string[];
}

type Audits = Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;

function figures(page: string, lhr: { categories: Record<string, { score: number | null }>; audits: Audits }): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number>;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as Array<{ resourceType?: string; transferSize?: number; resourceSize?: number }>;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  // Where the paint and the shifts come from: the element snippets Lighthouse names.
  const snippet = (value: unknown): string => {
    if (!value || typeof value !== 'object') return '';
    const node = (value as { node?: { snippet?: string } }).node;
    if (node?.snippet) return node.snippet;
    for (const item of (value as { items?: unknown[] }).items ?? []) {
      const found = snippet(item);
      if (found) return found;
    }
    return '';
  };
  const lcpNode = snippet(lhr.audits['largest-contentful-paint-element']?.details);
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) => `${snippet(item).slice(0, 80)} (${Number((item as { score?: number }).score ?? 0).toFixed(3)})`,
  );
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    observedFcpMs: metrics.observedFirstContentfulPaint ?? NaN,
    observedLcpMs: metrics.observedLargestContentfulPaint ?? NaN,
    jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsBytes: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    jsFiles: scripts.length,
    totalTransferBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcpElement: lcpNode.slice(0, 90),
    shifts,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');

function table(rows: Figures[]): string {
  const head = ['page', 'perf', 'a11y', 'b.p.', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'obs. FCP', 'obs. LCP', 'JS sent', 'JS size', 'files', 'all sent'];
  const body = rows.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    ms(r.fcpMs),
    ms(r.lcpMs),
    ms(r.tbtMs),
    r.cls.toFixed(3),
    ms(r.observedFcpMs),
    ms(r.observedLcpMs),
    kb(r.jsTransferBytes),
    kb(r.jsBytes),
    String(r.jsFiles),
    kb(r.totalTransferBytes),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...body.map(line)].join('\n');
}

/** What each landing route loads before it renders, gzipped as served, as the build measured it; home chunk by chunk. */
function routeJsSummary(report: RouteJsReport): string {
  const lines = ['JavaScript each landing route loads before it renders (gzipped as served: the build’s Zopfli .gz files):'];
  for (const route of report.routes) lines.push(`  ${route.path.padEnd(40)} ${kb(route.gzipBytes).padStart(9)} in ${route.files.length} files`);
  const home = report.routes.find((route) => route.path === HOME_ROUTE_PATTERN);
  if (home) {
    lines.push(`Home route, chunk by chunk (${kb(home.gzipBytes)}; goal under ${kb(HOME_JS_GOAL_BYTES)}):`);
    for (const file of [...home.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      lines.push(`  ${kb(file.gzipBytes).padStart(9)}  ${kb(file.bytes).padStart(9)} raw  ${file.route ? 'route' : 'entry'}  ${file.file}`);
    }
    lines.push(
      home.gzipBytes < HOME_JS_GOAL_BYTES
        ? 'Home route JS meets the goal.'
        : `Home route JS is ${kb(home.gzipBytes - HOME_JS_GOAL_BYTES)} OVER THE GOAL.`,
    );
  }
  return lines.join('\n');
}

if (!args['no-build']) build();
const routeJs = JSON.parse(await readFile(path.join(projectRoot, 'web/dist', ROUTE_JS_REPORT), 'utf8')) as RouteJsReport;
const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-bench-web-'));
const { url: base, child } = await startApp(dataDir);
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const wanted = new Set(args.only!.split(','));
  const pages = [
    ...(wanted.has('home') ? ['/'] : []),
    ...(wanted.has('post') ? [await postPath(base)] : []),
    ...(wanted.has('polls') ? ['/polls'] : []),
  ];
  console.log(`Serving ${base}; ${runs} Lighthouse run(s) per page (mobile preset, cold cache); load ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores`);
  // Warm the server (its first answers compile documents and fill the embedded database's caches):
  // the browser's cache is cold in every measured run, the server is not freshly started.
  const warm = await chromium.launch({ executablePath: args.chromium, args: ['--no-sandbox'] });
  try {
    const context = await warm.newContext();
    const tab = await context.newPage();
    for (let round = 0; round < 2; round++) for (const page of pages) await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
  } finally {
    await warm.close();
  }
  chrome = await chromeLauncher.launch({ chromePath: args.chromium, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results: Figures[] = [];
  for (const page of pages) {
    const all: Figures[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const lhr = result.lhr as unknown as Parameters<typeof figures>[1] & { runtimeError?: { message: string } };
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
      all.push(figures(page, lhr));
      // The whole report, for a closer look (BENCH_WEB_REPORTS=dir): one JSON file per page and run.
      if (process.env.BENCH_WEB_REPORTS) {
        await mkdir(process.env.BENCH_WEB_REPORTS, { recursive: true });
        const name = page.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'home';
        await writeFile(path.join(process.env.BENCH_WEB_REPORTS, `${name}-${run}.json`), JSON.stringify(lhr));
      }
    }
    all.sort((a, b) => a.performance - b.performance);
    const median = all[Math.floor(all.length / 2)]!;
    results.push(median);
    console.log(`  ${page}: performance ${all.map((f) => f.performance).join(', ')}; LCP element ${median.lcpElement || '—'}`);
    if (median.shifts.length > 0) console.log(`    layout shifts: ${median.shifts.join('; ')}`);
  }
  console.log(`\n${table(results)}\n`);
  console.log('FCP/LCP/TBT: Lighthouse mobile (simulated slow 4G, 4x CPU), the basis of the score; obs.: as observed on loopback, cold cache.');
  console.log('JS sent: script bytes over the wire (compressed when served so); JS size: the same scripts uncompressed.');
  console.log(`Load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`\n${routeJsSummary(routeJs)}`);
  if (args.json) await writeFile(args.json, JSON.stringify({ base, runs, results, routeJs }, null, 2));
} finally {
  await chrome?.kill();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
