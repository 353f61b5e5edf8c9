// Child process of `npm run bench:fanout`: holds a share of the WebSocket subscribers, so the
// clients never share the server's event loop. Driven over IPC by fanout.ts:
//
//   open   {url, count, mode, subscribe?}  connects `count` sockets of group `mode` (graphql:
//                                          connection_init, then one subscribe each; raw: plain)
//   arm    {mode, round, expectTotal?}     the next message on every socket of `mode` counts for `round`
//   close  {mode}                          closes the group's sockets
//
// and answers `opened`, `done` {round, first, last (process.hrtime.bigint() as strings, the
// machine's monotonic clock, comparable across processes), received, wrong} and `closed`.
// Both modes run the same code per message (JSON.parse and a look at the totals), so the
// graphql-ws and raw figures differ only by what the server does.
import WebSocket from 'ws';

type Mode = 'graphql' | 'raw';
type Command =
  | { cmd: 'open'; url: string; count: number; mode: Mode; subscribe?: { query: string; variables: Record<string, unknown> }; concurrency?: number }
  | { cmd: 'arm'; mode: Mode; round: number; expectTotal?: number }
  | { cmd: 'close'; mode: Mode };

const send = (message: unknown) => process.send!(message);

interface Group {
  sockets: WebSocket[];
  round: number;
  expectTotal: number | undefined;
  received: number;
  wrong: number;
  unexpected: number;
  first: bigint;
  last: bigint;
  gotRound: Int32Array;
}

const groups = new Map<Mode, Group>();

function totalOf(message: any): number | undefined {
  return message?.payload?.data?.pollResultsUpdated?.totalVotes;
}

function onMessage(group: Group, index: number, data: WebSocket.RawData) {
  const at = process.hrtime.bigint();
  const message = JSON.parse(String(data));
  if (message.type !== 'next') return;
  if (group.round < 0 || group.gotRound[index] === group.round) {
    group.unexpected++;
    return;
  }
  group.gotRound[index] = group.round;
  if (group.expectTotal !== undefined && totalOf(message) !== group.expectTotal) group.wrong++;
  if (group.received === 0) group.first = at;
  group.last = at;
  group.received++;
  if (group.received === group.sockets.length) {
    const { round, first, last, received, wrong, unexpected } = group;
    send({ ev: 'done', round, first: first.toString(), last: last.toString(), received, wrong, unexpected, sample: String(data) });
  }
}

function openOne(group: Group, index: number, command: Extract<Command, { cmd: 'open' }>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = command.mode === 'graphql' ? new WebSocket(command.url, 'graphql-transport-ws') : new WebSocket(command.url);
    let ready = false;
    ws.once('error', (error) => {
      if (!ready) reject(error);
    });
    ws.on('close', (code, reason) => {
      if (ready && group.round >= 0) send({ ev: 'socketClosed', code, reason: String(reason) });
    });
    if (command.mode === 'raw') {
      ws.on('message', (data) => onMessage(group, index, data));
      ws.once('open', () => {
        ready = true;
        resolve(ws);
      });
      return;
    }
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    ws.on('message', (data) => {
      if (ready) return onMessage(group, index, data);
      const message = JSON.parse(String(data));
      if (message.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: command.subscribe }));
        ready = true;
        resolve(ws);
      } else {
        reject(new Error(`unexpected message before ack: ${String(data).slice(0, 200)}`));
      }
    });
  });
}

async function open(command: Extract<Command, { cmd: 'open' }>) {
  const concurrency = command.concurrency ?? 100;
  const group: Group = {
    sockets: new Array(command.count),
    round: -1,
    expectTotal: undefined,
    received: 0,
    wrong: 0,
    unexpected: 0,
    first: 0n,
    last: 0n,
    gotRound: new Int32Array(command.count).fill(-1),
  };
  groups.set(command.mode, group);
  let next = 0;
  let failures = 0;
  let firstError = '';
  const worker = async () => {
    while (next < command.count) {
      const index = next++;
      try {
        group.sockets[index] = await openOne(group, index, command);
      } catch (error) {
        failures++;
        firstError ||= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, command.count) }, worker));
  group.sockets = group.sockets.filter(Boolean);
  send({ ev: 'opened', count: group.sockets.length, failures, firstError });
}

async function close(mode: Mode) {
  const group = groups.get(mode);
  groups.delete(mode);
  if (group) group.round = -1;
  await Promise.all(
    (group?.sockets ?? []).map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.close();
          setTimeout(() => {
            ws.terminate();
            resolve();
          }, 5000).unref();
        }),
    ),
  );
  send({ ev: 'closed' });
}

process.on('message', (command: Command) => {
  if (command.cmd === 'open') void open(command);
  else if (command.cmd === 'arm') {
    const group = groups.get(command.mode)!;
    group.round = command.round;
    group.expectTotal = command.expectTotal;
    group.received = 0;
    group.wrong = 0;
    group.unexpected = 0;
    send({ ev: 'armed', round: command.round });
  } else if (command.cmd === 'close') void close(command.mode);
});
process.on('disconnect', () => process.exit(0));
send({ ev: 'ready' });
