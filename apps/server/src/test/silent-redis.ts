import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for a Redis that accepts connections and never answers, as a hung Redis (or one cut off
 * after the connection was made) does: commands wait on it instead of failing fast.
 */
export async function listenSilently(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
