import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownScreenshots } from '../../scripts/docs-screenshots.js';
import { ROOT } from '../support/server-process.ts';

describe('the README pictures', () => {
  it.each([
    ['none', 'no pictures here', []],
    [
      'in order, once each',
      '![a](docs/screenshots/b.png) ![c](docs/screenshots/a-1.png) ![d](docs/screenshots/b.png)',
      ['b', 'a-1'],
    ],
    ['only docs/screenshots', '![x](other/x.png) ![y](docs/screenshots/y.png)', ['y']],
  ])('shownScreenshots: %s', (_name, markdown, expected) => {
    expect(shownScreenshots(markdown)).toEqual(expected);
  });

  it('each one is committed and taken by an end-to-end test under its name', () => {
    const names = shownScreenshots(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
    expect(names.length).toBeGreaterThan(0);
    const e2eDir = path.join(ROOT, 'tests', 'e2e');
    const sources = readdirSync(e2eDir)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(e2eDir, file), 'utf8'))
      .join('\n');
    for (const name of names) {
      expect(existsSync(path.join(ROOT, 'docs', 'screenshots', `${name}.png`)), name).toBe(true);
      expect(sources, `no e2e test takes ${name}`).toMatch(new RegExp(`Path\\('${name}'\\)`));
    }
  });
});
