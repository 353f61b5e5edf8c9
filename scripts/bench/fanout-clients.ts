// Child process of `npm run bench:fanout`: holds a share of the WebSocket subscribers, so the
// clients never share the server's event loop. Driven over IPC by fanout.ts:
//
//   open   {url, count, mode, subscribe?, rate, concurrency, retries}
//                                          connects `count` sockets of group `mode` (graphql:
//                                          connection_init, then one subscribe each; raw: plain),
//                                          at most `rate` new connections a second and
//                                          `concurrency` opening at once; an open that fails
//                                          (refused, reset, no answer within OPEN_TIMEOUT_MS) is
//                                          tried again up to `retries` times, with a growing pause
//   arm    {mode, round, expectTotal?}     the next message on every socket of `mode` counts for `round`
//   close  {mode}                          closes the group's sockets
//
// and answers `opened` {count, failures, retried, firstError, ms}, `done` {round, first, last
// (process.hrtime.bigint() as strings, the machine's monotonic clock, comparable across
// processes), received, wrong} and `closed`. A socket that closes is dropped from its group (and
// reported with `socketClosed`), so a round still ends. Both modes run the same code per message
// (JSON.parse and a look at the totals), so the graphql-ws and raw figures differ only by what
// the server does.
import WebSocket from 'ws';

type Mode = 'graphql' | 'raw';
type OpenCommand = {
  cmd: 'open';
  url: string;
  count: number;
  mode: Mode;
  subscribe?: { query: string; variables: Record<string, unknown> };
  rate: number;
  concurrency: number;
  retries: number;
};
type Command =
  | OpenCommand
  | { cmd: 'arm'; mode: Mode; round: number; expectTotal?: number }
  | { cmd: 'close'; mode: Mode };

const send = (message: unknown) => process.send!(message);
/** An open that has not completed (handshake, and for graphql-ws the connection_ack) by then failed. */
const OPEN_TIMEOUT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Group {
  /** The armed round's `done` was sent. */
  reported: boolean;
  /** The last message received (the frame the raw floor then sends). */
  sample: string;
  sockets: WebSocket[];
  /** Sockets of the group still open: a round is complete when each of them received its message. */
  open: number;
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
  group.sample = String(data);
  reportIfDone(group);
}

function reportIfDone(group: Group) {
  if (group.round < 0 || group.reported || group.received < group.open) return;
  group.reported = true;
  const { round, first, last, received, wrong, unexpected, sample } = group;
  send({ ev: 'done', round, first: first.toString(), last: last.toString(), received, wrong, unexpected, sample });
}

function openOne(group: Group, index: number, command: OpenCommand): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const options = { handshakeTimeout: OPEN_TIMEOUT_MS, perMessageDeflate: false };
    const ws = command.mode === 'graphql' ? new WebSocket(command.url, 'graphql-transport-ws', options) : new WebSocket(command.url, options);
    let ready = false;
    const fail = (error: Error) => {
      if (ready) return;
      clearTimeout(timer);
      ws.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`not open within ${OPEN_TIMEOUT_MS} ms`)), OPEN_TIMEOUT_MS);
    const succeed = () => {
      clearTimeout(timer);
      ready = true;
      resolve(ws);
    };
    ws.on('error', (error) => fail(error));
    ws.on('close', (code, reason) => {
      if (!ready) return fail(new Error(`closed while opening (${code} ${String(reason)})`));
      if (!groups.has(command.mode) || groups.get(command.mode) !== group) return;
      group.open--;
      if (group.round >= 0) send({ ev: 'socketClosed', code, reason: String(reason) });
      reportIfDone(group);
    });
    if (command.mode === 'raw') {
      ws.on('message', (data) => onMessage(group, index, data));
      ws.once('open', succeed);
      return;
    }
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    ws.on('message', (data) => {
      if (ready) return onMessage(group, index, data);
      const message = JSON.parse(String(data));
      if (message.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: command.subscribe }));
        succeed();
      } else {
        fail(new Error(`unexpected message before ack: ${String(data).slice(0, 200)}`));
      }
    });
  });
}

async function open(command: OpenCommand) {
  const started = performance.now();
  const group: Group = {
    sockets: new Array(command.count),
    open: 0,
    round: -1,
    reported: false,
    expectTotal: undefined,
    received: 0,
    wrong: 0,
    unexpected: 0,
    first: 0n,
    last: 0n,
    sample: '',
    gotRound: new Int32Array(command.count).fill(-1),
  };
  groups.set(command.mode, group);
  // Paced: the k-th connection starts no earlier than k / rate seconds after the first.
  const interval = command.rate > 0 ? 1000 / command.rate : 0;
  let nextStart = performance.now();
  let next = 0;
  let failures = 0;
  let retried = 0;
  let firstError = '';
  const worker = async () => {
    while (next < command.count) {
      const index = next++;
      for (let attempt = 0; ; attempt++) {
        const now = performance.now();
        const wait = nextStart - now;
        nextStart = Math.max(now, nextStart) + interval;
        if (wait > 0) await sleep(wait);
        try {
          group.sockets[index] = await openOne(group, index, command);
          group.open++;
          break;
        } catch (error) {
          firstError ||= (error as Error).message;
          if (attempt >= command.retries) {
            failures++;
            break;
          }
          retried++;
          await sleep(100 * 2 ** attempt);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.count) }, worker));
  group.sockets = group.sockets.filter(Boolean);
  send({ ev: 'opened', count: group.sockets.length, failures, retried, firstError, ms: performance.now() - started });
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
    group.reported = false;
    send({ ev: 'armed', round: command.round });
  } else if (command.cmd === 'close') void close(command.mode);
});
process.on('disconnect', () => process.exit(0));
send({ ev: 'ready' });
