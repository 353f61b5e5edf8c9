// Child process of `npm run bench:fanout`: holds a share of the WebSocket subscribers, so the
// clients never share the server's event loop. Driven over IPC by fanout.ts:
//
//   open   {url, count, mode, subscribe?}  connects `count` sockets (graphql: connection_init,
//                                          then one subscribe each; raw: a plain socket)
//   arm    {round, expectTotal?}           the next message on every socket counts for `round`
//   close  {}                              closes every socket
//
// and answers `opened`, `done` {round, first, last (process.hrtime.bigint() as strings, the
// machine's monotonic clock, comparable across processes), received, wrong} and `closed`.
// Both modes run the same code per message (JSON.parse and a look at the totals), so the
// graphql-ws and raw figures differ only by what the server does.
import WebSocket from 'ws';

type Mode = 'graphql' | 'raw';
type Command =
  | { cmd: 'open'; url: string; count: number; mode: Mode; subscribe?: { query: string; variables: Record<string, unknown> }; concurrency?: number }
  | { cmd: 'arm'; round: number; expectTotal?: number }
  | { cmd: 'close' };

const send = (message: unknown) => process.send!(message);

let sockets: WebSocket[] = [];
let round = -1;
let expectTotal: number | undefined;
let received = 0;
let wrong = 0;
let first = 0n;
let last = 0n;
let gotRound: Int32Array = new Int32Array(0);
let unexpected = 0;

function totalOf(message: any): number | undefined {
  return message?.payload?.data?.pollResultsUpdated?.totalVotes;
}

function onMessage(index: number, data: WebSocket.RawData) {
  const at = process.hrtime.bigint();
  const message = JSON.parse(String(data));
  if (message.type !== 'next') return;
  if (round < 0 || gotRound[index] === round) {
    unexpected++;
    return;
  }
  gotRound[index] = round;
  if (expectTotal !== undefined && totalOf(message) !== expectTotal) wrong++;
  if (received === 0) first = at;
  last = at;
  received++;
  if (received === sockets.length) send({ ev: 'done', round, first: first.toString(), last: last.toString(), received, wrong, unexpected, sample: String(data) });
}

function openOne(index: number, command: Extract<Command, { cmd: 'open' }>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = command.mode === 'graphql' ? new WebSocket(command.url, 'graphql-transport-ws') : new WebSocket(command.url);
    let ready = false;
    ws.once('error', (error) => {
      if (!ready) reject(error);
    });
    ws.on('close', (code, reason) => {
      if (ready && round >= 0) send({ ev: 'socketClosed', code, reason: String(reason) });
    });
    if (command.mode === 'raw') {
      ws.on('message', (data) => onMessage(index, data));
      ws.once('open', () => {
        ready = true;
        resolve(ws);
      });
      return;
    }
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    ws.on('message', (data) => {
      if (ready) return onMessage(index, data);
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
  sockets = new Array(command.count);
  gotRound = new Int32Array(command.count).fill(-1);
  round = -1;
  let next = 0;
  let failures = 0;
  let firstError = '';
  const worker = async () => {
    while (next < command.count) {
      const index = next++;
      try {
        sockets[index] = await openOne(index, command);
      } catch (error) {
        failures++;
        firstError ||= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, command.count) }, worker));
  sockets = sockets.filter(Boolean);
  send({ ev: 'opened', count: sockets.length, failures, firstError });
}

async function close() {
  round = -1;
  await Promise.all(
    sockets.map(
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
  sockets = [];
  send({ ev: 'closed' });
}

process.on('message', (command: Command) => {
  if (command.cmd === 'open') void open(command);
  else if (command.cmd === 'arm') {
    round = command.round;
    expectTotal = command.expectTotal;
    received = 0;
    wrong = 0;
    unexpected = 0;
    send({ ev: 'armed', round });
  } else if (command.cmd === 'close') void close();
});
process.on('disconnect', () => process.exit(0));
send({ ev: 'ready' });
