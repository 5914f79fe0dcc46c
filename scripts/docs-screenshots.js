#!/usr/bin/env node
// Refreshes the README's pictures (docs/screenshots/*.png) from the ones the end-to-end tests
// took last (test-results/screenshots/, git-ignored). The tests never write into docs/: a test
// run leaves the working tree as it was, and updating the committed pictures is a choice.
// Usage: npm test (or the e2e files that take them), then npm run docs:screenshots.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Names of the docs/screenshots/*.png pictures a Markdown text shows, in order, once each. */
export function shownScreenshots(markdown) {
  const names = [];
  for (const match of markdown.matchAll(/\(docs\/screenshots\/([\w.-]+)\.png\)/g)) {
    if (!names.includes(match[1])) names.push(match[1]);
  }
  return names;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const names = shownScreenshots(readFileSync(path.join(root, 'README.md'), 'utf8'));
  const taken = path.join(root, 'test-results', 'screenshots');
  const missing = names.filter((name) => !existsSync(path.join(taken, `${name}.png`)));
  if (missing.length > 0) {
    process.stderr.write(
      `No test picture for ${missing.map((name) => `${name}.png`).join(', ')} in ${taken}: ` +
        'run npm test first.\n',
    );
    process.exitCode = 1;
    return;
  }
  for (const name of names) {
    copyFileSync(
      path.join(taken, `${name}.png`),
      path.join(root, 'docs', 'screenshots', `${name}.png`),
    );
  }
  process.stdout.write(`updated ${names.length} pictures in docs/screenshots/\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
