// Graceful shutdown (app.stop(), what SIGTERM runs): WebSockets are closed with 1001 "Going away"
// so clients reconnect to another instance, and an HTTP request already being served finishes
// with its real answer before the database closes.
import { describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import { portAccepts } from './helpers/ports.ts';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { randomIp, startTestServer, useTestServer } from './helpers/server.ts';
import { failAfter, timeouts } from '../timeouts.ts';
import { member } from './helpers/content.ts';
import { wsUrl } from './helpers/ws.ts';
import { DEFAULT_PASSWORD } from '../fixtures/factories.ts';

const server = useTestServer();

/** A POST whose headers reach the server (it answers 100 Continue) while its body waits for `send()`. */
function heldRequest(port: number, path: string, body: unknown) {
  const payload = JSON.stringify(body);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
      'x-forwarded-for': randomIp(),
    },
  });
  const answered = new Promise<{ status: number; body: any; connection: string | undefined }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), connection: res.headers.connection }));
      res.on('error', reject);
    });
  });
  answered.catch(() => undefined);
  const received = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  req.flushHeaders();
  return { received, answered, send: () => req.end(payload) };
}

describe('graceful shutdown', () => {
  it('closes WebSockets with 1001 Going away and lets a request in flight finish before the database closes', async () => {
    const someone = await member(server);

    // A subscriber on a live socket.
    let resolveClosed!: (event: { code: number; reason: string }) => void;
    const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));
    let resolveConnected!: () => void;
    const connected = new Promise<void>((resolve) => (resolveConnected = resolve));
    const ws = createClient({
      url: wsUrl(server),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${someone.token}` },
      retryAttempts: 0,
      on: {
        connected: () => resolveConnected(),
        closed: (event) => resolveClosed(event as { code: number; reason: string }),
      },
    });
    const subscriptionEnded = new Promise<void>((resolve) =>
      ws.subscribe({ query: 'subscription { unreadCountsChanged { messages } }' }, { next: () => undefined, error: () => resolve(), complete: () => resolve() }),
    );
    await connected;

    // A sign-in the server has started to serve (headers read) but whose body is still coming.
    const login = heldRequest(server.port, '/api/auth/login', { email: someone.email, password: DEFAULT_PASSWORD });
    await login.received;

    const stopped = server.app.stop();
    const close = await closed;
    expect(close.code).toBe(1001);
    expect(close.reason).toBe('Going away');
    await subscriptionEnded;

    // The sockets are gone, the server no longer accepts connections, yet the request goes on.
    login.send();
    const answer = await login.answered;
    expect(answer.status).toBe(200);
    expect(typeof answer.body.token).toBe('string');
    // Its connection is not kept alive for a next request to a stopping server.
    expect(answer.connection).toBe('close');

    await stopped;
    expect(await portAccepts(server.port)).toBe(false);
    await ws.dispose();
  });

  it('answers every request of keep-alive clients while it stops: none is reset (issue 28)', async () => {
    const own = await startTestServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    try {
      const get = () =>
        new Promise<{ connection: string | undefined }>((resolve, reject) => {
          const req = request({ host: '127.0.0.1', port: own.port, path: '/healthz', agent }, (res) => {
            res.resume();
            res.once('end', () => resolve({ connection: res.headers.connection }));
            res.once('error', reject);
          });
          req.once('error', reject);
          req.end();
        });
      let stopBegan = false;
      let answered = 0;
      let answeredWhileStopping = 0;
      const failures: string[] = [];
      let resolveWarm!: () => void;
      const warm = new Promise<void>((resolve) => (resolveWarm = resolve));
      // Each client sends its next request as soon as the last is answered, on the kept-alive socket.
      const client = async () => {
        for (;;) {
          try {
            const answer = await get();
            answered += 1;
            if (answered >= 200) resolveWarm();
            // Once stopping, every answer closes its connection (one sent before may not).
            if (stopBegan && answer.connection === 'close') answeredWhileStopping += 1;
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code ?? String(error);
            // Refused: a new connection once the server no longer listens. Anything else is a lost request.
            if (code !== 'ECONNREFUSED') failures.push(code);
            return;
          }
        }
      };
      const clients = Array.from({ length: 16 }, client);
      await failAfter(warm, timeouts.event, 'the keep-alive clients warming up');
      stopBegan = true;
      await failAfter(own.app.stop(), timeouts.serverStop, 'app.stop()');
      await failAfter(Promise.all(clients), timeouts.event, 'the clients ending');
      expect(failures).toEqual([]);
      expect(answeredWhileStopping).toBeGreaterThan(0);
    } finally {
      agent.destroy();
      await own.stop();
    }
  });
});
