import { createHash } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createConfigStore,
  type ConfigStoreOptions,
  type LiveConfigStore,
} from './config-store.ts';
import { etagOf, versionFromIfMatch } from './entity-version.ts';
import { formatJson } from './json-format.ts';
import { EntityNotFoundError, InvalidEntityError, StaleWriteError } from './store-errors.ts';
import {
  editText,
  removeConfigTree,
  setIn,
  validTree,
  writeConfigTree,
} from './temp-config-dir.ts';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
}

const DASHBOARD = 'acme/dashboards/sales-overview.json';
const dirs: string[] = [];
const stores: LiveConfigStore[] = [];

afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  await Promise.all(dirs.splice(0).map((d) => removeConfigTree(d)));
});

async function setup(options: Partial<ConfigStoreOptions> = {}, tree = validTree()) {
  const dir = await writeConfigTree(tree);
  dirs.push(dir);
  const lines: LogLine[] = [];
  const log = {
    info: (_d: object, message: string) => lines.push({ level: 'info', message }),
    warn: (_d: object, message: string) => lines.push({ level: 'warn', message }),
    error: (_d: object, message: string) => lines.push({ level: 'error', message }),
  };
  const store = await createConfigStore({ dir, log, debounceMs: 20, ...options });
  stores.push(store);
  const file = (rel: string) => path.join(dir, ...rel.split('/'));
  const read = (rel: string) => readFile(file(rel), 'utf8');
  return { dir, store, lines, file, read };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function dashboardValue(store: LiveConfigStore): Json {
  return structuredClone(store.tenant('acme')?.dashboards.get('sales-overview')?.value ?? {});
}

/** Waits until `check` holds (the watcher works asynchronously). */
async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function tempFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((e) => path.basename(e).endsWith('.tmp'));
}

describe('createConfigStore', () => {
  it('serves the directory and versions entities by the sha256 of their bytes', async () => {
    const { store, read } = await setup({ watch: false });
    expect(store.tenant('acme')?.dashboards.has('sales-overview')).toBe(true);
    expect(store.version('acme', 'dashboard', 'sales-overview')).toBe(
      sha256(await read(DASHBOARD)),
    );
    const json = await read('acme/queries/retail_sales_daily.json');
    const sql = await read('acme/queries/retail_sales_daily.sql');
    expect(store.version('acme', 'query', 'retail_sales_daily')).toBe(sha256(`${json}\0${sql}`));
    expect(store.version('acme', 'dashboard', 'nope')).toBeUndefined();
    expect(store.version('globex', 'dashboard', 'sales-overview')).toBeUndefined();
  });

  it('starts on a directory with problems: refuses the broken entities, serves the rest', async () => {
    const tree = validTree();
    setIn(tree, DASHBOARD, '/widgets/w1/query_slug/slug', 'missing_query');
    setIn(tree, DASHBOARD, '/widgets/w2/title', 'x'.repeat(31));
    editText(tree, 'acme/queries/retail_brands.json', (text) =>
      text.replace('{where_cond}', '{p9}'),
    );
    const { store, lines } = await setup({ watch: false }, tree);
    expect(store.problems().map((p) => [p.file, p.pointer, p.rule])).toEqual([
      ['acme/dashboards/sales-overview.json', '/widgets/w1/query_slug/slug', 'widget-query'],
      ['acme/dashboards/sales-overview.json', '/widgets/w2/title', 'schema'],
      ['acme/queries/retail_brands.json', '/query_raw', 'sql-param'],
    ]);
    for (const problem of store.problems()) {
      expect(Object.keys(problem).sort()).toEqual([
        'column',
        'file',
        'line',
        'message',
        'pointer',
        'rule',
      ]);
      expect(problem.line).toBeGreaterThan(0);
    }
    expect(store.refused()).toEqual([
      'acme/dashboards/sales-overview',
      'acme/queries/retail_brands',
    ]);
    const acme = store.tenant('acme');
    expect(acme?.dashboards.has('sales-overview')).toBe(false);
    expect(acme?.queries.has('retail_brands')).toBe(false);
    expect([...(acme?.queries.keys() ?? [])].sort()).toEqual([
      'retail_sales_daily',
      'retail_stores',
    ]);
    expect(acme?.programs.has('retail')).toBe(true);
    expect(
      lines.some(
        (l) =>
          l.level === 'error' &&
          /^acme\/dashboards\/sales-overview\.json:\d+:\d+ {2}\/widgets\/w1\/query_slug\/slug {2}saved query "missing_query" does not exist/.test(
            l.message,
          ),
      ),
    ).toBe(true);
    expect(
      lines.some(
        (l) =>
          l.level === 'warn' &&
          l.message.includes('refused acme/dashboards/sales-overview, acme/queries/retail_brands'),
      ),
    ).toBe(true);
  });

  it('while degraded, saves other entities but refuses a save that adds a problem', async () => {
    const tree = validTree();
    editText(tree, 'acme/queries/retail_brands.json', (text) =>
      text.replace('{where_cond}', '{p9}'),
    );
    const { store, read } = await setup({ watch: false }, tree);
    expect(store.refused()).toEqual(['acme/queries/retail_brands']);
    // The program lists a filter whose slug is the refused query: tolerated, not a new problem.
    const value = dashboardValue(store);
    value.widgets.w2.title = 'Still editable';
    await store.write({
      tenantId: 'acme',
      kind: 'dashboard',
      id: 'sales-overview',
      value,
      expectedVersion: store.version('acme', 'dashboard', 'sales-overview'),
    });
    expect(await read(DASHBOARD)).toContain('Still editable');
    value.widgets.w2.title = 'x'.repeat(31);
    await expect(
      store.write({
        tenantId: 'acme',
        kind: 'dashboard',
        id: 'sales-overview',
        value,
        expectedVersion: store.version('acme', 'dashboard', 'sales-overview'),
      }),
    ).rejects.toBeInstanceOf(InvalidEntityError);
    expect(store.problems().map((p) => p.file)).toEqual(['acme/queries/retail_brands.json']);
  });
});

describe('ConfigStore.write', () => {
  it('writes prettier-formatted JSON atomically and serves it at once', async () => {
    const { store, read, dir } = await setup({ watch: false });
    const before = await read(DASHBOARD);
    const value = dashboardValue(store);
    value.widgets.w1.title = 'Renamed';
    const version = store.version('acme', 'dashboard', 'sales-overview');
    const result = await store.write({
      tenantId: 'acme',
      kind: 'dashboard',
      id: 'sales-overview',
      value,
      expectedVersion: version,
    });
    const after = await read(DASHBOARD);
    expect(after).toBe(formatJson(JSON.parse(after)));
    expect(result.version).toBe(sha256(after));
    expect(store.version('acme', 'dashboard', 'sales-overview')).toBe(result.version);
    expect(dashboardValue(store).widgets.w1.title).toBe('Renamed');
    // Only the changed line differs: same line count, one line replaced.
    const a = before.split('\n');
    const b = after.split('\n');
    expect(b).toHaveLength(a.length);
    expect(a.filter((line, i) => line !== b[i])).toEqual(['      "title": "Daily sales",']);
    expect(await tempFiles(dir)).toEqual([]);
  });

  it('writes nothing when the content is unchanged', async () => {
    const { store, file } = await setup({ watch: false });
    const version = store.version('acme', 'dashboard', 'sales-overview');
    const { mtimeMs } = await stat(file(DASHBOARD));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const result = await store.write({
      tenantId: 'acme',
      kind: 'dashboard',
      id: 'sales-overview',
      value: dashboardValue(store),
      expectedVersion: version,
    });
    expect(result.version).toBe(version);
    expect((await stat(file(DASHBOARD))).mtimeMs).toBe(mtimeMs);
  });

  it('refuses a stale version with StaleWriteError and leaves the file alone', async () => {
    const { store, read } = await setup({ watch: false });
    const before = await read(DASHBOARD);
    const value = dashboardValue(store);
    value.name = 'Other';
    const error = await store
      .write({
        tenantId: 'acme',
        kind: 'dashboard',
        id: 'sales-overview',
        value,
        expectedVersion: 'f'.repeat(64),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaleWriteError);
    expect((error as StaleWriteError).currentVersion).toBe(sha256(before));
    expect(await read(DASHBOARD)).toBe(before);
  });

  it('lets exactly one of two concurrent saves with the same version win', async () => {
    const { store, read } = await setup({ watch: false });
    const version = store.version('acme', 'dashboard', 'sales-overview');
    const save = (title: string) => {
      const value = dashboardValue(store);
      value.widgets.w1.title = title;
      return store.write({
        tenantId: 'acme',
        kind: 'dashboard',
        id: 'sales-overview',
        value,
        expectedVersion: version,
      });
    };
    const results = await Promise.allSettled([save('First'), save('Second')]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(StaleWriteError);
    const text = await read(DASHBOARD);
    const saved = JSON.parse(text) as Json;
    expect(saved.widgets.w1.title).toBe(results[0]?.status === 'fulfilled' ? 'First' : 'Second');
    expect((won[0] as PromiseFulfilledResult<{ version: string }>).value.version).toBe(
      sha256(text),
    );
  });

  it('refuses content that breaks a cross-reference, naming the field', async () => {
    const { store, read } = await setup({ watch: false });
    const before = await read(DASHBOARD);
    const value = dashboardValue(store);
    value.widgets.w1.query_slug = { slug: 'no_such_query' };
    const error = await store
      .write({
        tenantId: 'acme',
        kind: 'dashboard',
        id: 'sales-overview',
        value,
        expectedVersion: store.version('acme', 'dashboard', 'sales-overview'),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidEntityError);
    expect((error as InvalidEntityError).problems).toMatchObject([
      { file: DASHBOARD, pointer: '/widgets/w1/query_slug/slug', rule: 'widget-query' },
    ]);
    expect(await read(DASHBOARD)).toBe(before);
  });

  it('refuses a create over an existing file, and a new dashboard no module lists', async () => {
    const { store, file } = await setup({ watch: false });
    const exists = await store
      .write({
        tenantId: 'acme',
        kind: 'dashboard',
        id: 'sales-overview',
        value: dashboardValue(store),
      })
      .catch((e: unknown) => e);
    expect(exists).toBeInstanceOf(StaleWriteError);
    const orphan = await store
      .write({
        tenantId: 'acme',
        kind: 'dashboard',
        id: 'orphan',
        value: { dashboard_id: 'orphan', name: 'Orphan', widgets: {}, layout: [] },
      })
      .catch((e: unknown) => e);
    expect(orphan).toBeInstanceOf(InvalidEntityError);
    expect((orphan as InvalidEntityError).problems.map((p) => p.rule)).toEqual([
      'module-dashboards',
    ]);
    await expect(stat(file('acme/dashboards/orphan.json'))).rejects.toThrow();
  });

  it('refuses unknown tenants and ids that are not file names', async () => {
    const { store } = await setup({ watch: false });
    await expect(
      store.write({ tenantId: 'globex', kind: 'dashboard', id: 'x', value: {} }),
    ).rejects.toBeInstanceOf(EntityNotFoundError);
    await expect(
      store.write({ tenantId: 'acme', kind: 'dashboard', id: '../users', value: {} }),
    ).rejects.toBeInstanceOf(InvalidEntityError);
  });

  it('keeps SQL in the .sql file it had, and moves multi-line SQL there', async () => {
    const { store, read, file } = await setup({ watch: false });
    const daily = structuredClone(
      store.tenant('acme')?.queries.get('retail_sales_daily')?.value ?? {},
    );
    await store.write({
      tenantId: 'acme',
      kind: 'query',
      id: 'retail_sales_daily',
      value: { ...daily, query_raw: 'SELECT {store_id} AS s' },
      expectedVersion: store.version('acme', 'query', 'retail_sales_daily'),
    });
    expect(await read('acme/queries/retail_sales_daily.sql')).toBe('SELECT {store_id} AS s\n');
    expect(JSON.parse(await read('acme/queries/retail_sales_daily.json'))).not.toHaveProperty(
      'query_raw',
    );
    expect(store.tenant('acme')?.queries.get('retail_sales_daily')?.sql).toBe(
      'SELECT {store_id} AS s\n',
    );

    const brands = structuredClone(store.tenant('acme')?.queries.get('retail_brands')?.value ?? {});
    await store.write({
      tenantId: 'acme',
      kind: 'query',
      id: 'retail_brands',
      value: { ...brands, query_raw: 'SELECT brand FROM sales {where_cond} LIMIT 5' },
      expectedVersion: store.version('acme', 'query', 'retail_brands'),
    });
    expect(JSON.parse(await read('acme/queries/retail_brands.json')).query_raw).toBe(
      'SELECT brand FROM sales {where_cond} LIMIT 5',
    );
    await expect(stat(file('acme/queries/retail_brands.sql'))).rejects.toThrow();

    const multiLine = 'SELECT brand\nFROM sales\n{where_cond}\n';
    const { version } = await store.write({
      tenantId: 'acme',
      kind: 'query',
      id: 'retail_brands',
      value: { ...brands, query_raw: multiLine },
      expectedVersion: store.version('acme', 'query', 'retail_brands'),
    });
    const json = await read('acme/queries/retail_brands.json');
    expect(JSON.parse(json)).not.toHaveProperty('query_raw');
    expect(await read('acme/queries/retail_brands.sql')).toBe(multiLine);
    expect(version).toBe(sha256(`${json}\0${multiLine}`));
  });

  it('refuses SQL using an undeclared {param}, pointing into the .sql file', async () => {
    const { store, read } = await setup({ watch: false });
    const sqlBefore = await read('acme/queries/retail_sales_daily.sql');
    const daily = structuredClone(
      store.tenant('acme')?.queries.get('retail_sales_daily')?.value ?? {},
    );
    const error = await store
      .write({
        tenantId: 'acme',
        kind: 'query',
        id: 'retail_sales_daily',
        value: daily,
        sql: 'SELECT {store_id}, {brand} FROM sales',
        expectedVersion: store.version('acme', 'query', 'retail_sales_daily'),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidEntityError);
    expect((error as InvalidEntityError).problems).toMatchObject([
      { file: 'acme/queries/retail_sales_daily.sql', rule: 'sql-param', line: 1, column: 20 },
    ]);
    expect(await read('acme/queries/retail_sales_daily.sql')).toBe(sqlBefore);
  });

  it('removes an entity with its .sql file when nothing refers to it', async () => {
    const tree = validTree();
    tree['acme/queries/unused.json'] = {
      $schema: '../../../schemas/saved-query.schema.json',
      query_slug: 'unused',
      program_slug: 'retail',
    };
    tree['acme/queries/unused.sql'] = 'SELECT 1\n';
    const { store, file } = await setup({ watch: false }, tree);
    await store.write({ tenantId: 'acme', kind: 'query', id: 'unused', value: {}, remove: true });
    await expect(stat(file('acme/queries/unused.json'))).rejects.toThrow();
    await expect(stat(file('acme/queries/unused.sql'))).rejects.toThrow();
    expect(store.tenant('acme')?.queries.has('unused')).toBe(false);
    // A query a widget still uses cannot be removed.
    await expect(
      store.write({
        tenantId: 'acme',
        kind: 'query',
        id: 'retail_brands',
        value: {},
        remove: true,
      }),
    ).rejects.toBeInstanceOf(InvalidEntityError);
  });
});

describe('outside edits', () => {
  it.each(['fs', 'poll'] as const)('are picked up without a restart (%s)', async (mode) => {
    const { store, read, file, lines } = await setup({ watch: mode, pollMs: 50 });
    expect(store.watchMode).toBe(mode);
    const text = await read(DASHBOARD);
    // Editors and git replace files by renaming; write in place here, rename in the next step.
    await writeFile(file(DASHBOARD), text.replace('"Daily sales"', '"Edited by hand"'));
    await until(
      () => dashboardValue(store).widgets.w1.title === 'Edited by hand',
      'the first edit',
    );
    const second = path.join(path.dirname(file(DASHBOARD)), '.sales-overview.json.swp');
    await writeFile(second, text.replace('"Daily sales"', '"Edited again"'));
    await rename(second, file(DASHBOARD));
    await until(() => dashboardValue(store).widgets.w1.title === 'Edited again', 'the second edit');
    expect(
      lines.filter((l) => l.message === 'config reloaded after an outside edit').length,
    ).toBeGreaterThan(0);
  });

  it('that break the config are reported, and the last valid config keeps serving', async () => {
    const { store, read, file, lines } = await setup();
    const good = await read(DASHBOARD);
    const broken = good.replace('"Daily sales",', '"Daily sales"');
    await writeFile(file(DASHBOARD), broken);
    await until(() => store.problems().length > 0, 'the problem report');
    expect(store.problems()).toMatchObject([{ file: DASHBOARD, rule: 'json-syntax' }]);
    expect(
      lines.some(
        (l) =>
          l.level === 'error' &&
          /^acme\/dashboards\/sales-overview\.json:\d+:\d+ {2}\/ {2}invalid JSON/.test(l.message),
      ),
    ).toBe(true);
    expect(
      lines.some(
        (l) => l.level === 'warn' && l.message.includes('still serving the last valid config'),
      ),
    ).toBe(true);
    expect(dashboardValue(store).widgets.w1.title).toBe('Daily sales');
    // A save based on the served version is refused, and the broken file is not overwritten.
    await expect(
      store.write({
        tenantId: 'acme',
        kind: 'dashboard',
        id: 'sales-overview',
        value: dashboardValue(store),
        expectedVersion: store.version('acme', 'dashboard', 'sales-overview'),
      }),
    ).rejects.toBeInstanceOf(StaleWriteError);
    expect(await read(DASHBOARD)).toBe(broken);
    // Fixing the file is picked up and clears the report.
    await writeFile(file(DASHBOARD), good.replace('"Daily sales"', '"Fixed"'));
    await until(() => dashboardValue(store).widgets.w1.title === 'Fixed', 'the fix');
    expect(store.problems()).toEqual([]);
  });

  it('refuse only the broken entity: its last good version is served, the rest applies', async () => {
    const { store, read, file } = await setup();
    const sql = 'acme/queries/retail_sales_daily.sql';
    const goodSql = await read(sql);
    const brands = 'acme/queries/retail_brands.json';
    await writeFile(file(sql), goodSql.replace('GROUP BY', 'AND {p1} = 1\nGROUP BY'));
    await writeFile(
      file(brands),
      (await read(brands)).replace('DISTINCT brand', 'DISTINCT brand AS b'),
    );
    await until(() => store.problems().length > 0, 'the problem report');
    await until(
      () => store.tenant('acme')?.queries.get('retail_brands')?.sql?.includes(' AS b') === true,
      'the valid part of the edit',
    );
    expect(store.refused()).toEqual(['acme/queries/retail_sales_daily']);
    expect(store.problems()).toMatchObject([{ file: sql, rule: 'sql-param' }]);
    expect(store.tenant('acme')?.queries.get('retail_sales_daily')?.sql).toBe(goodSql);
    expect(store.tenant('acme')?.dashboards.has('sales-overview')).toBe(true);
  });

  it('ignores the store’s own writes', async () => {
    const { store, lines } = await setup();
    const value = dashboardValue(store);
    value.widgets.w2.title = 'Mine';
    await store.write({
      tenantId: 'acme',
      kind: 'dashboard',
      id: 'sales-overview',
      value,
      expectedVersion: store.version('acme', 'dashboard', 'sales-overview'),
    });
    expect(await store.reload()).toBe('unchanged');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.map((l) => l.message)).not.toContain('config reloaded after an outside edit');
    expect(dashboardValue(store).widgets.w2.title).toBe('Mine');
  });
});

describe('If-Match and ETag', () => {
  it.each([
    ['"abc"', 'abc'],
    ['W/"abc"', 'abc'],
    ['abc', 'abc'],
    ['"abc", "def"', 'abc'],
    ['*', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('If-Match %j asks for version %j', (header, version) => {
    expect(versionFromIfMatch(header)).toBe(version);
  });

  it('quotes the version as a strong ETag', () => {
    expect(etagOf('abc')).toBe('"abc"');
    expect(versionFromIfMatch(etagOf('abc'))).toBe('abc');
  });
});
