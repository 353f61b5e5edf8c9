// buildApp(): one HTTP server for /graphql (HTTP + WebSocket), /api, /healthz and the web app.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { openDatabase, type Db, type StatementCounts } from './db.ts';
import { createLogger, type DestinationStream } from './lib/logger.ts';
import { createMailer } from './lib/mail.ts';
import { createJobQueue } from './lib/jobs.ts';
import { jobHandlers, recurringJobs } from './domain/jobs/handlers.ts';
import { createRateLimits } from './lib/rateLimits.ts';
import { createAuthTokens, loadJwtSecret } from './lib/authTokens.ts';
import { createTopics } from './realtime/pubsub.ts';
import { connectRedis, redisReady } from './realtime/redis.ts';
import { checkHealth } from './lib/health.ts';
import { applyCors } from './lib/cors.ts';
import { securityHeaders, siteHost } from './lib/securityHeaders.ts';
import { createRestRouter } from './rest/router.ts';
import { routes } from './rest/routes.ts';
import { createGraphQL } from './graphql.ts';
import { attachGraphQLWebSocket } from './realtime/websocket.ts';
import { trackRequests, within } from './lib/gracefulClose.ts';
import { projectRoot } from './lib/migrations.ts';
import { requestLimits } from './lib/requestLimits.ts';
import { negotiateEncoding } from './lib/compression.ts';
import { landingPageFinder } from './lib/landingPages.ts';
import { createWebFiles } from './lib/webFiles.ts';
import { createPageRenderer, encodedBody, type PageRenderer } from './lib/serverRender.ts';
import type { CompiledExecution } from './lib/compiledExecution.ts';
import { seedDemoIfEmpty } from '../../prisma/seed/index.ts';

export interface App {
  start(): Promise<{ url: string; port: number }>;
  stop(): Promise<void>;
  db: Db;
  services: Services;
  /** SQL statements sent so far: for tests and benchmarks that hold requests to a fixed count. */
  statements: StatementCounts;
  /** The compiled GraphQL executor (lib/compiledExecution.ts): its counts, and the switch tests and benchmarks compare with. */
  compiledExecution: CompiledExecution;
}

/** How long stop() lets requests in flight and WebSocket close handshakes finish (main.ts exits after 10 s). */
const SHUTDOWN_GRACE_MS = 8_000;
/** How long start() waits for Redis before serving without it. */
const REDIS_START_WAIT_MS = 10_000;
/**
 * How long an idle keep-alive connection stays open. It must be longer than any client or proxy
 * in front keeps one (load balancers commonly 60 s, the test client 1 s): the side that closes
 * an idle connection has to be the client, or a request sent on it just as the server closes it
 * is lost ('other side closed'; Node's default of 5 s did that to fetch, which waits up to 4 s).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * Connections the kernel queues before they are accepted (Node's default is 511). Thousands of
 * live clients reconnect at once after a restart or a balancer change; the kernel caps this at
 * net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096;

export interface BuildOptions {
  /** Where the log goes instead of standard output (tests read it). */
  logDestination?: DestinationStream;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const log = createLogger(config, options.logDestination);
  const database = await openDatabase(config);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisPrefix, log) : undefined;

  let listeningUrl = config.publicUrl ?? `http://${config.host}:${config.port}`;
  const services: Services = {
    db: database.db,
    sql: database.sql,
    config,
    log,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log, production: config.production }),
    jobs: createJobQueue(database.db, log, config.jobs),
    limits: createRateLimits(redis?.limits, config.redisPrefix),
    tokens: createAuthTokens(await loadJwtSecret(config.jwtSecret, config.dataDir)),
    pubsub: createTopics(redis, { log }),
    publicUrl: () => config.publicUrl ?? listeningUrl,
  };

  const { yoga, persisted, compiledExecution } = createGraphQL(services);
  const rest = createRestRouter(services, routes);
  const webDist = path.join(projectRoot, 'web/dist');
  const serveWeb = existsSync(webDist) ? createWebFiles(webDist, { production: config.production, log }) : null;
  const landingPage = serveWeb ? landingPageFinder(webDist, !config.production) : null;
  const pageRenderer = serveWeb
    ? createPageRenderer({
        bundle: path.join(projectRoot, 'web/dist-server/entry-server.js'),
        log,
        execute: async (req, body) => {
          const response = await yoga.fetch(
            'http://localhost/graphql',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-yoga-csrf': 'server-render' },
              body: JSON.stringify(body),
            },
            { req },
          );
          return response.json();
        },
      })
    : null;
  const landingHtml = new Map<string, string>();
  // Outside production the build can be replaced while the server runs: read the page each time.
  const readLanding = (file: string) => {
    let html = config.production ? landingHtml.get(file) : undefined;
    if (html === undefined) {
      html = readFileSync(path.join(webDist, file), 'utf8');
      landingHtml.set(file, html);
    }
    return html;
  };

  const corsOrigins = new Set(config.corsOrigins);
  // With PUBLIC_URL the site's host (and so the CSP) is fixed: worked out once, not per request.
  const fixedHeaders = config.publicUrl ? Object.entries(securityHeaders(siteHost(config.publicUrl, undefined))) : null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const headers = fixedHeaders ?? Object.entries(securityHeaders(siteHost(undefined, req.headers.host)));
    for (const [name, value] of headers) res.setHeader(name, value);
    const pathname = (req.url ?? '/').split('?')[0]!;
    const isApi = pathname === '/graphql' || pathname === '/api' || pathname.startsWith('/api/');
    if (isApi && applyCors(req, res, corsOrigins)) return;
    if (pathname === '/graphql') {
      res.setHeader('cache-control', 'no-store');
      void yoga(req, res, { req, res });
      return;
    }
    if (isApi) return rest(req, res);
    if (pathname === '/healthz') {
      void checkHealth(database.db, redis).then((report) => sendJson(res, report.status === 'ok' ? 200 : 503, report));
      return;
    }
    // No source maps in production: the build emits none, and an older build's are not served.
    if (config.production && pathname.endsWith('.map')) return sendJson(res, 404, { error: 'NOT_FOUND', message: 'Not found' });
    if (serveWeb) {
      // sirv only looks for 'br' or 'gzip' in the header: hand it the one coding negotiated
      // with q-values (gzip;q=0 means no gzip), or none.
      req.headers['accept-encoding'] = negotiateEncoding(req.headers['accept-encoding']) ?? '';
      // A landing route gets its own copy of index.html, with its chunks already linked. Asked
      // for addresses only: the assets a page loads (outside production the list is read per call).
      const page = (req.method === 'GET' || req.method === 'HEAD') && !pathname.startsWith('/assets/');
      const landing = page ? landingPage?.(pathname) : null;
      if (landing && req.method === 'GET' && pageRenderer) {
        void sendRenderedPage(pageRenderer, req, res, landing.renderedFile, () => {
          req.url = `/${landing.file}`;
          serveWeb(req, res);
        });
        return;
      }
      if (landing) req.url = `/${landing.file}`;
      return serveWeb(req, res);
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built. Run `npm run build` (npm start does it for you).');
  });

  /** A guest's landing page, rendered (lib/serverRender.ts); else `asBuilt`. */
  async function sendRenderedPage(renderer: PageRenderer, req: IncomingMessage, res: ServerResponse, template: string, asBuilt: () => void) {
    let rendered = null;
    try {
      rendered = await renderer.render(req, new URL(req.url ?? '/', 'http://localhost').href, readLanding(template));
    } catch (error) {
      log.error({ err: error }, 'server render failed; the page is sent as built');
    }
    if (!rendered) return asBuilt();
    const encoding = (req.headers['accept-encoding'] || null) as 'br' | 'gzip' | null;
    const body = encodedBody(rendered, encoding);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      // A member's browser (the hint cookie) gets the page as built.
      vary: 'Accept-Encoding, Cookie',
      'content-length': body.byteLength,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(body);
  }

  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's advice: above keepAliveTimeout, so a slow first request on a reused connection is not cut first.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const requests = trackRequests(server);
  let stopping: Promise<void> | undefined;

  // A larger message closes the socket with 1009 (message too big). No permessage-deflate: its
  // zlib contexts cost tens of kilobytes per socket, and the frames are small JSON.
  const wss = new WebSocketServer({ noServer: true, maxPayload: requestLimits.bodyBytes, perMessageDeflate: false });
  const wsServer = attachGraphQLWebSocket(yoga, persisted, wss);
  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').split('?')[0] !== '/graphql') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  return {
    db: database.db,
    services,
    statements: database.statements,
    compiledExecution,
    async start() {
      const applied = await database.migrate((line) => log.debug(line));
      if (applied.length > 0) log.info({ applied }, 'database migrations applied');
      if (database.kind === 'pglite' && config.seedDemo) await seedDemoIfEmpty(database.db, log);
      await services.jobs.start(jobHandlers(services), recurringJobs);
      // Serve even if Redis is down (rate-limited requests answer 503 until it is back).
      if (redis && !(await redisReady(redis, REDIS_START_WAIT_MS))) log.warn('Redis is not reachable yet; serving degraded until it is');
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      listeningUrl = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
      log.info({ url: listeningUrl, database: database.kind, redis: Boolean(redis) }, 'Workers Commons is listening');
      return { url: listeningUrl, port };
    },
    stop() {
      stopping ??= (async () => {
        const deadline = Date.now() + SHUTDOWN_GRACE_MS;
        // Stop accepting; requests in flight go on and end their connections when answered.
        const httpClosed = requests.close(SHUTDOWN_GRACE_MS);
        // 1001 Going away: clients reconnect, through the balancer, to another instance.
        if (!(await within(Promise.resolve(wsServer.dispose()), deadline - Date.now()))) for (const client of wss.clients) client.terminate();
        await httpClosed;
        // Jobs running finish (or are released for the next worker) while the database is still open.
        await services.jobs.stop(Math.max(0, deadline - Date.now()), () => services.mailer.close({ force: true }));
        services.mailer.close();
        await database.close();
        await services.pubsub.close(Math.max(0, deadline - Date.now()));
        await redis?.quit();
      })();
      return stopping;
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
