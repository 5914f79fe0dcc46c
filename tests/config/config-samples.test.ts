/**
 * `navigator validate` over the demo configuration: it is clean, and each kind of mistake an
 * ops engineer can make in it is reported at the exact file, line, column and pointer. Runs the
 * real CLI (bin/navigator.js) in a child process, as CI does.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runNavigatorCli, type CliResult } from '../support/run-cli.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SAMPLES = path.join(ROOT, 'config-samples');

function runCli(args: string[], cwd: string): Promise<CliResult> {
  return runNavigatorCli(['validate', ...args], cwd);
}

/** Problem lines of a text report (everything but the summary line). */
function problemLines(stdout: string): string[] {
  return stdout.trimEnd().split('\n').slice(0, -1);
}

/** 1-based `line:column` of an offset, counted independently of the validator's own index. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before.at(-1) ?? '').length + 1}`;
}

function nthIndexOf(text: string, search: string, n: number): number {
  let at = -1;
  for (let i = 0; i < n; i++) {
    at = text.indexOf(search, at + 1);
    if (at === -1) throw new Error(`"${search}" occurs fewer than ${n} times`);
  }
  return at;
}

type Json = Record<string, unknown>;

/** A fresh copy of config-samples with helpers to break it. */
class SamplesCopy {
  constructor(readonly root: string) {}

  get dir(): string {
    return path.join(this.root, 'config-samples');
  }

  abs(rel: string): string {
    return path.join(this.dir, ...rel.split('/'));
  }

  async read(rel: string): Promise<string> {
    return readFile(this.abs(rel), 'utf8');
  }

  async readJson(rel: string): Promise<Json> {
    return JSON.parse(await this.read(rel)) as Json;
  }

  /** Writes `value` as pretty JSON and returns the text written. */
  async writeJson(rel: string, value: unknown): Promise<string> {
    const text = `${JSON.stringify(value, null, 2)}\n`;
    await writeFile(this.abs(rel), text);
    return text;
  }

  async list(rel: string): Promise<string[]> {
    return (await readdir(this.abs(rel))).sort();
  }

  /** Runs the CLI from the copy's parent, so reported paths start with `config-samples/`. */
  validate(): Promise<CliResult> {
    return runCli(['config-samples'], this.root);
  }
}

async function copySamples(): Promise<SamplesCopy> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'navigator-samples-'));
  await cp(SAMPLES, path.join(root, 'config-samples'), { recursive: true });
  return new SamplesCopy(root);
}

/** The sample files each break edits, chosen from whatever the demo config holds. */
interface Targets {
  tenant: string;
  dashboard: string;
  widgetId: string;
  queryWithSql: string;
  program: string;
}

async function findTargets(copy: SamplesCopy): Promise<Targets> {
  for (const tenant of await copy.list('')) {
    const dashboards = (await copy.list(`${tenant}/dashboards`).catch((): string[] => [])).filter(
      (f) => f.endsWith('.json'),
    );
    const queries = await copy.list(`${tenant}/queries`).catch((): string[] => []);
    const programs = (await copy.list(`${tenant}/programs`).catch((): string[] => [])).filter((f) =>
      f.endsWith('.json'),
    );
    const withSql = queries.find(
      (f) => f.endsWith('.json') && queries.includes(f.replace(/\.json$/, '.sql')),
    );
    for (const file of dashboards) {
      const dashboard = await copy.readJson(`${tenant}/dashboards/${file}`);
      const widgets = Object.entries((dashboard.widgets ?? {}) as Record<string, Json>);
      const queried = widgets.find(([, w]) => w.query_slug !== undefined);
      if (queried && withSql && programs[0]) {
        return {
          tenant,
          dashboard: `${tenant}/dashboards/${file}`,
          widgetId: queried[0],
          queryWithSql: `${tenant}/queries/${withSql.replace(/\.json$/, '')}`,
          program: `${tenant}/programs/${programs[0]}`,
        };
      }
    }
  }
  throw new Error('config-samples has no dashboard with a queried widget, .sql query and program');
}

describe('navigator validate config-samples', () => {
  it('finds no problem in the demo configuration', async () => {
    const result = await runCli(['config-samples'], ROOT);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^config-samples: \d+ files, no problems\n$/);
    expect(result.code).toBe(0);
  });

  describe('reports a broken copy at the exact spot', () => {
    let baseline: string[] = [];
    const copies: SamplesCopy[] = [];

    beforeAll(async () => {
      const pristine = await copySamples();
      copies.push(pristine);
      baseline = problemLines((await pristine.validate()).stdout);
    });

    afterEach(async () => {
      await Promise.all(copies.splice(1).map((c) => rm(c.root, { recursive: true, force: true })));
    });

    afterAll(async () => {
      await Promise.all(copies.splice(0).map((c) => rm(c.root, { recursive: true, force: true })));
    });

    /** Breaks a fresh copy and returns the problem lines that were not there before. */
    async function breakAndValidate(
      breakIt: (copy: SamplesCopy, targets: Targets) => Promise<string[]>,
    ): Promise<{ added: string[]; expected: string[]; code: number | null }> {
      const copy = await copySamples();
      copies.push(copy);
      const expected = await breakIt(copy, await findTargets(copy));
      const result = await copy.validate();
      const added = problemLines(result.stdout).filter((line) => !baseline.includes(line));
      return { added, expected, code: result.code };
    }

    const cases: [string, (copy: SamplesCopy, t: Targets) => Promise<string[]>][] = [
      [
        'a wrong type',
        async (copy, t) => {
          const dashboard = await copy.readJson(t.dashboard);
          ((dashboard.widgets as Record<string, Json>)[t.widgetId] as Json).title = 987654;
          const text = await copy.writeJson(t.dashboard, dashboard);
          const at = lineColumn(text, text.indexOf('987654'));
          return [
            `config-samples/${t.dashboard}:${at}  /widgets/${t.widgetId}/title  must be string or object (got 987654)`,
          ];
        },
      ],
      [
        'an unknown query slug',
        async (copy, t) => {
          const dashboard = await copy.readJson(t.dashboard);
          ((dashboard.widgets as Record<string, Json>)[t.widgetId] as Json).query_slug = {
            slug: 'zz_no_such_query',
          };
          const text = await copy.writeJson(t.dashboard, dashboard);
          const at = lineColumn(text, text.indexOf('"zz_no_such_query"'));
          return [
            `config-samples/${t.dashboard}:${at}  /widgets/${t.widgetId}/query_slug/slug  saved query "zz_no_such_query" does not exist (no queries/zz_no_such_query.json)`,
          ];
        },
      ],
      [
        'a chart with neither a saved query nor data of its own',
        async (copy) => {
          const rel = 'acme/dashboards/gallery.json';
          const dashboard = await copy.readJson(rel);
          const bar = (dashboard.widgets as Record<string, Json>).bar as Json;
          const spec = (bar.params as Json).graph as Json;
          delete (spec.spec as Json).data;
          const text = await copy.writeJson(rel, dashboard);
          const at = lineColumn(text, text.indexOf('"bar":'));
          return [
            `config-samples/${rel}:${at}  /widgets/bar  chart widget "bar" needs a query_slug, or a params.graph.spec that carries its own data (data.values, data.url, sequence or datasets)`,
          ];
        },
      ],
      [
        'a relative data.url naming no file of the tenant data folder',
        async (copy) => {
          const rel = 'acme/dashboards/gallery.json';
          const dashboard = await copy.readJson(rel);
          const widget = (dashboard.widgets as Record<string, Json>).boxplot_2D_vertical as Json;
          ((widget.params as Json).graph as Json).spec = {
            ...(((widget.params as Json).graph as Json).spec as Json),
            data: { url: 'data/zz_missing.json' },
          };
          const text = await copy.writeJson(rel, dashboard);
          const at = lineColumn(text, text.indexOf('"data/zz_missing.json"'));
          return [
            `config-samples/${rel}:${at}  /widgets/boxplot_2D_vertical/params/graph/spec/data/url  data.url "data/zz_missing.json" names no file of the tenant's data folder (data/zz_missing.json)`,
          ];
        },
      ],
      [
        'an undeclared {param} in a .sql file',
        async (copy, t) => {
          const sql = `${(await copy.read(`${t.queryWithSql}.sql`)).trimEnd()}\n  AND 1 = {zz_undeclared}\n`;
          await writeFile(copy.abs(`${t.queryWithSql}.sql`), sql);
          const at = lineColumn(sql, sql.indexOf('{zz_undeclared}'));
          return [
            `config-samples/${t.queryWithSql}.sql:${at}  /  {zz_undeclared} is not declared: add it to "params" with a type, or to "cond_definition"`,
          ];
        },
      ],
      [
        'an unused parameter',
        async (copy, t) => {
          const query = await copy.readJson(`${t.queryWithSql}.json`);
          const params = Array.isArray(query.params) ? query.params : [];
          query.params = [...params, { name: 'zz_unused', type: 'string' }];
          const text = await copy.writeJson(`${t.queryWithSql}.json`, query);
          const at = lineColumn(text, text.indexOf('"zz_unused"'));
          return [
            `config-samples/${t.queryWithSql}.json:${at}  /params/${params.length}/name  parameter "zz_unused" is not used in the SQL (no {zz_unused})`,
          ];
        },
      ],
      [
        'broken JSON',
        async (copy, t) => {
          const text = (await copy.read(t.program)).replace(/\s*\}\s*$/, ',\n}\n');
          await writeFile(copy.abs(t.program), text);
          const at = lineColumn(text, text.lastIndexOf(','));
          return [
            `config-samples/${t.program}:${at}  /  invalid JSON: trailing comma is not allowed`,
          ];
        },
      ],
      [
        'a layout id that names no widget',
        async (copy, t) => {
          const dashboard = await copy.readJson(t.dashboard);
          const layout = dashboard.layout as Json[];
          const index = layout.findIndex((item) => item.i === t.widgetId);
          (layout[index] as Json).i = 'zz_missing';
          const text = await copy.writeJson(t.dashboard, dashboard);
          const missing = lineColumn(text, text.indexOf('"zz_missing"'));
          const unplaced = lineColumn(text, text.indexOf(`"${t.widgetId}": {`));
          return [
            `config-samples/${t.dashboard}:${unplaced}  /widgets/${t.widgetId}  widget "${t.widgetId}" is not placed in layout`,
            `config-samples/${t.dashboard}:${missing}  /layout/${index}/i  no widget "zz_missing" in widgets`,
          ];
        },
      ],
      [
        'a duplicate username',
        async (copy, t) => {
          const file = `${t.tenant}/users.json`;
          const users = await copy.readJson(file);
          const list = users.users as Json[];
          const name = String((list[0] as Json).username);
          (list[1] as Json).username = name;
          const text = await copy.writeJson(file, users);
          const key = `"username": "${name}"`;
          const at = lineColumn(text, nthIndexOf(text, key, 2) + '"username": '.length);
          return [
            `config-samples/${file}:${at}  /users/1/username  username "${name}" is already used by user "${name}" (/users/0)`,
          ];
        },
      ],
      [
        'a missing .sql file',
        async (copy, t) => {
          await rm(copy.abs(`${t.queryWithSql}.sql`));
          const name = path.posix.basename(t.queryWithSql);
          return [
            `config-samples/${t.queryWithSql}.json:1:1  /  the query has no SQL: add "query_raw" or a queries/${name}.sql file`,
          ];
        },
      ],
      [
        'SQL both in query_raw and in the .sql file',
        async (copy, t) => {
          const query = await copy.readJson(`${t.queryWithSql}.json`);
          query.query_raw = await copy.read(`${t.queryWithSql}.sql`);
          const text = await copy.writeJson(`${t.queryWithSql}.json`, query);
          const at = lineColumn(text, text.indexOf('"query_raw": ') + '"query_raw": '.length);
          const name = path.posix.basename(t.queryWithSql);
          return [
            `config-samples/${t.queryWithSql}.json:${at}  /query_raw  the SQL is both here and in queries/${name}.sql; keep only one`,
          ];
        },
      ],
    ];

    it.each(cases)('%s', async (_label, breakIt) => {
      const { added, expected, code } = await breakAndValidate(breakIt);
      expect(code).toBe(1);
      expect(added).toEqual(expected);
    });
  });
});
