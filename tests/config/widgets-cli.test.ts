/**
 * `navigator widgets` as an operator runs it: the real CLI (bin/navigator.js) in a child
 * process, discovering widgets/<type>/index.ts without the bundler.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runNavigatorCli } from '../support/run-cli.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('navigator widgets (CLI)', () => {
  it('--json prints every widget folder as a type with classbases, spec names and params', async () => {
    const { code, stdout, stderr } = await runNavigatorCli(['widgets', '--json'], ROOT);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const report = JSON.parse(stdout) as {
      types: { type: string; classbase: string[]; specNames: string[]; paramsSchema: object }[];
    };
    const byType = Object.fromEntries(report.types.map((t) => [t.type, t]));
    expect(byType.table?.classbase).toContain('pqtableWidget');
    expect(byType.table?.specNames).toEqual(['datatable']);
    expect(byType.chart?.specNames).toContain('charts (bar)');
    // The types of issue 27 (h27b): each covers its catalogue name.
    expect(byType.gauge?.specNames).toEqual(['charts (gauge)']);
    expect(byType.download?.specNames).toEqual(['download']);
    expect(byType.timeline?.specNames).toEqual(['timeline']);
    expect(byType.rewards?.specNames).toEqual(['rewards']);
    expect(byType.quickstart?.specNames).toEqual(['quickstart']);
    expect(byType.photoFeed?.specNames).toEqual(['photo feed']);
    expect(byType.photoGallery?.specNames).toEqual(['photo gallery']);
    expect(byType.businessCard?.specNames).toEqual(['business card']);
    expect(byType.businessCard?.classbase).toEqual(['businessCard']);
    expect(byType.profileCard?.specNames).toEqual(['profile card']);
    expect(byType.profileCard?.classbase).toEqual(['profileCard']);
    expect(byType.apiTable?.specNames).toEqual(['api table']);
    expect(byType.apiEasyTable?.specNames).toEqual(['api easy table']);
    expect(byType.popularPlaces?.specNames).toEqual(['popular places']);
    expect(byType.popularPlaces?.classbase).toEqual(['popularPlaces']);
    expect(byType.popularPlaces?.paramsSchema).toHaveProperty('properties.popularPlaces');
    expect(byType.place?.specNames).toEqual(['place']);
    expect(byType.place?.paramsSchema).toHaveProperty('properties.place');
    expect(byType.traffic?.specNames).toEqual(['traffic']);
    expect(byType.traffic?.paramsSchema).toHaveProperty('properties.traffic');
    expect(byType.placeholder?.paramsSchema).toMatchObject({
      properties: { placeholder: { type: 'string' } },
    });
  }, 120_000);
});
