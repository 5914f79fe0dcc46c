/**
 * Dashboards and saved queries written into a suite's copy of the demo config, for
 * end-to-end suites that need widgets of their own on the demo data.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './server-process.ts';

/** The `$schema` a config file in `dir` starts with (validation asks for it). */
export function schemaRef(dir: string, name: string): string {
  return path.relative(dir, path.join(ROOT, 'schemas', `${name}.schema.json`));
}

/**
 * Writes `dashboard` (its `$schema` added) into the tenant folder and lists it last in module
 * `moduleId` of program file `programFile` (e.g. 'retail.json').
 */
export async function addTestDashboard(
  tenantDir: string,
  programFile: string,
  moduleId: number,
  dashboard: { dashboard_id: string } & Record<string, unknown>,
): Promise<void> {
  const dir = path.join(tenantDir, 'dashboards');
  await writeFile(
    path.join(dir, `${dashboard.dashboard_id}.json`),
    JSON.stringify({ $schema: schemaRef(dir, 'dashboard'), ...dashboard }),
  );
  const file = path.join(tenantDir, 'programs', programFile);
  const program = JSON.parse(await readFile(file, 'utf8')) as {
    modules: { module_id: number; dashboards: string[] }[];
  };
  program.modules.find((m) => m.module_id === moduleId)!.dashboards.push(dashboard.dashboard_id);
  await writeFile(file, JSON.stringify(program));
}

/** Writes saved query `slug` of program `programSlug` (`programId`) running `sql`. */
export async function addTestQuery(
  tenantDir: string,
  query: { slug: string; sql: string; programId: number; programSlug: string; source: string },
): Promise<void> {
  const dir = path.join(tenantDir, 'queries');
  await writeFile(path.join(dir, `${query.slug}.sql`), query.sql);
  await writeFile(
    path.join(dir, `${query.slug}.json`),
    JSON.stringify({
      $schema: schemaRef(dir, 'saved-query'),
      query_slug: query.slug,
      program_id: query.programId,
      program_slug: query.programSlug,
      source: query.source,
      provider: 'db',
      is_cached: false,
    }),
  );
}
