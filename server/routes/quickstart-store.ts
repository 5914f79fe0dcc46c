/**
 * Quickstart progress: which items of an onboarding checklist (a quickstart widget) a user has
 * ticked. It is the user's own state made in the app, not deployment config, so it lives in
 * the data directory like widget templates: `<dataDir>/quickstart/<tenant>/<user_id>.json`,
 * `{ "<checklist key>": ["item id", …] }`, written atomically, one writer per file at a time.
 * The path holds the tenant and the user id from the session, never from the request body, so
 * one user's progress is never another's, nor another tenant's.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { KeyedMutex } from '../config/keyed-mutex.ts';
import { writeFileAtomic } from '../config/write-json.ts';

/** A checklist key: the widget's uid, `{dashboard_id}/{widget_id}`. */
export const CHECKLIST_KEY = /^[A-Za-z0-9][A-Za-z0-9_/-]{0,119}$/;
/** An item id of a checklist (params.quickstart.items[].id). */
export const ITEM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/;
/** Items one checklist may hold. */
export const MAX_ITEMS = 100;

/**
 * Why `done` (a request body's field) is not a list of item ids, or undefined when it is one.
 * Names the field and the bad value, as every write error does.
 */
export function checkDoneItems(done: unknown): string | undefined {
  if (!Array.isArray(done)) return `done must be a list of item ids, got ${JSON.stringify(done)}`;
  if (done.length > MAX_ITEMS) return `done holds ${done.length} items; at most ${MAX_ITEMS}`;
  for (const [index, item] of done.entries()) {
    if (typeof item !== 'string' || !ITEM_ID.test(item)) {
      return `done[${index}] must be an item id (letters, digits, - and _), got ${JSON.stringify(item)}`;
    }
  }
  return undefined;
}

/** Progress of every user of every tenant under one folder. */
export class QuickstartStore {
  private readonly locks = new KeyedMutex();

  constructor(private readonly dir: string) {}

  private fileOf(tenant: string, userId: number): string {
    return path.join(this.dir, tenant, `${userId}.json`);
  }

  private async readAll(file: string): Promise<Record<string, string[]>> {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) return {};
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, string[]>)
        : {};
    } catch {
      return {};
    }
  }

  /** The item ids the user has ticked on checklist `key` (none yet: empty). */
  async get(tenant: string, userId: number, key: string): Promise<string[]> {
    const all = await this.readAll(this.fileOf(tenant, userId));
    const done = all[key];
    return Array.isArray(done) ? done.filter((item) => typeof item === 'string') : [];
  }

  /** Replaces the ticked items of checklist `key` (deduplicated, in the order given). */
  set(tenant: string, userId: number, key: string, done: readonly string[]): Promise<string[]> {
    const file = this.fileOf(tenant, userId);
    return this.locks.run(file, async () => {
      const all = await this.readAll(file);
      const unique = [...new Set(done)];
      all[key] = unique;
      await writeFileAtomic(file, `${JSON.stringify(all, null, 2)}\n`);
      return unique;
    });
  }
}
