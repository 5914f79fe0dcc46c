/**
 * A private redis-server for fault tests: started as a child process on its own port, so a
 * test can kill it and start it again without touching the machine's Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Availability } from './environment.ts';
import { tcpReachable } from './environment.ts';

export const REDIS_SERVER_PATH = '/usr/bin/redis-server';

/** Is the redis-server binary installed? */
export function redisServerAvailability(): Availability {
  return existsSync(REDIS_SERVER_PATH)
    ? { ok: true, reason: '' }
    : {
        ok: false,
        reason: `${REDIS_SERVER_PATH} is missing; fix: apt-get install -y --no-install-recommends redis-server`,
      };
}

/** A running redis-server child. */
export interface RedisProcess {
  port: number;
  /** SIGKILL, then waits for the process to be gone. */
  kill: () => Promise<void>;
}

/** Starts redis-server on 127.0.0.1:`port` (no persistence) and waits until it accepts. */
export async function startRedisServer(port: number): Promise<RedisProcess> {
  const child: ChildProcess = spawn(
    REDIS_SERVER_PATH,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100 && !(await tcpReachable(port, 200)); i++) {
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!(await tcpReachable(port, 500))) {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not start on port ${port}`);
  }
  return {
    port,
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
