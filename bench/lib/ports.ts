import { createServer } from 'node:net';

// Benchmark servers stay on loopback and inside the port range set aside for them.
export const HOST = '127.0.0.1';
const FIRST_PORT = 3200;
const LAST_PORT = 3299;
const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: HOST, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port in 3200-3299 that nothing listens on and this run has not handed out yet. */
export async function freePort(): Promise<number> {
  for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${FIRST_PORT}-${LAST_PORT} on ${HOST}`);
}

export function releasePort(port: number): void {
  handedOut.delete(port);
}
