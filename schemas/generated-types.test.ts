import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes, generatedDir } from './generate-types.ts';
import { schemaFiles } from './index.ts';

const STALE = 'Generated types are stale: run npm run schemas:types';

describe('generated types', () => {
  it('match the schemas', async () => {
    const expected = await generateTypes();
    expect(Object.keys(expected).sort()).toEqual(
      [...schemaFiles.map((file) => file.replace(/\.schema\.json$/, '.ts')), 'index.ts'].sort(),
    );
    const onDisk = existsSync(generatedDir) ? readdirSync(generatedDir).sort() : [];
    expect(onDisk, STALE).toEqual(Object.keys(expected).sort());
    const stale = Object.entries(expected)
      .filter(([name, content]) => readFileSync(join(generatedDir, name), 'utf8') !== content)
      .map(([name]) => name);
    expect(stale, STALE).toEqual([]);
  });
});
