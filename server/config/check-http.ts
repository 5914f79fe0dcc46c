/**
 * Checks of HTTP datasources and the saved queries on them: a query with an `http` request
 * runs on an http datasource and has no SQL; a SQL query does not run on one; every declared
 * parameter is typed; an http datasource's base_url (as written, or its default) lies under
 * one of the tenant's http_allowed_base_urls, so a request is never refused only at run time.
 */
import type { Datasource as DatasourceFile, UrlValue } from '../../schemas/generated/index.ts';
import { checkAllowedUrl } from '../datasources/http/url-allow-list.ts';
import type { Problem, SavedQueryEntity, TenantConfig } from './config-types.ts';
import { problemAt } from './problems.ts';
import { tenantSettings } from './tenant-settings.ts';

/** The URL a config value gives without the environment: as written, or from its default. */
function writtenUrl(value: UrlValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (value?.default === undefined) return undefined;
  return value.path ? new URL(value.path, value.default).href : value.default;
}

function datasourceType(tenant: TenantConfig, name: string): string | undefined {
  const file = tenant.datasources.get(name)?.value as Partial<DatasourceFile> | undefined;
  return file?.type ?? (file ? 'duckdb' : undefined);
}

/** Problems of the http datasources of `tenant`. */
export function checkHttpDatasources(tenant: TenantConfig): Problem[] {
  const problems: Problem[] = [];
  const allowed = (tenantSettings(tenant).http_allowed_base_urls ?? []).flatMap((entry) => {
    const url = writtenUrl(entry);
    return url === undefined ? [] : [url];
  });
  for (const entity of tenant.datasources.values()) {
    const file = entity.value as Partial<DatasourceFile>;
    if (file.type !== 'http') continue;
    const base = writtenUrl(file.base_url);
    if (base === undefined) continue; // read from the environment only: checked at run time
    const check = safeCheck(base, allowed);
    if (!check.ok) {
      problems.push(
        problemAt(
          entity.file,
          '/base_url',
          `base_url ${base} is not allowed for tenant "${tenant.id}": ${check.reason} (tenant.json http_allowed_base_urls)`,
          'http-allow-list',
        ),
      );
    }
  }
  return problems;
}

function safeCheck(url: string, allowed: readonly string[]) {
  try {
    return checkAllowedUrl(url, allowed);
  } catch (error) {
    return { ok: false as const, reason: (error as Error).message };
  }
}

/**
 * Problems of saved query `query` against the kind of its datasource; true when it is an http
 * query (the SQL checks do not apply to it).
 */
export function checkHttpQuery(
  tenant: TenantConfig,
  query: SavedQueryEntity,
  source: string,
  problems: Problem[],
): boolean {
  const type = datasourceType(tenant, source);
  const http = query.value.http !== undefined;
  if (http && type !== undefined && type !== 'http') {
    problems.push(
      problemAt(
        query.file,
        '/http',
        `an http request runs on an http datasource, but "${source}" is ${type}`,
        'query-datasource',
      ),
    );
  }
  if (!http && type === 'http') {
    problems.push(
      problemAt(
        query.file,
        '/source',
        `datasource "${source}" is an http datasource: give the query an "http" request instead of SQL`,
        'query-datasource',
      ),
    );
  }
  if (http && (query.value.query_raw !== undefined || query.sqlFile)) {
    problems.push(
      problemAt(
        query.file,
        '/http',
        'an http query has no SQL (query_raw or .sql file)',
        'query-sql',
      ),
    );
  }
  return http;
}
