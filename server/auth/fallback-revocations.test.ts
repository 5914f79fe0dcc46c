import { describe, expect, it } from 'vitest';
import { createFallbackRevocationStore } from './fallback-revocations.ts';
import {
  createMemoryRevocationStore,
  type RedisRevocationStore,
  type RevocationStore,
} from './revocation-store.ts';

/** A shared store whose Redis is down: every call fails the way ioredis fails fast. */
async function downRedis(): Promise<RedisRevocationStore & { revived: () => void }> {
  const fail = () => Promise.reject(new Error("Stream isn't writeable"));
  let listener = () => undefined as void;
  let up = false;
  const memory = await createMemoryRevocationStore();
  return {
    kind: 'redis',
    revoke: (id, at) => (up ? memory.revoke(id, at) : fail()),
    isRevoked: (id) => (up ? memory.isRevoked(id) : fail()),
    reachable: async () => up,
    onReady: (callback) => {
      listener = callback;
    },
    close: () => memory.close(),
    revived: () => {
      up = true;
      listener();
    },
  };
}

const broken: RevocationStore = {
  kind: 'memory',
  revoke: () => Promise.reject(new Error('disk full')),
  isRevoked: async () => false,
  close: async () => undefined,
};

const later = () => Date.now() / 1000 + 3600;

describe('revocations while Redis is down', () => {
  it('a logout is kept locally, checked locally, and copied to Redis when it is back', async () => {
    const shared = await downRedis();
    const store = createFallbackRevocationStore(shared, await createMemoryRevocationStore());
    await store.revoke('s1', later());
    expect(await store.isRevoked('s1')).toBe(true);
    expect(await store.isRevoked('s2')).toBe(false);
    expect(await store.reachable?.()).toBe(false);
    shared.revived();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await shared.isRevoked('s1')).toBe(true);
    await store.close();
  });

  it('a logout that can be recorded nowhere answers 503 Session store is not reachable', async () => {
    const store = createFallbackRevocationStore(await downRedis(), broken);
    await expect(store.revoke('s1', later())).rejects.toMatchObject({
      statusCode: 503,
      message: 'Session store is not reachable',
    });
  });
});
