/**
 * Misbehaving network peers for fault tests: a server that accepts connections and never
 * answers, a free port nobody listens on, and a TCP proxy that can be frozen mid-run (the
 * database behind it stops answering without closing anything).
 */
import net from 'node:net';

/** A listening server on a loopback port. */
export interface FaultServer {
  port: number;
  close: () => Promise<void>;
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

function closer(server: net.Server, sockets: Set<net.Socket>) {
  return () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
}

/** Accepts every connection and never writes a byte (a hung database). */
export async function startSilentServer(): Promise<FaultServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  return { port: await listen(server), close: closer(server, sockets) };
}

/** A port that was free a moment ago and has nothing listening (connection refused). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A proxy to `targetPort`; `freeze()` stops forwarding both ways while keeping sockets open. */
export interface FreezableProxy extends FaultServer {
  freeze: () => void;
}

/** Forwards loopback connections to 127.0.0.1:`targetPort` until frozen. */
export async function startFreezableProxy(targetPort: number): Promise<FreezableProxy> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  return {
    port: await listen(server),
    close: closer(server, sockets),
    freeze: () => {
      frozen = true;
    },
  };
}

/** `promise`, or a rejection naming `what` after `ms` (a hang fails the test instead of stalling it). */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
