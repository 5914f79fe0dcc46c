/**
 * Versions (ETags) of config entities: the sha256 of the file bytes, and for a saved query
 * with a sibling `.sql` file, of both files. Any change on disk, by the server or by hand,
 * changes the version, so a client holding an old one is refused (409).
 */
import { createHash } from 'node:crypto';

/** The version of an entity from its JSON file text and, for queries, its `.sql` text. */
export function entityVersion(jsonText: string, sqlText?: string): string {
  const hash = createHash('sha256').update(jsonText, 'utf8');
  // The NUL separator keeps "json + sql" from colliding with a different split of the bytes.
  if (sqlText !== undefined) hash.update('\0', 'utf8').update(sqlText, 'utf8');
  return hash.digest('hex');
}

/** The `ETag` header value of a version (a strong entity tag). */
export function etagOf(version: string): string {
  return `"${version}"`;
}

/**
 * The version an `If-Match` header asks for: the tag without quotes or weak prefix; undefined
 * when the header is absent, empty or `*` (which matches any current version).
 */
export function versionFromIfMatch(header: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  const tag = raw?.split(',')[0]?.trim();
  if (!tag || tag === '*') return undefined;
  return tag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}
