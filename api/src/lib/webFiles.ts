// The built web app's files (web/dist), served by sirv: a .br or .gz beside each text file,
// long caching for the hashed assets, index.html for addresses that name no file.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import type { Logger } from './logger.ts';

export interface WebFilesOptions {
  /** Production trusts the list of files made at start; otherwise each request looks the file up. */
  production: boolean;
  log: Logger;
}

export function createWebFiles(dir: string, { production, log }: WebFilesOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const serve = sirv(dir, {
    single: true,
    etag: true,
    // The build writes a .br and a .gz beside every text file (web/vite.config.ts); sirv sends
    // the one the request accepts, with Content-Encoding and Vary.
    brotli: true,
    gzip: true,
    // Outside production the build can be replaced while the server runs (npm run build);
    // dev mode looks files up per request instead of trusting a list made at start.
    dev: !production,
    setHeaders: (res, pathname) => {
      if (pathname.startsWith('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  return (req, res) => {
    // sirv pipes a file stream it gives no error handler: a file gone since the list was made (a
    // build replaced web/dist under a production server) would end the process. Its headers are
    // sent by then, so this response can only be cut off.
    res.once('pipe', (source: Readable) => {
      source.once('error', (error) => {
        log.warn({ err: error, path: req.url }, 'A web app file could not be read');
        res.destroy();
      });
    });
    serve(req, res);
  };
}
