#!/usr/bin/env node
// The registry this project installs from serves only the Linux builds of some packages'
// optional platform bindings (@duckdb/node-bindings-darwin-arm64, ...). npm then leaves those
// optional packages out of package-lock.json, and `npm ci` refuses the lock as "out of sync".
// This script adds the missing optional entries (with their os/cpu, so npm skips them on
// other platforms without fetching anything). Run it after `npm install <package>`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PLATFORM = /-(darwin|linux|win32|freebsd|android)-(x64|arm64|arm|ia32)(-(musl|gnu|msvc))?$/;

/** Entries npm would need for optional platform dependencies it could not resolve. */
export function missingOptionalEntries(lock) {
  const packages = lock.packages ?? {};
  const missing = {};
  for (const [key, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const target = `node_modules/${name}`;
      if (packages[target] || missing[target]) continue;
      const match = PLATFORM.exec(name);
      if (!match) continue;
      const [, os, cpu, , libc] = match;
      missing[target] = {
        version,
        cpu: [cpu],
        ...(os === 'linux' ? { libc: [libc === 'musl' ? 'musl' : 'glibc'] } : {}),
        optional: true,
        os: [os],
      };
      void key;
    }
  }
  return missing;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const file = path.join(root, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const missing = missingOptionalEntries(lock);
  const names = Object.keys(missing);
  if (names.length === 0) {
    process.stdout.write('package-lock.json lists every optional platform package\n');
    return;
  }
  const merged = { ...lock.packages, ...missing };
  lock.packages = Object.fromEntries(
    Object.entries(merged).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  process.stdout.write(`added ${names.length} optional entries:\n  ${names.join('\n  ')}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
