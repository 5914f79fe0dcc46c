/**
 * Resolving an author URL against the page and keeping it to http(s), shared by the content
 * URL check (charts, images, links) and the iframe widget's frame policy, so both refuse the
 * same schemes and compare origins the same way.
 */

/** A resolved http(s) URL, or why not: unparsable, or another scheme (javascript:, data:, file:). */
export type HttpUrlResolution =
  { ok: true; url: URL } | { ok: false; reason: 'invalid' | 'scheme' };

/** Resolves `text` against `pageUrl` (a relative URL works as in a link); http(s) only. */
export function resolveHttpUrl(text: string, pageUrl: string): HttpUrlResolution {
  let url: URL;
  try {
    url = new URL(text, pageUrl);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  return { ok: true, url };
}

/** Whether `origin` is the page's own origin or one of `allowedOrigins` (already origins). */
export function isPageOrAllowedOrigin(
  origin: string,
  pageUrl: string,
  allowedOrigins: readonly string[],
): boolean {
  return origin === new URL(pageUrl).origin || allowedOrigins.includes(origin);
}
