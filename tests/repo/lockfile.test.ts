import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingOptionalEntries } from '../../scripts/fix-lockfile.js';
import { ROOT } from '../support/server-process.ts';

describe('package-lock.json', () => {
  it('lists every optional platform package, so `npm ci` accepts it on a fresh machine', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    const missing = Object.keys(missingOptionalEntries(lock));
    expect(missing, 'run: node scripts/fix-lockfile.js').toEqual([]);
  });

  it('the fixer finds an optional platform binding that is missing', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/x': {
          optionalDependencies: { 'x-darwin-arm64': '1.0.0', 'x-linux-x64-musl': '1.0.0' },
        },
      },
    };
    expect(missingOptionalEntries(lock)).toEqual({
      'node_modules/x-darwin-arm64': {
        version: '1.0.0',
        cpu: ['arm64'],
        optional: true,
        os: ['darwin'],
      },
      'node_modules/x-linux-x64-musl': {
        version: '1.0.0',
        cpu: ['x64'],
        libc: ['musl'],
        optional: true,
        os: ['linux'],
      },
    });
  });
});
