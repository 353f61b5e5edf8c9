// npm start — builds the web app when the build is missing or older than its sources, then serves
// (SKIP_WEB_BUILD=1 serves whatever web/dist holds, for images built ahead and for tests).
// package.json runs it as `exec node --import tsx scripts/start.ts`: the shell npm starts is
// replaced by this very process, and tsx loads in-process instead of as a parent of a second node,
// so a SIGTERM or SIGINT a supervisor sends to npm reaches the server itself (api/src/main.ts).
import { ensureWebBuild } from './lib/webBuild.ts';

if (!['1', 'true', 'yes'].includes(process.env.SKIP_WEB_BUILD ?? '')) ensureWebBuild();
await import('../api/src/main.ts');
