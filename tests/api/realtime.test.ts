// GraphQL over WebSocket (graphql-ws on /graphql): authentication from connectionParams, and
// revocation reaching live subscribers and refusing new subscriptions.
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { useTestServer } from './helpers/server.ts';
import { timeouts } from '../timeouts.ts';
import { PASSWORD, login, registerUser } from './helpers/users.ts';

const clients: Client[] = [];

const server = useTestServer();
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

function wsClient(token?: string): Client {
  const client = createClient({
    url: server.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

/** Collects results of one subscription; resolves `first` on the first result or error. */
function subscribe(client: Client, query: string) {
  const results: unknown[] = [];
  let settle!: (v: { data?: unknown; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => void;
  const first = new Promise<{ data?: unknown; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }>((r) => (settle = r));
  const dispose = client.subscribe(
    { query },
    {
      next: (value) => {
        results.push(value);
        settle(value as never);
      },
      error: (error) => {
        if (Array.isArray(error)) return settle({ errors: error });
        // A closed socket arrives as a CloseEvent: its reason and code.
        const closed = error as { message?: string; reason?: string; code?: number };
        settle({ errors: [{ message: String(closed?.message ?? closed?.reason ?? error), extensions: { closeCode: closed?.code } }] });
      },
      complete: () => undefined,
    },
  );
  return { results, first, dispose };
}

const withTimeout = <T>(promise: Promise<T>, ms = timeouts.event) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms))]);

describe('subscriptions over graphql-ws', () => {
  it('runs queries with the viewer taken from connectionParams', async () => {
    const member = await registerUser(server);
    const result = await withTimeout(subscribe(wsClient(member.token), '{ viewer { username email } }').first);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ viewer: { username: member.username, email: member.email } });

    const guest = await withTimeout(subscribe(wsClient(), '{ viewer { username } }').first);
    expect(guest.data).toEqual({ viewer: null });
  });

  it('tells a live session it was revoked, then refuses that token', async () => {
    const member = await registerUser(server);
    const live = subscribe(wsClient(member.token), 'subscription { sessionRevoked }');
    // Let the subscription register before revoking.
    await new Promise((r) => setTimeout(r, 300));
    const out = await server.api('POST', '/auth/logout', { everywhere: true }, { token: member.token });
    expect(out.status).toBe(200);
    const event = await withTimeout(live.first);
    expect(event.data).toEqual({ sessionRevoked: true });

    // A new connection presenting the revoked token is refused at connection_init (4403).
    const refused = await withTimeout(subscribe(wsClient(member.token), 'subscription { sessionRevoked }').first);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({ message: 'Forbidden', extensions: { closeCode: 4403 } });
  });

  it('refuses subscriptions from guests and applies the same document limits as HTTP', async () => {
    const guest = await withTimeout(subscribe(wsClient(), 'subscription { sessionRevoked }').first);
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const deep = `{ viewer { ${'settings { notifications { newMessages } } '.repeat(1)} } ${Array.from({ length: 40 }, (_, i) => `a${i}: featureFlags { badges }`).join(' ')} }`;
    const limited = await withTimeout(subscribe(wsClient(), deep).first);
    expect(limited.errors?.[0]?.message).toMatch(/Aliases limit of 30 exceeded/);
    expect(limited.data).toBeUndefined();
  });
});

describe('live subscriptions end with the session', () => {
  /** Subscribes and records whether the server completed the stream. */
  function track(client: Client, query: string) {
    const state = { events: [] as unknown[], completed: false, errors: null as unknown };
    let onComplete!: () => void;
    const completed = new Promise<void>((r) => (onComplete = r));
    client.subscribe(
      { query },
      {
        next: (value) => state.events.push(value),
        error: (error) => {
          state.errors = error;
          onComplete();
        },
        complete: () => {
          state.completed = true;
          onComplete();
        },
      },
    );
    return { state, completed };
  }

  it('a single-device logout ends only the subscriptions opened with that token', async () => {
    const member = await registerUser(server);
    const otherDevice = await login(server, member.email, PASSWORD);
    expect(otherDevice).not.toBe(member.token);
    const here = track(wsClient(member.token), 'subscription { unreadCountsChanged { messages } }');
    const there = track(wsClient(otherDevice), 'subscription { unreadCountsChanged { messages } }');
    await new Promise((r) => setTimeout(r, 300));
    const out = await server.api('POST', '/auth/logout', {}, { token: member.token });
    expect(out.status).toBe(200);
    await withTimeout(here.completed);
    expect(here.state.completed).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(there.state.completed).toBe(false);
  });

  it('logout everywhere ends every live subscription of the member', async () => {
    const member = await registerUser(server);
    const first = track(wsClient(member.token), 'subscription { unreadCountsChanged { messages } }');
    await new Promise((r) => setTimeout(r, 300));
    await server.api('POST', '/auth/logout', { everywhere: true }, { token: member.token });
    await withTimeout(first.completed);
    expect(first.state.completed).toBe(true);
    expect(first.state.events).toEqual([]);
  });
});

describe('connection_init deadline', () => {
  it('closes a socket that opens but never sends connection_init with 4408, and keeps one that did', async () => {
    const url = server.url.replace(/^http/, 'ws') + '/graphql';
    const open = (ws: WebSocket) => new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
    const silent = new WebSocket(url, 'graphql-transport-ws');
    const closed = new Promise<{ code: number; reason: string }>((resolve) => silent.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
    const initialised = new WebSocket(url, 'graphql-transport-ws');
    await Promise.all([open(silent), open(initialised)]);
    const acked = new Promise<void>((resolve) => initialised.once('message', () => resolve()));
    initialised.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await withTimeout(acked);
    expect(await withTimeout(closed)).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
    expect(initialised.readyState).toBe(WebSocket.OPEN);
    initialised.close();
  });
});
