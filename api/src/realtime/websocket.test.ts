// The WebSocket server's shared timers: one keep-alive sweep for every socket (a peer that stops
// answering pings is dropped) and one timer for every connection_init deadline.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { createDeadlineQueue, createKeepAlive } from './websocket.ts';
import { timeouts } from '../../../tests/timeouts.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A ws server whose sockets the keep-alive sweep watches every `intervalMs`. */
async function serverWithKeepAlive(intervalMs: number) {
  const http: Server = createServer();
  const wss = new WebSocketServer({ server: http });
  const keepAlive = createKeepAlive(wss, intervalMs);
  wss.on('connection', (socket) => keepAlive.watch(socket));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    keepAlive.stop();
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });
  return `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

/** A client; with `answersPings: false` it never sends a pong (a dead or half-open peer). */
async function connect(url: string, answersPings: boolean) {
  const ws = new WebSocket(url, { autoPong: answersPings });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  cleanups.push(() => ws.terminate());
  return { ws, closed };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms))]);

describe('keep-alive: one sweep for all sockets', () => {
  it('terminates a socket that does not answer a ping by the next sweep, and keeps those that do', async () => {
    // Long enough for a busy machine to answer a ping within one interval.
    const url = await serverWithKeepAlive(400);
    const alive = await connect(url, true);
    const dead = await connect(url, false);
    let pings = 0;
    const threePings = new Promise<void>((resolve) =>
      alive.ws.on('ping', () => {
        if (++pings === 3) resolve();
      }),
    );
    // Terminated (no close frame: 1006) after an unanswered ping.
    expect(await within(dead.closed, timeouts.event, 'the silent socket was not dropped')).toBe(1006);
    // The answering socket is pinged sweep after sweep and stays open.
    await within(threePings, timeouts.event, 'three pings did not come');
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('deadline queue: one timer for many deadlines', () => {
  it('expires the items not removed in time, in order, and only those', async () => {
    const expired: string[] = [];
    let allExpired!: () => void;
    const done = new Promise<void>((resolve) => (allExpired = resolve));
    const queue = createDeadlineQueue<string>(20, (item) => {
      expired.push(item);
      if (expired.length === 2) allExpired();
    });
    cleanups.push(() => queue.clear());
    queue.add('a');
    queue.add('b');
    queue.add('c');
    queue.remove('b');
    await within(done, timeouts.event, 'the deadlines did not expire');
    expect(expired).toEqual(['a', 'c']);
    // Cleared: nothing expires later.
    queue.add('d');
    queue.clear();
    await new Promise((resolve) => setTimeout(resolve, timeouts.quietWindow));
    expect(expired).toEqual(['a', 'c']);
  });
});
