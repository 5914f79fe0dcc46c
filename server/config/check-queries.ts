/**
 * Saved-query checks: the program and datasource it names, where its SQL lives, that
 * every `{param}` of the SQL is declared with a type and every declared parameter is used,
 * and that the SQL passes the read-only check every run makes (read-only-sql.ts), so a
 * saved query that would be refused at run time is refused when it is saved or validated.
 */
import type { Problem, SavedQueryEntity, TenantConfig } from './config-types.ts';
import {
  arrayOf,
  hasFile,
  integerOf,
  missingProgramMessage,
  objectOf,
  stringOf,
} from './check-helpers.ts';
import { problemAt, problemAtOffset } from './problems.ts';
import { findPlaceholders, isBuiltInPlaceholder } from '../query/sql-placeholders.ts';
import { checkHttpDatasources, checkHttpQuery } from './check-http.ts';
import { assertReadOnlyStatement, ReadOnlySqlError } from '../query/read-only-sql.ts';

/** The datasource a saved query uses when it names none. */
export const DEFAULT_SOURCE = 'demo';

/** Problems of every saved query of a tenant. */
export function checkQueries(tenant: TenantConfig): Problem[] {
  const problems: Problem[] = [];
  problems.push(...checkHttpDatasources(tenant));
  for (const query of tenant.queries.values()) {
    checkProgram(tenant, query, problems);
    checkSource(tenant, query, problems);
    const source = typeof query.value.source === 'string' ? query.value.source : DEFAULT_SOURCE;
    if (checkHttpQuery(tenant, query, source, problems)) continue;
    checkSqlLocation(query, problems);
    checkParameters(query, problems);
    checkReadOnly(query, problems);
  }
  return problems;
}

function checkProgram(tenant: TenantConfig, query: SavedQueryEntity, problems: Problem[]): void {
  const slug = stringOf(query.value.program_slug);
  if (slug === undefined) return;
  const program = tenant.programs.get(slug);
  if (!program) {
    if (hasFile(tenant, 'program', slug)) return;
    problems.push(
      problemAt(query.file, '/program_slug', missingProgramMessage(slug), 'query-program'),
    );
    return;
  }
  const id = integerOf(query.value.program_id);
  const expected = integerOf(program.value.program_id);
  if (id !== undefined && expected !== undefined && id !== expected) {
    problems.push(
      problemAt(
        query.file,
        '/program_id',
        `must be ${expected}, the program_id of program "${slug}" (got ${id})`,
        'query-program',
      ),
    );
  }
}

function checkSource(tenant: TenantConfig, query: SavedQueryEntity, problems: Problem[]): void {
  const given = query.value.source;
  if (given !== undefined && typeof given !== 'string') return; // the schema reports it
  const source = given ?? DEFAULT_SOURCE;
  if (hasFile(tenant, 'datasource', source)) return;
  const message =
    given === undefined
      ? `source defaults to "${DEFAULT_SOURCE}", but there is no datasources/${DEFAULT_SOURCE}.json`
      : `datasource "${source}" does not exist (no datasources/${source}.json)`;
  problems.push(problemAt(query.file, '/source', message, 'query-datasource'));
}

function checkSqlLocation(query: SavedQueryEntity, problems: Problem[]): void {
  const hasRaw = query.value.query_raw !== undefined;
  const sqlName = `queries/${query.file.name}.sql`;
  if (hasRaw && query.sqlFile) {
    problems.push(
      problemAt(
        query.file,
        '/query_raw',
        `the SQL is both here and in ${sqlName}; keep only one`,
        'query-sql',
      ),
    );
  } else if (!hasRaw && !query.sqlFile) {
    problems.push(
      problemAt(
        query.file,
        '',
        `the query has no SQL: add "query_raw" or a ${sqlName} file`,
        'query-sql',
      ),
    );
  }
}

interface DeclaredParameter {
  name: string;
  pointer: string;
  typed: boolean;
}

function checkParameters(query: SavedQueryEntity, problems: Problem[]): void {
  const declared = new Map<string, DeclaredParameter>();
  arrayOf(query.value.params).forEach((param, index) => {
    const name = stringOf(objectOf(param).name);
    if (name === undefined) return;
    const pointer = `/params/${index}`;
    const earlier = declared.get(name);
    if (earlier) {
      problems.push(
        problemAt(
          query.file,
          `${pointer}/name`,
          `parameter "${name}" is declared twice (also at ${earlier.pointer})`,
          'sql-param',
        ),
      );
      return;
    }
    if (isBuiltInPlaceholder(name)) {
      problems.push(
        problemAt(
          query.file,
          `${pointer}/name`,
          `"${name}" is a built-in placeholder filled from the conditions; do not declare it`,
          'sql-param',
        ),
      );
    }
    const typed = typeof objectOf(param).type === 'string';
    declared.set(name, { name, pointer, typed });
    if (!typed) {
      problems.push(problemAt(query.file, pointer, `parameter "${name}" has no type`, 'sql-param'));
    }
  });
  const conditionKeys = new Set(Object.keys(objectOf(query.value.cond_definition)));

  // The SQL actually used: query_raw wins when both exist (that conflict is reported apart).
  const raw = stringOf(query.value.query_raw);
  const sql = raw ?? query.sqlFile?.text;
  if (sql === undefined) return;
  const used = new Set<string>();
  for (const placeholder of findPlaceholders(sql)) {
    used.add(placeholder.name);
    if (isBuiltInPlaceholder(placeholder.name)) continue;
    if (declared.has(placeholder.name) || conditionKeys.has(placeholder.name)) continue;
    const message = `{${placeholder.name}} is not declared: add it to "params" with a type, or to "cond_definition"`;
    if (raw === undefined && query.sqlFile) {
      problems.push(problemAtOffset(query.sqlFile, placeholder.offset, '', message, 'sql-param'));
    } else {
      problems.push(
        problemAt(query.file, '/query_raw', message, 'sql-param', {
          charIndex: placeholder.offset,
        }),
      );
    }
  }
  for (const param of declared.values()) {
    if (!used.has(param.name) && !isBuiltInPlaceholder(param.name)) {
      problems.push(
        problemAt(
          query.file,
          `${param.pointer}/name`,
          `parameter "${param.name}" is not used in the SQL (no {${param.name}})`,
          'sql-param',
        ),
      );
    }
  }
}

/** The SQL is one read-only statement without forbidden words or functions. */
function checkReadOnly(query: SavedQueryEntity, problems: Problem[]): void {
  const raw = stringOf(query.value.query_raw);
  const sql = raw ?? query.sqlFile?.text;
  if (sql === undefined || sql.trim() === '') return; // checkSqlLocation reports it
  try {
    assertReadOnlyStatement(sql);
  } catch (error) {
    if (!(error instanceof ReadOnlySqlError)) throw error;
    if (raw === undefined && query.sqlFile) {
      problems.push(
        problemAtOffset(query.sqlFile, error.offset, '', error.message, 'sql-read-only'),
      );
    } else {
      problems.push(
        problemAt(query.file, '/query_raw', error.message, 'sql-read-only', {
          charIndex: error.offset,
        }),
      );
    }
  }
}
