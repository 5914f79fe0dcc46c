/**
 * Module routes: a module's slug is `{program_slug}_{module}` and its page is
 * `/{program}/{module}` (schemas/module.schema.json), e.g. `retail_sales` → `/retail/sales`.
 */

/** The `{module}` route segment of a module slug within its program. */
export function moduleSegment(programSlug: string, moduleSlug: string): string {
  const prefix = `${programSlug}_`;
  return moduleSlug.startsWith(prefix) ? moduleSlug.slice(prefix.length) : moduleSlug;
}

/** The page of a module. */
export function modulePath(programSlug: string, moduleSlug: string): string {
  return `/${encodeURIComponent(programSlug)}/${encodeURIComponent(moduleSegment(programSlug, moduleSlug))}`;
}

/**
 * The module a `/{program}/{module}` route names among `modules`: the segment is the slug's
 * part after `{program}_`; a full slug is accepted too, so old links keep working.
 */
export function findRouteModule<M extends { module_slug: string }>(
  modules: readonly M[],
  programSlug: string,
  segment: string,
): M | undefined {
  return (
    modules.find((m) => m.module_slug === `${programSlug}_${segment}`) ??
    modules.find((m) => m.module_slug === segment)
  );
}

/** First path segments that are app routes, never program slugs. */
export const RESERVED_SEGMENTS = [
  'login',
  'callback',
  'reset-password',
  'terms-of-use-agreement',
  'share',
  'widget',
  'v2',
  'landing',
] as const;

/** program.schema.json's program slug: lower-case letters, digits and _, a letter first. */
const PROGRAM_SLUG = /^[a-z][a-z0-9_]*$/;

/**
 * The program slug of a path (`/retail/sales` → 'retail'), undefined off program pages. A
 * segment no program slug can be (the builder's `/_builder/…`) is none: asking the server for
 * its modules only earned a 404 and a console error.
 */
export function programOfPath(pathname: string): string | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first || (RESERVED_SEGMENTS as readonly string[]).includes(first)) return undefined;
  let decoded = first;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    return undefined;
  }
  return PROGRAM_SLUG.test(decoded) ? decoded : undefined;
}
