// Child process of `npm run bench:fanout`: the raw `ws` floor. A plain WebSocketServer (no
// permessage-deflate, as the app's) that sends one frame to every client in one loop. It runs in
// a process of its own, so its sockets have their own open-file budget (the app's process holds
// the graphql-ws ones: 10,000 of each in one process would pass a 20,000 descriptor limit) and its
// memory per connection is measured without the app's heap around it. Driven over IPC by
// fanout.ts:
//
//   broadcast {frame}  sends `frame` to every client; answers `sent` {start} (process.hrtime.bigint()
//                      as a string, the machine's monotonic clock) when the loop has run
//   cpu                answers `cpu` {ms}: this process's CPU time since the last broadcast started
//   memory             answers `memory` {heap, rss} after a full GC
//   closeAll           terminates every client; answers `closedAll`
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocketServer } from 'ws';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const send = (message: unknown) => process.send!(message);

type Command = { cmd: 'broadcast'; frame: string } | { cmd: 'cpu' } | { cmd: 'memory' } | { cmd: 'closeAll' };

const server = createServer();
const wss = new WebSocketServer({ server, maxPayload: 1024 * 1024, perMessageDeflate: false });
let cpuMark = process.cpuUsage();

process.on('message', async (command: Command) => {
  if (command.cmd === 'broadcast') {
    cpuMark = process.cpuUsage();
    const start = process.hrtime.bigint();
    for (const socket of wss.clients) socket.send(command.frame);
    send({ ev: 'sent', start: start.toString() });
  } else if (command.cmd === 'cpu') {
    const used = process.cpuUsage(cpuMark);
    send({ ev: 'cpu', ms: (used.user + used.system) / 1000 });
  } else if (command.cmd === 'memory') {
    for (let i = 0; i < 3; i++) {
      gc();
      await sleep(50);
    }
    const m = process.memoryUsage();
    send({ ev: 'memory', heap: m.heapUsed + m.external + m.arrayBuffers, rss: m.rss });
  } else if (command.cmd === 'closeAll') {
    for (const socket of wss.clients) socket.terminate();
    send({ ev: 'closedAll' });
  }
});
process.on('disconnect', () => process.exit(0));

server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  const { port } = server.address() as AddressInfo;
  send({ ev: 'ready', url: `ws://127.0.0.1:${port}/` });
});
