// A TCP proxy in front of a real service (PostgreSQL, Redis) that a test can cut and restore,
// to see how the app behaves while that service is unreachable without stopping the service
// itself (other test files use it at the same time).
//
//   const proxy = await startTcpProxy(6379);
//   ...point the app at `redis://127.0.0.1:${proxy.port}`...
//   proxy.cut();       // open connections are reset, new ones are reset at once
//   proxy.restore();   // new connections reach the service again
//   await proxy.close();
import { createServer, connect, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Resets every open connection, and every new one while cut. */
  cut(): void;
  /** Lets new connections through again. */
  restore(): void;
  /** Whether connections currently go through. */
  isOpen(): boolean;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let open = true;
  const reset = (socket: Socket) => {
    try {
      socket.resetAndDestroy();
    } catch {
      socket.destroy();
    }
  };
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  // The listener stays bound while cut (so no other process can take the port); a cut
  // connection is reset, as an unreachable service looks to its client.
  const server = createServer((client) => {
    track(client);
    if (!open) {
      reset(client);
      return;
    }
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cut() {
      open = false;
      for (const socket of sockets) reset(socket);
    },
    restore() {
      open = true;
    },
    isOpen: () => open,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
