// npm run dev — the API with reload on change, and Vite's dev server proxying /graphql and /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../api/src/lib/migrations.ts';

const children = [
  spawn(process.execPath, [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'api/src/main.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
