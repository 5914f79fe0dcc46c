import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postgresAvailability, requireOrSkip } from '../../tests/support/environment.ts';
import { sharedTestDataDir } from '../../tests/support/test-server.ts';
import { TEST_POSTGRES } from '../query/engine-test-support.ts';
import { PG_DEMO_USAGE, runPgDemoCli } from './pg-demo-cli.ts';
import { dropPostgresSchema } from './pg-demo-loader.ts';
import { connectionAs, dropRole, randomRoleName } from '../../tests/support/postgres-roles.ts';
import pg from 'pg';

const ready = requireOrSkip('PostgreSQL demo loader CLI', await postgresAvailability());

describe('pg-demo-cli', () => {
  it('prints its usage without a URL or tenant', async () => {
    const lines: string[] = [];
    expect(await runPgDemoCli(['--tenant', 'acme'], {}, (line) => lines.push(line))).toBe(2);
    expect(lines).toEqual([PG_DEMO_USAGE]);
  });

  it.skipIf(!ready)(
    'copies a tenant into the schema it is given, readable by the role it is given',
    async () => {
      const schema = `nav_${randomBytes(4).toString('hex')}_cli`;
      const role = randomRoleName('cli');
      const url = `postgres://${TEST_POSTGRES.user}@${TEST_POSTGRES.host}:${TEST_POSTGRES.port}/${TEST_POSTGRES.database}`;
      const lines: string[] = [];
      try {
        const code = await runPgDemoCli(
          [
            ...['--tenant', 'globex', '--schema', schema, '--role', role],
            ...['--data', await sharedTestDataDir()],
          ],
          { NAVIGATOR_PG_URL: url },
          (line) => lines.push(line),
        );
        expect(code).toBe(0);
        expect(lines).toContain('stores: 160 rows');
        expect(lines).toContain('sales: 5000 rows');
        // A line per table of the demo (13, the weather table included), then the grant.
        expect(lines).toHaveLength(14);
        expect(lines.some((line) => /^weather: \d+ rows$/.test(line))).toBe(true);
        expect(lines.at(-1)).toBe(`role ${role} may read schema ${schema} and nothing else`);
        const client = new pg.Client(connectionAs(role));
        await client.connect();
        try {
          const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${schema}.stores`);
          expect(rows).toEqual([{ n: 160 }]);
        } finally {
          await client.end();
        }
      } finally {
        await dropPostgresSchema(url, schema);
        await dropRole(role);
      }
    },
  );
});
