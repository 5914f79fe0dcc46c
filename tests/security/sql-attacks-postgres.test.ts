/**
 * The SQL attack corpus (sql-attack-corpus.ts) against PostgreSQL: each tenant's demo data in
 * its own per-run schema, read through its own login role that is no superuser and may read
 * only that schema; globex also holds a `secrets` table whose value must never reach acme.
 */
import { postgresAvailability, requireOrSkip } from '../support/environment.ts';
import { describeSqlAttacks } from './sql-attack-suite.ts';

const ready = requireOrSkip('SQL attack corpus on PostgreSQL', await postgresAvailability());

describeSqlAttacks('postgres', ready);
