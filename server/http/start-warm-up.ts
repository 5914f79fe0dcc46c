/**
 * Work done once the server listens, in the background, so that its first visitor does not
 * pay for it (issue 30): each tenant's DuckDB files opened (~60 ms a file of 10M rows) with a
 * connection ready, and the chart compile path run once on a small spec (a cold process's first
 * compile takes ~90 ms, later ones ~20 ms). None of it delays `listen`; a request that needs a
 * database meanwhile shares the opening under way (the registry keeps one per datasource).
 * NAVIGATOR_WARM_UP=off turns it off.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LoadedConfig } from '../config/config-types.ts';
import type { DatasourceRegistry } from '../datasources/datasource-registry.ts';
import { WRITES_DATASOURCE } from '../writes/write-store.ts';
import { prepareSpec } from '../charts/chart-prepare-cache.ts';

/** A bar chart as the chart widget sends one: it runs vega-lite's compile and vega's parse. */
const WARM_UP_CHART = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  data: { name: 'table' },
  width: 200,
  height: 100,
  mark: { type: 'bar', tooltip: true },
  encoding: {
    x: { field: 'label', type: 'nominal' },
    y: { field: 'value', type: 'quantitative' },
    color: { field: 'label', type: 'nominal' },
  },
};

/** What the warm-up did, for its log line and its test. */
export interface WarmUpResult {
  /** `tenant/datasource` of each DuckDB datasource opened. */
  opened: string[];
  /** `tenant/datasource: message` of each that could not be opened. */
  failed: string[];
  chartCompiled: boolean;
}

/** Whether the warm-up runs with `env`. */
export function warmUpEnabled(env: NodeJS.ProcessEnv): boolean {
  return !/^(off|0|false|no)$/i.test(env.NAVIGATOR_WARM_UP?.trim() ?? '');
}

/** Opens the DuckDB datasources of every tenant, then compiles one chart. */
export async function warmUp(options: {
  config: () => LoadedConfig;
  datasources: Pick<DatasourceRegistry, 'get'>;
  /** True once the app is closing: the warm-up stops at the next step. */
  stopped: () => boolean;
}): Promise<WarmUpResult> {
  const result: WarmUpResult = { opened: [], failed: [], chartCompiled: false };
  for (const [tenantId, tenant] of options.config().tenants) {
    for (const [name, entity] of tenant.datasources) {
      const type = (entity.value as { type?: unknown }).type;
      if (type !== 'duckdb' || name === WRITES_DATASOURCE) continue;
      if (options.stopped()) return result;
      try {
        const datasource = await options.datasources.get(tenantId, name);
        await datasource.query('SELECT 1', [], { timeoutMs: 10_000, rowLimit: 1 });
        result.opened.push(`${tenantId}/${name}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        result.failed.push(`${tenantId}/${name}: ${message}`);
      }
    }
  }
  if (options.stopped()) return result;
  // A turn of the event loop first: a request that arrived meanwhile goes before the compile.
  await new Promise((resolve) => setImmediate(resolve));
  const answer = await prepareSpec(WARM_UP_CHART);
  result.chartCompiled = !('error' in answer);
  return result;
}

/** Logs what the warm-up did: one info line, and a warning per datasource it could not open. */
export function logWarmUp(log: FastifyBaseLogger, result: WarmUpResult, ms: number): void {
  for (const failure of result.failed) log.warn(`start warm-up: could not open ${failure}`);
  log.info(
    `start warm-up: ${result.opened.length} DuckDB datasource(s) opened, chart compile ${
      result.chartCompiled ? 'run' : 'not run'
    }, in ${Math.round(ms)} ms`,
  );
}
