import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768–60999): a port the kernel picked for listen(0) is free only
// until the child listens, and meanwhile any outgoing connection (a load generator's, a pool's) may
// take it as its local port. Ports under the range are never handed out that way.
const LOW = 20_000;
const HIGH = 32_767;

function tryListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now, for a server a test starts as a separate process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (await tryListen(port)) return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH}`);
}
