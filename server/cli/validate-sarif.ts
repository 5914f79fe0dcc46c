/**
 * `navigator validate --format sarif`: the problems as a SARIF 2.1.0 log, the format GitHub
 * code scanning (`github/codeql-action/upload-sarif`) turns into annotations on the exact
 * line and column of a pull request's files.
 */
import type { Log, ReportingDescriptor, Result } from 'sarif';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Problem } from '../config/config-types.ts';
import { displayPath } from './validate-output.ts';

/** The SARIF version and schema this writes. */
export const SARIF_VERSION = '2.1.0';
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** What each check (`Problem.rule`) looks for, shown by code scanning as the rule's description. */
const RULE_TEXT: Readonly<Record<string, string>> = {
  schema: 'The file matches its JSON Schema.',
  'query-sql': 'A saved query has SQL (query_raw or a sibling .sql file).',
  'sql-param': 'Every {param} in SQL is declared with a type, and every declared param is used.',
  'sql-read-only': 'Saved-query SQL only reads.',
  'widget-query': 'A widget names a saved query that exists.',
  'query-datasource': 'A saved query names a datasource of its tenant.',
  'duplicate-id': 'Ids and slugs are unique.',
  table: 'A declared table is consistent and has a duckdb write store.',
  import: 'A saved import maps onto the columns of an existing table.',
  form: 'A form builder widget names a declared table, and its fields and required columns are columns of it.',
};

/**
 * The URI of a problem's file: relative to `cwd` (the repository root in CI, which is what
 * code scanning resolves against), or a `file://` URI when the file lies outside it.
 */
export function sarifUri(problem: Problem, configDir: string, cwd: string): string {
  const absolute = path.join(configDir, ...problem.file.split('/'));
  const shown = displayPath(absolute, cwd);
  return path.isAbsolute(shown) ? pathToFileURL(absolute).href : shown;
}

/** One SARIF run of tool `navigator` with a rule per distinct `Problem.rule`. */
export function sarifLog(
  problems: readonly Problem[],
  configDir: string,
  cwd: string,
  version: string,
): Log {
  const ruleIds = [...new Set(problems.map((p) => p.rule))].sort();
  const rules: ReportingDescriptor[] = ruleIds.map((id) => ({
    id,
    shortDescription: { text: RULE_TEXT[id] ?? `Navigator config check "${id}".` },
    defaultConfiguration: { level: 'error' },
  }));
  const results: Result[] = problems.map((problem) => ({
    ruleId: problem.rule,
    ruleIndex: ruleIds.indexOf(problem.rule),
    level: 'error',
    message: { text: `${problem.pointer || '/'}: ${problem.message}` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: sarifUri(problem, configDir, cwd) },
          region: { startLine: problem.line, startColumn: problem.column },
        },
      },
    ],
  }));
  return {
    $schema: SARIF_SCHEMA,
    version: SARIF_VERSION,
    runs: [
      {
        tool: {
          driver: {
            name: 'navigator',
            version,
            rules,
          },
        },
        results,
      },
    ],
  };
}
