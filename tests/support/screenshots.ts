import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './server-process.ts';

/** Screenshots land in `test-results/screenshots/` (git-ignored) for people to look at. */
export function screenshotPath(name: string): string {
  const dir = path.join(ROOT, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}
