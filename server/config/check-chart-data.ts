/**
 * Chart data checks of `navigator validate` (issue 26): a chart needs a saved query unless its
 * vega-lite spec carries its own data, and every relative `data.url` of a spec must name a file
 * of the tenant's data folder. The browser resolves a relative URL against
 * `<origin>/api/v2/tenant-files/` (widgets/chart/chart-loader.ts), so this resolves it the same
 * way: "data/cars.json" and "./data/cars.json" read `<tenant>/data/cars.json`; "cars.json"
 * reads nothing. Absolute addresses (http:, https:, data:, //host) are not files to check.
 */
import { specCarriesOwnData, specDataUrls } from '../../runtime/core/widgets/spec-data.ts';
import { resolveDataFile, TENANT_DATA_FOLDER } from '../data/tenant-data-folder.ts';
import type { ConfigEntity, Problem, TenantConfig } from './config-types.ts';
import { objectOf } from './check-helpers.ts';
import { joinPointer } from './json-pointer.ts';
import { problemAt } from './problems.ts';

/** The widget types drawn by the chart widget (schemas/widget.schema.json's classbase). */
export const CHART_CLASSBASES: ReadonlySet<string> = new Set([
  'chart',
  'vegaWidget',
  'EchartsWidget',
]);

const FILES_BASE = 'http://navigator.invalid/api/v2/tenant-files/';
const DATA_PREFIX = `/api/v2/tenant-files/${TENANT_DATA_FOLDER}/`;

/**
 * What is wrong with a spec's `data.url` in the tenant whose config folder is `tenantDir`, or
 * undefined when it is absolute or names a file of the data folder.
 */
export function dataUrlProblem(url: string, tenantDir: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(url, FILES_BASE);
  } catch {
    return `data.url "${url}" is not a valid URL`;
  }
  if (!resolved.pathname.startsWith(DATA_PREFIX)) {
    const example = url.includes('..')
      ? ''
      : `, e.g. "${TENANT_DATA_FOLDER}/${url.replace(/^\.?\//, '')}"`;
    return `data.url "${url}" is relative but not below ${TENANT_DATA_FOLDER}/: relative chart URLs read the tenant's data folder${example}`;
  }
  const relative = decodeURIComponent(resolved.pathname.slice(DATA_PREFIX.length));
  if (resolveDataFile(tenantDir, relative)) return undefined;
  return `data.url "${url}" names no file of the tenant's data folder (${TENANT_DATA_FOLDER}/${relative})`;
}

/** The chart widgets of a dashboard: id, JSON pointer and spec. */
function chartWidgets(dashboard: ConfigEntity) {
  return Object.entries(objectOf(dashboard.value.widgets)).flatMap(([id, raw]) => {
    const widget = objectOf(raw);
    if (typeof widget.classbase !== 'string' || !CHART_CLASSBASES.has(widget.classbase)) return [];
    const spec = objectOf(objectOf(widget.params).graph).spec;
    return [{ id, widget, base: joinPointer('/widgets', id), spec }];
  });
}

/** A chart of the dashboard with neither a saved query nor data of its own. */
export function checkChartData(dashboard: ConfigEntity, problems: Problem[]): void {
  for (const { id, widget, base, spec } of chartWidgets(dashboard)) {
    if (widget.query_slug === undefined && !specCarriesOwnData(spec)) {
      problems.push(
        problemAt(
          dashboard.file,
          base,
          `chart widget "${id}" needs a query_slug, or a params.graph.spec that carries its own data (data.values, data.url, sequence or datasets)`,
          'chart-data',
          { key: true },
        ),
      );
    }
  }
}

/**
 * Every relative `data.url` of the tenant's charts that names no file of its data folder.
 * Only `navigator validate` asks (ValidateConfigOptions.dataFiles): data files are not config
 * (nothing watches them), so on the server a missing one shows as its chart's loading error
 * and never refuses the dashboard, which a reload would not bring back once the file is there.
 */
export function checkChartDataFiles(tenant: TenantConfig): Problem[] {
  const problems: Problem[] = [];
  for (const dashboard of tenant.dashboards.values()) {
    for (const { base, spec } of chartWidgets(dashboard)) {
      for (const { url, pointer } of specDataUrls(spec, `${base}/params/graph/spec`)) {
        const message = dataUrlProblem(url, tenant.dir);
        if (message) problems.push(problemAt(dashboard.file, pointer, message, 'chart-data-url'));
      }
    }
  }
  return problems;
}
