/**
 * The config-change bus of a cluster: after a builder save a node publishes which files of
 * which tenant changed, on a Redis pub/sub channel; every other node hears it and reloads its
 * config (build-app.ts wires the handler). Without Redis, publishing does nothing and each
 * node relies on its config-directory watcher alone.
 *
 * Notices are hints, not the data: a node that misses one (Redis down, node restarting) still
 * converges through its watcher or its next reload, and a node reloads once more whenever its
 * subscription comes back, in case it missed something meanwhile.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { closeRedis, clusterRedis } from './redis-client.ts';

/** Default Redis channel of config-change notices (`NAVIGATOR_CONFIG_CHANNEL`). */
export const DEFAULT_CONFIG_CHANNEL = 'navigator:config-changes';

/** One saved change: the tenant, the files it touched (relative to the config dir), the revision. */
export interface ConfigChange {
  tenant: string;
  files: string[];
  /** The config revision after the change (a git commit once the config is a repository). */
  rev?: string;
}

/** A notice as heard: the change and the node that made it. */
export interface ConfigChangeNotice extends ConfigChange {
  /** Id of the publishing node (random per process). */
  node: string;
}

/** Called with every change made on another node (and once, without one, after a reconnect). */
export type ConfigChangeHandler = (change: ConfigChangeNotice | undefined) => Promise<void> | void;

export interface ConfigBus {
  /** This process's node id (its own notices are not handed to its handlers). */
  readonly node: string;
  /** 'redis' when notices travel between nodes, 'local' when there is no Redis. */
  readonly kind: 'redis' | 'local';
  /** Tells every other node that `change` was saved; never throws (a lost notice is a hint lost). */
  publishConfigChange(change: ConfigChange): Promise<void>;
  /** Adds a handler of other nodes' changes. */
  onConfigChange(handler: ConfigChangeHandler): void;
  close(): Promise<void>;
}

/** Where the bus reports trouble (Fastify's logger fits). */
export interface BusLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Parses a notice; anything malformed is ignored (undefined). */
export function parseNotice(text: string): ConfigChangeNotice | undefined {
  try {
    const value = JSON.parse(text) as Partial<ConfigChangeNotice>;
    if (typeof value.node !== 'string' || typeof value.tenant !== 'string') return undefined;
    if (!Array.isArray(value.files) || !value.files.every((f) => typeof f === 'string')) {
      return undefined;
    }
    return {
      node: value.node,
      tenant: value.tenant,
      files: value.files,
      ...(typeof value.rev === 'string' ? { rev: value.rev } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The bus of one node: over Redis at `url` when given, else local (publishing is a no-op). */
export function createConfigBus(options: {
  url?: string;
  channel?: string;
  log: BusLog;
}): ConfigBus {
  const node = randomUUID();
  const handlers: ConfigChangeHandler[] = [];
  const deliver = (notice: ConfigChangeNotice | undefined) => {
    for (const handler of handlers) {
      void Promise.resolve()
        .then(() => handler(notice))
        .catch((error: unknown) =>
          options.log.warn({ err: error, notice }, 'config change handler failed'),
        );
    }
  };
  if (!options.url) {
    return {
      node,
      kind: 'local',
      publishConfigChange: async () => undefined,
      onConfigChange: (handler) => void handlers.push(handler),
      close: async () => undefined,
    };
  }
  const channel = options.channel ?? DEFAULT_CONFIG_CHANNEL;
  const { redis: publisher, ready } = clusterRedis(options.url);
  // A subscribed connection can do nothing else; ioredis subscribes again after a reconnect.
  const subscriber = new Redis(options.url, {
    connectTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let connectedOnce = false;
  let down = false;
  subscriber.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    options.log.warn(
      { err: error },
      'config bus: Redis unavailable, relying on this node’s config watcher until it is back',
    );
  });
  subscriber.on('ready', () => {
    if (connectedOnce) {
      // Changes published while this node was not listening: look once more.
      if (down) options.log.info({}, 'config bus: Redis reachable again');
      deliver(undefined);
    }
    connectedOnce = true;
    down = false;
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const notice = parseNotice(text);
    if (notice && notice.node !== node) deliver(notice);
  });
  void subscriber.subscribe(channel).catch(() => undefined);

  return {
    node,
    kind: 'redis',
    async publishConfigChange(change) {
      await ready();
      const notice: ConfigChangeNotice = { node, ...change };
      await publisher.publish(channel, JSON.stringify(notice)).catch((error: unknown) => {
        options.log.warn({ err: error, change }, 'config bus: change not published');
      });
    },
    onConfigChange: (handler) => void handlers.push(handler),
    async close() {
      handlers.length = 0;
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
