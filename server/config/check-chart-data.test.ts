import { cp, mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { dataUrlProblem } from './check-chart-data.ts';
import { validateConfigDir } from './validate-config.ts';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../config-samples');

describe('dataUrlProblem', () => {
  let root: string;
  let tenantDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'navigator-chart-data-'));
    tenantDir = path.join(root, 'acme');
    await mkdir(path.join(tenantDir, 'data', 'geo'), { recursive: true });
    await writeFile(path.join(tenantDir, 'data', 'cars.json'), '[]');
    await writeFile(path.join(tenantDir, 'data', 'geo', 'us 10m.json'), '{}');
    await mkdir(path.join(root, 'globex', 'data'), { recursive: true });
    await writeFile(path.join(root, 'globex', 'data', 'secret.json'), '[]');
    await symlink(
      path.join(root, 'globex', 'data', 'secret.json'),
      path.join(tenantDir, 'data', 'link.json'),
    );
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const cases: [string, string, string | undefined][] = [
    ['a file of the data folder', 'data/cars.json', undefined],
    ['the same with ./', './data/cars.json', undefined],
    ['an encoded name in a subfolder', 'data/geo/us%2010m.json', undefined],
    ['an absolute https address', 'https://cdn.example.com/cars.json', undefined],
    ['a protocol-relative address', '//cdn.example.com/cars.json', undefined],
    ['a data: URL', 'data:application/json,[]', undefined],
    [
      'a missing file',
      'data/missing.json',
      `data.url "data/missing.json" names no file of the tenant's data folder (data/missing.json)`,
    ],
    [
      'a folder',
      'data/geo',
      `data.url "data/geo" names no file of the tenant's data folder (data/geo)`,
    ],
    [
      'a symlink into another tenant',
      'data/link.json',
      `data.url "data/link.json" names no file of the tenant's data folder (data/link.json)`,
    ],
    [
      'a relative path outside data/',
      'cars.json',
      `data.url "cars.json" is relative but not below data/: relative chart URLs read the tenant's data folder, e.g. "data/cars.json"`,
    ],
    [
      'climbing out with ..',
      'data/../../globex/data/secret.json',
      `data.url "data/../../globex/data/secret.json" is relative but not below data/: relative chart URLs read the tenant's data folder`,
    ],
  ];
  it.each(cases)('%s', (_, url, expected) => {
    expect(dataUrlProblem(url, tenantDir)).toBe(expected);
  });
});

describe('a chart naming a missing data file', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'navigator-chart-data-config-'));
    await cp(SAMPLES, dir, { recursive: true });
    const file = path.join(dir, 'acme', 'dashboards', 'gallery.json');
    const dashboard = JSON.parse(await readFile(file, 'utf8'));
    dashboard.widgets.boxplot_2D_vertical.params.graph.spec.data = { url: 'data/zz_gone.json' };
    await writeFile(file, JSON.stringify(dashboard, null, 2));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const urlProblems = async (dataFiles: boolean) =>
    (await validateConfigDir(dir, { dataFiles })).problems.filter(
      (p) => p.rule === 'chart-data-url',
    );

  it('is reported by navigator validate (dataFiles)', async () => {
    const problems = await urlProblems(true);
    expect(problems.map((p) => [p.file, p.pointer])).toEqual([
      ['acme/dashboards/gallery.json', '/widgets/boxplot_2D_vertical/params/graph/spec/data/url'],
    ]);
  });

  it('does not make the server refuse the dashboard (its chart shows the loading error)', async () => {
    expect(await urlProblems(false)).toEqual([]);
  });
});
