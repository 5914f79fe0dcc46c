/**
 * Small readers used by the cross-reference checks. The checks run on files that may also
 * fail their schema, so every access tolerates a wrong shape and simply finds nothing there.
 */
import type { ConfigFileKind, JsonObject, TenantConfig } from './config-types.ts';
import { isJsonObject } from './load-config.ts';

/** `value` when it is a JSON object, else an empty one. */
export function objectOf(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}

/** `value` when it is an array, else an empty one. */
export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `value` when it is a string, else `undefined`. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `value` when it is an integer, else `undefined`. */
export function integerOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** Where a saved query's JSON file would be, for messages. */
export function queryFileHint(slug: string): string {
  return `no queries/${slug}.json`;
}

/** The message for a reference to a saved query that does not exist. */
export function missingQueryMessage(slug: string): string {
  return `saved query "${slug}" does not exist (${queryFileHint(slug)})`;
}

/** The message for a reference to a program that does not exist. */
export function missingProgramMessage(slug: string): string {
  return `program "${slug}" does not exist (no programs/${slug}.json)`;
}

/**
 * Whether the tenant has a file of this kind and name, even one that failed to parse: a
 * reference to a broken file is not also reported as a reference to a missing one.
 */
export function hasFile(tenant: TenantConfig, kind: ConfigFileKind, name: string): boolean {
  return tenant.files.some((f) => f.kind === kind && f.name === name);
}

/**
 * Whether some file of this kind could not be read as an object. Checks that need every such
 * file (is a dashboard listed in any module?) are skipped then, rather than guessing.
 */
export function hasUnreadable(tenant: TenantConfig, kind: ConfigFileKind): boolean {
  return tenant.files.some((f) => f.kind === kind && !isJsonObject(f.json?.value));
}
