import { existsSync } from 'node:fs';

/** In CI (`CI=true`) nothing may be skipped: a missing service fails the run instead. */
export const inCI = process.env.CI === 'true' || process.env.CI === '1';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Availability {
  ok: boolean;
  /** Why the suite cannot run, and the command that fixes it. */
  reason: string;
}

/** Is Debian's Chromium installed? */
export function chromiumAvailability(): Availability {
  return existsSync(CHROMIUM_PATH)
    ? { ok: true, reason: '' }
    : {
        ok: false,
        reason: `Chromium is missing at ${CHROMIUM_PATH}; fix: apt-get update && apt-get install -y --no-install-recommends chromium`,
      };
}

/**
 * Decides whether a suite that needs a service runs: it runs when the service is there,
 * fails in CI when it is not, and elsewhere is skipped with a printed reason and fix.
 */
export function requireOrSkip(name: string, availability: Availability): boolean {
  if (availability.ok) return true;
  if (inCI) throw new Error(`${name}: ${availability.reason}`);
  process.stdout.write(`\n[skipped] ${name}: ${availability.reason}\n`);
  return false;
}
