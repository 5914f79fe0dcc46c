/**
 * Small config trees in temporary directories, for tests of the loader, the validator and the
 * CLI. Each test starts from a valid tree and breaks one rule.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodePointer, getAtPointer } from './json-pointer.ts';

/** File contents by path relative to the config dir: objects are written as pretty JSON. */
export type ConfigTree = Record<string, string | object>;

/** A minimal valid tenant exercising every cross-reference once. */
export function validTree(): ConfigTree {
  return {
    'acme/tenant.json': {
      $schema: '../../schemas/tenant.schema.json',
      name: 'Acme',
      default: true,
      images: { logo: 'images/logo.svg' },
      branding: { logo_client: 'logo' },
      slideshow: ['logo'],
    },
    'acme/images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'acme/users.json': {
      $schema: '../../schemas/users.schema.json',
      users: [
        { user_id: 1, username: 'ana', programs: ['retail'], filtering_fixed: { region_id: 3 } },
        { user_id: 2, username: 'bo', programs: ['retail'] },
      ],
    },
    'acme/datasources/demo.json': {
      $schema: '../../../schemas/datasource.schema.json',
      name: 'demo',
      type: 'duckdb',
    },
    'acme/programs/retail.json': {
      $schema: '../../../schemas/program.schema.json',
      program_id: 1,
      program_name: 'Retail',
      program_slug: 'retail',
      filtering_show: {
        filtering: {
          region_id: { name: 'Region', hierarchy: 1 },
          brand: { name: 'Brand', slug: 'retail_brands' },
        },
      },
      modules: [
        {
          module_id: 1,
          module_slug: 'retail_sales',
          module_name: 'Sales',
          dashboards: ['sales-overview'],
        },
      ],
    },
    'acme/dashboards/sales-overview.json': {
      $schema: '../../../schemas/dashboard.schema.json',
      dashboard_id: 'sales-overview',
      name: 'Sales overview',
      user_id: 1,
      widgets: {
        w1: {
          title: 'Daily sales',
          classbase: 'chart',
          query_slug: { slug: 'retail_sales_daily' },
          params: {
            drilldown: [{ params: { query: { slug: 'retail_brands' } } }],
            widgets: [{ widget_id: 'w2' }],
          },
        },
        w2: { title: 'Notes', classbase: 'markdown', params: { markdown: '# Notes' } },
      },
      layout: [
        { i: 'w1', x: 0, y: 0, w: 6, h: 4 },
        { i: 'w2', x: 6, y: 0, w: 6, h: 4 },
      ],
    },
    'acme/queries/retail_sales_daily.json': {
      $schema: '../../../schemas/saved-query.schema.json',
      query_slug: 'retail_sales_daily',
      program_slug: 'retail',
      program_id: 1,
      params: [{ name: 'store_id', type: 'integer' }],
    },
    'acme/queries/retail_sales_daily.sql':
      '-- daily sales\nSELECT sale_date, sum(revenue) AS revenue\nFROM sales\nWHERE store_id = {store_id}\n  AND sale_date BETWEEN {firstdate} AND {lastdate}\nGROUP BY sale_date\n',
    'acme/queries/retail_brands.json': {
      $schema: '../../../schemas/saved-query.schema.json',
      query_slug: 'retail_brands',
      program_slug: 'retail',
      query_raw: 'SELECT DISTINCT brand FROM sales {where_cond}',
    },
    'acme/queries/retail_stores.json': {
      $schema: '../../../schemas/saved-query.schema.json',
      query_slug: 'retail_stores',
      program_slug: 'retail',
      query_raw: 'SELECT region_id, region_name FROM stores {where_cond}',
    },
  };
}

/** Pretty JSON as the config files are written (2 spaces, final newline). */
export function toFileText(content: string | object): string {
  return typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`;
}

/** Writes `tree` into a fresh temporary directory and returns its path. */
export async function writeConfigTree(tree: ConfigTree): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'navigator-config-'));
  for (const [relative, content] of Object.entries(tree)) {
    const file = path.join(dir, ...relative.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, toFileText(content));
  }
  return dir;
}

/** Removes a directory written by {@link writeConfigTree}. */
export async function removeConfigTree(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** The text at a 1-based line and column of `text`, up to the end of that line. */
export function textAt(text: string, line: number, column: number): string {
  const lineText = text.split(/\r?\n/)[line - 1] ?? '';
  return lineText.slice(column - 1);
}

/** Sets (or with `undefined`, deletes) the value at a JSON pointer inside a JSON file of the tree. */
export function setIn(tree: ConfigTree, file: string, pointer: string, value: unknown): void {
  const segments = decodePointer(pointer);
  const last = segments.pop();
  if (last === undefined) throw new Error('setIn needs a pointer below the root');
  let parent: unknown = tree[file];
  for (const segment of segments) parent = (parent as Record<string, unknown>)[segment];
  if (parent === null || typeof parent !== 'object') throw new Error(`no ${pointer} in ${file}`);
  const container = parent as Record<string, unknown>;
  if (value === undefined) delete container[last];
  else container[last] = value;
}

/** Appends to the array at a JSON pointer inside a JSON file of the tree. */
export function pushIn(tree: ConfigTree, file: string, pointer: string, value: unknown): void {
  const list = getAtPointer(tree[file], pointer);
  if (!Array.isArray(list)) throw new Error(`no array at ${pointer} in ${file}`);
  list.push(value);
}

/** Replaces a file of the tree by an edited copy of its text. */
export function editText(tree: ConfigTree, file: string, edit: (text: string) => string): void {
  const content = tree[file];
  if (content === undefined) throw new Error(`no ${file}`);
  tree[file] = edit(toFileText(content));
}
