/**
 * The SQL attack corpus (sql-attack-corpus.ts) against the embedded DuckDB datasource, where
 * acme and globex are tenants of the demo data: no answer on acme's host carries a globex
 * value or a server file, and every attack is a clean 4xx.
 */
import { describeSqlAttacks } from './sql-attack-suite.ts';

describeSqlAttacks('duckdb', true);
