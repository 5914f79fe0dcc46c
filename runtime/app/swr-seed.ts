import { mutate, type Arguments } from 'swr';

/**
 * Puts `data` in SWR's cache under `key` unless the key holds data already (a hook that has its
 * data has rendered it), without a revalidation: an answer the page already has, placed where
 * a hook will read it before that hook mounts (issue 30: a hook that got its data a microtask
 * after mounting re-rendered synchronously, in one long task).
 */
export function seedSwrCache<T>(key: Arguments, data: T): void {
  void mutate<T>(key, (current) => current ?? data, { revalidate: false });
}
