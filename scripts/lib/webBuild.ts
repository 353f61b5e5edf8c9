// Builds the web app when web/dist is missing or older than its sources.
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

export function ensureWebBuild(): void {
  const built = path.join(projectRoot, 'web/dist/index.html');
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'package-lock.json'].map((p) =>
    path.join(projectRoot, p),
  );
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app…');
  const result = spawnSync(
    process.execPath,
    [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    { cwd: projectRoot, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
