/**
 * The vega-lite example corpus (../shared/vega-lite-examples, BSD-3, vega-lite 6.4.3) and what
 * the gallery suite builds from it in a private config copy: the vega-datasets files the specs
 * name, copied into the tenant's data folder (`<tenant>/data/`), and generated dashboards of
 * many chart widgets each, one per spec, the spec passed unchanged in `params.graph.spec`.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../support/server-process.ts';

/**
 * The corpus: a copy of ../shared/vega-lite-examples kept in the repository
 * (tests/vega-lite-gallery/corpus/, its LICENSE and README beside it), so the suite runs the
 * same 565 specs from any clone, CI's included.
 */
export const CORPUS_DIR = path.join(ROOT, 'tests', 'vega-lite-gallery', 'corpus', 'specs');
/** vega-datasets' data folder: the files the examples' `data/…` URLs name. */
export const DATASETS_DIR = path.join(ROOT, 'node_modules', 'vega-datasets', 'data');

/** One example. */
export interface Example {
  /** File name without `.vl.json`. */
  name: string;
  spec: Record<string, unknown>;
}

/**
 * The corpus README: a few specs load their data from an absolute CDN address this machine
 * cannot reach; they are read as the same vega-datasets file (`data/<file>`), on both sides.
 */
const CDN_DATA = /^https:\/\/cdn\.jsdelivr\.net\/npm\/vega-datasets@[^/]+\/data\//;

function localData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(localData);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      key === 'url' && typeof item === 'string' && CDN_DATA.test(item)
        ? item.replace(CDN_DATA, 'data/')
        : localData(item);
  }
  return out;
}

/** Every example of the corpus, in file order. */
export async function readCorpus(): Promise<Example[]> {
  const files = (await readdir(CORPUS_DIR)).filter((f) => f.endsWith('.vl.json')).sort();
  return Promise.all(
    files.map(async (file) => ({
      name: file.slice(0, -'.vl.json'.length),
      spec: localData(JSON.parse(await readFile(path.join(CORPUS_DIR, file), 'utf8'))) as Record<
        string,
        unknown
      >,
    })),
  );
}

/**
 * The `data/…` files a spec names (data.url, lookup data, nested views, and image marks' URLs
 * in inline rows such as `{"img": "data/ffox.png"}`): every string starting with `data/` that
 * is a vega-datasets file.
 */
export function dataFiles(spec: unknown, into = new Set<string>()): Set<string> {
  if (typeof spec === 'string') {
    const file = spec.slice('data/'.length);
    if (spec.startsWith('data/') && existsSync(path.join(DATASETS_DIR, file))) into.add(file);
  } else if (Array.isArray(spec)) for (const item of spec) dataFiles(item, into);
  else if (spec !== null && typeof spec === 'object') {
    for (const value of Object.values(spec)) dataFiles(value, into);
  }
  return into;
}

/** Copies the data files the examples name into `<configDir>/<tenant>/data/`. */
export async function copyDataFiles(
  examples: Example[],
  configDir: string,
  tenant: string,
): Promise<void> {
  const files = new Set<string>();
  for (const example of examples) dataFiles(example.spec, files);
  const target = path.join(configDir, tenant, 'data');
  for (const file of files) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await copyFile(path.join(DATASETS_DIR, file), path.join(target, file));
  }
}

/** Widgets per generated dashboard: enough to amortise a page load, few enough to scroll. */
export const PER_DASHBOARD = 24;
/** The generated module of the retail program that lists the gallery's dashboards. */
export const GALLERY_MODULE = { id: 190, slug: 'retail_vlgallery', segment: 'vlgallery' };
/** The grid cell of every example: half the 12-column grid, 6 rows of 80 px. */
const CELL = { w: 6, h: 6 };

/** Widget id of an example (grid ids are plain words). */
export function widgetId(name: string): string {
  return `vl_${name.replace(/[^a-z0-9_]/gi, '_')}`;
}

/**
 * Writes the generated dashboards (ids `vlgallery-<n>`) into the acme config copy, the
 * module listing them and the one-row query. Returns the dashboards' ids and examples.
 */
export async function writeGalleryDashboards(
  examples: Example[],
  configDir: string,
): Promise<{ id: string; examples: Example[] }[]> {
  const tenantDir = path.join(configDir, 'acme');
  const pages: { id: string; examples: Example[] }[] = [];
  for (let start = 0; start < examples.length; start += PER_DASHBOARD) {
    const slice = examples.slice(start, start + PER_DASHBOARD);
    const id = `vlgallery-${pages.length + 1}`;
    const widgets: Record<string, unknown> = {};
    const layout: Record<string, unknown>[] = [];
    slice.forEach((example, index) => {
      const wid = widgetId(example.name);
      widgets[wid] = {
        // Widget titles hold at most 30 characters; the widget id keeps the whole name.
        title: { en: example.name.length > 30 ? `${example.name.slice(0, 29)}…` : example.name },
        classbase: 'chart',
        params: { graph: { spec: example.spec, theme: 'vega-lite' } },
      };
      layout.push({
        i: wid,
        x: (index % 2) * CELL.w,
        y: Math.floor(index / 2) * CELL.h,
        w: CELL.w,
        h: CELL.h,
      });
    });
    const dashboard = {
      $schema: path.relative(
        path.join(tenantDir, 'dashboards'),
        path.join(ROOT, 'schemas', 'dashboard.schema.json'),
      ),
      dashboard_id: id,
      name: { en: `vega-lite examples ${pages.length + 1}` },
      title: { en: `vega-lite examples ${pages.length + 1}` },
      user_id: 2,
      module_id: GALLERY_MODULE.id,
      allow_filtering: false,
      attributes: { cols: 12, rowHeight: 80 },
      widgets,
      layout,
    };
    await writeFile(path.join(tenantDir, 'dashboards', `${id}.json`), JSON.stringify(dashboard));
    pages.push({ id, examples: slice });
  }
  const programFile = path.join(tenantDir, 'programs', 'retail.json');
  const program = JSON.parse(await readFile(programFile, 'utf8')) as { modules: unknown[] };
  program.modules.push({
    module_id: GALLERY_MODULE.id,
    module_slug: GALLERY_MODULE.slug,
    module_name: 'vega-lite examples',
    description: 'The vega-lite example corpus, generated by the gallery suite.',
    icon: 'chart-bar',
    dashboards: pages.map((page) => page.id),
  });
  await writeFile(programFile, JSON.stringify(program, null, 2));
  return pages;
}
