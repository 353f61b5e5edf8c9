// npm start — builds the web app when the build is missing or older than its sources, then serves.
import { ensureWebBuild } from './lib/webBuild.ts';

ensureWebBuild();
await import('../api/src/main.ts');
