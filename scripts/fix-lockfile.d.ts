/** Lock entry npm needs for an optional platform package it could not resolve. */
export interface OptionalPlatformEntry {
  version: string;
  cpu: string[];
  libc?: string[];
  optional: true;
  os: string[];
}

/** Optional platform packages referenced in the lock but missing from it, keyed by lock path. */
export function missingOptionalEntries(lock: {
  packages?: Record<string, { optionalDependencies?: Record<string, string> }>;
}): Record<string, OptionalPlatformEntry>;
