/**
 * The SQL attack corpus against one engine, over HTTP: every case as acme's `super` and
 * `superuser` in the raw preview (a clean 400 naming what is refused), then saved as a slug
 * by each of them (refused with 400: the same checks run at save time) and run by acme's
 * `viewer` and `fixed` (404: nothing was saved). The requests go out in beforeAll (a few at a time); each case's
 * answers are then checked by its own test, so a failure names the case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse } from '../support/http.ts';
import {
  leaks,
  mapConcurrently,
  startAttackTarget,
  type AcmeUser,
  type AttackTarget,
} from './attack-target.ts';
import { renderAttack, SQL_ATTACKS, type SqlAttack } from './sql-attack-corpus.ts';

/** Requests in flight at once: enough to overlap, few enough for a 2-core machine. */
const CONCURRENCY = 6;
const AUTHORS = ['super', 'superuser'] as const satisfies readonly AcmeUser[];
const READERS = ['viewer', 'fixed'] as const satisfies readonly AcmeUser[];

interface CaseAnswers {
  sql: string;
  previews: Record<string, HttpResponse>;
  saves: Record<string, HttpResponse>;
  /** `${author}→${reader}`: the saved slug run by a reader. */
  runs: Record<string, HttpResponse>;
}

/** Defines the suite for `engine`; `ready` false skips it (PostgreSQL missing outside CI). */
export function describeSqlAttacks(engine: 'duckdb' | 'postgres', ready: boolean): void {
  describe.skipIf(!ready)(`SQL attacks on ${engine}`, () => {
    let target: AttackTarget;
    const answers: CaseAnswers[] = [];

    beforeAll(async () => {
      target = await startAttackTarget(engine);
      const cases = SQL_ATTACKS.map((attack, index) => ({
        index,
        sql: renderAttack(attack.sql, target.globexSchema),
      }));
      const done = await mapConcurrently(cases, CONCURRENCY, (item) => attackOnce(target, item));
      answers.push(...done);
    });

    afterAll(async () => {
      await target?.close();
    });

    it('has at least 200 cases, and acme itself is served', async () => {
      expect(SQL_ATTACKS.length).toBeGreaterThanOrEqual(200);
      expect(target.globexMarkers.length).toBeGreaterThan(0);
      const own = await target.asAcme('super', {
        method: 'POST',
        path: '/api/v2/services/queries',
        body: { query_raw: 'SELECT count(*) AS n FROM stores' },
      });
      expect(own.status, own.text).toBe(200);
      expect(Number((own.json as { n: unknown }[])[0]?.n)).toBeGreaterThan(0);
    });

    it.each(
      SQL_ATTACKS.map((attack, index) => [index, attack.family, attack.sql, attack] as const),
    )('#%i %s: %s', (index, _family, _sql, attack: SqlAttack) => {
      const answer = answers[index];
      expect(answer, 'the case was not sent').toBeDefined();
      if (!answer) return;
      const all = [
        ...Object.entries(answer.previews).map(([who, r]) => [`preview as ${who}`, r] as const),
        ...Object.entries(answer.saves).map(([who, r]) => [`save as ${who}`, r] as const),
        ...Object.entries(answer.runs).map(([who, r]) => [`slug run ${who}`, r] as const),
      ];
      for (const [what, response] of all) {
        expect(leaks(response, target.globexMarkers), `${what}: ${response.text}`).toEqual([]);
      }
      for (const [who, response] of Object.entries(answer.previews)) {
        expect(response.status, `preview as ${who}: ${response.text}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const message = (response.json as { message?: unknown } | undefined)?.message;
        expect(typeof message === 'string' && message.length > 0, response.text).toBe(true);
        if (attack.message) expect(String(message)).toContain(attack.message);
      }
      for (const [who, response] of Object.entries(answer.saves)) {
        // The same checks run when a slug is saved: nothing of the corpus can be saved.
        expect(response.status, `save as ${who}: ${response.text}`).toBe(400);
        const reason = (response.json as { reason?: unknown }).reason;
        expect(reason, response.text).toEqual(expect.stringMatching(/^query_raw: \S/));
        if (attack.message) expect(String(reason)).toContain(attack.message);
      }
      for (const [who, response] of Object.entries(answer.runs)) {
        // The refused slug does not exist for acme's viewers.
        expect(response.status, `run ${who}: ${response.text}`).toBe(404);
      }
    });
  });
}

async function attackOnce(
  target: AttackTarget,
  { index, sql }: { index: number; sql: string },
): Promise<CaseAnswers> {
  const answer: CaseAnswers = { sql, previews: {}, saves: {}, runs: {} };
  for (const author of AUTHORS) {
    answer.previews[author] = await target.asAcme(author, {
      method: 'POST',
      path: '/api/v2/services/queries',
      body: { query_raw: sql },
    });
    const slug = `sec_attack_${index}_${author}`;
    answer.saves[author] = await target.asAcme(author, {
      method: 'PUT',
      path: '/api/v2/queries/',
      body: { query_slug: slug, program_slug: 'retail', source: 'demo', query_raw: sql },
    });
    for (const reader of READERS) {
      answer.runs[`${author}→${reader}`] = await target.asAcme(reader, {
        method: 'POST',
        path: `/api/v2/services/queries/${slug}?refresh=1`,
        body: {},
      });
    }
  }
  return answer;
}
