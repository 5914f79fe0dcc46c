/**
 * Brotli and gzip copies of the built front end's text files (`app-xxxx.js.br`, `.gz`), made
 * once at build time so the server sends a new visitor ~0.6 MB instead of ~2.2 MB without
 * compressing anything per request (@fastify/static's `preCompressed` picks the copy the
 * browser accepts). Small files are left alone: their headers outweigh the saving.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions of files worth compressing (images, fonts and media are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/** Files smaller than this are sent as they are. */
export const MIN_COMPRESS_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` next to every compressible file under `dir`. */
export async function precompressAssets(dir: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size < MIN_COMPRESS_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 10,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    // A copy that is not smaller would only cost a lookup.
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}
