import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on loopback, so parallel suites never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  port: number;
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  /** `kill -9`: the process dies wherever it is, mid-write included. */
  kill: () => Promise<void>;
  /** Sends SIGTERM without waiting; `exited` resolves with the exit code. */
  terminate: () => void;
  /** Resolves with the exit code (null when a signal killed it) once the process ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the real `navigator start` as a child process (the same command `npm start` runs)
 * and resolves once it listens. The data dir is the suite's own, so tests never touch
 * `.navigator/`.
 */
export async function startNavigator(options: {
  dataDir: string;
  configDir?: string;
  rows?: number;
  build?: boolean;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const args = [
    'bin/navigator.cjs',
    'start',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--data',
    options.dataDir,
  ];
  if (options.configDir) args.push('--config', options.configDir);
  if (options.build) args.push('--build');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NAVIGATOR_DEMO_ROWS: String(options.rows ?? 20_000), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Navigator is serving')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`navigator start exited with ${code}:\n${output}`));
    });
  });
  const signal = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(name);
    });
  return {
    port,
    url: `http://localhost:${port}`,
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    terminate: () => void child.kill('SIGTERM'),
    exited,
  };
}
