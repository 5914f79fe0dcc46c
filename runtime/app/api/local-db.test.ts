import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalDb, LOCAL_DB_NAME } from './local-db.ts';
import { MemoryStorage } from './memory-storage.ts';

describe('local database dbNavV3', () => {
  let backing: MemoryStorage;
  beforeEach(() => {
    backing = new MemoryStorage();
    backing.setItem('other-app', 'keep me');
  });

  it('stores JSON under the dbNavV3 prefix', () => {
    const db = createLocalDb(LOCAL_DB_NAME, () => backing);
    expect(db.set('filters.retail.w1', [{ store_id: 1 }])).toBe(true);
    expect(backing.getItem('dbNavV3.filters.retail.w1')).toBe('[{"store_id":1}]');
    expect(db.get('filters.retail.w1')).toEqual([{ store_id: 1 }]);
    expect(db.get('missing')).toBeUndefined();
  });

  it('clears only its own keys, optionally by prefix', () => {
    const db = createLocalDb(LOCAL_DB_NAME, () => backing);
    db.set('filters.retail.a', 1);
    db.set('filters.ecommerce.a', 2);
    db.set('settings.language', 'es');
    db.clear('filters.retail.');
    expect(db.keys().sort()).toEqual(['filters.ecommerce.a', 'settings.language']);
    db.clear();
    expect(db.keys()).toEqual([]);
    expect(backing.getItem('other-app')).toBe('keep me');
  });

  it('reads unparsable values as missing and works without storage', () => {
    backing.setItem('dbNavV3.broken', '{not json');
    const db = createLocalDb(LOCAL_DB_NAME, () => backing);
    expect(db.get('broken')).toBeUndefined();
    const none = createLocalDb(LOCAL_DB_NAME, () => undefined);
    expect(none.set('a', 1)).toBe(false);
    expect(none.keys()).toEqual([]);
  });
});
