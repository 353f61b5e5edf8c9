// Builds the web app (web/dist) and the server's renderer of its pages (web/dist-server), when
// either is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../api/src/lib/migrations.ts';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Both builds, as `npm run build` runs them; false when one failed. */
export function buildWeb(): boolean {
  for (const extra of [[], ['--ssr']]) {
    const result = spawnSync(
      process.execPath,
      [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...extra],
      { cwd: projectRoot, stdio: 'inherit' },
    );
    if (result.status !== 0) return false;
  }
  return true;
}

export function ensureWebBuild(): void {
  const built = ['web/dist/index.html', 'web/dist-server/entry-server.js'].map((p) => path.join(projectRoot, p));
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'package-lock.json'].map((p) =>
    path.join(projectRoot, p),
  );
  const builtAt = Math.min(...built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app…');
  if (!buildWeb()) process.exit(1);
}
