/**
 * What a viewer's browser may load for author content (docs/security.md): chart data and
 * images come from the app's own origin or an origin the tenant lists in tenant.json
 * `security.content_origins`, iframes from the app or `security.frame_origins`; links may go
 * anywhere over http(s). Nothing else loads: no `javascript:`, no `data:` documents, no
 * `file:`. The page's Content-Security-Policy says the same; these checks give the author a
 * clear message instead of a load the browser silently blocks.
 */
import { isPageOrAllowedOrigin, resolveHttpUrl } from '../../core/url/http-url.ts';
import { navigatorStore } from '../stores/navigator-store.ts';

/** The outcome of checking an author URL. */
export type ContentUrlCheck =
  | { ok: true; href: string }
  | { ok: false; reason: 'invalid' | 'scheme' | 'origin'; origin?: string };

/** What the URL is for: data and images are origin-checked, links only scheme-checked. */
export type ContentUse = 'data' | 'image' | 'link';

/** Images inline as data: URLs that cannot hold a document or script (no SVG). */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

/**
 * Resolves `url` against the page (a relative URL works as in a link) and checks it for
 * `use`: http(s) only (plus inline raster images for 'image'), and for data and images the
 * page's own origin or one of `allowed`.
 */
export function checkContentUrl(
  url: string,
  pageUrl: string,
  allowed: readonly string[],
  use: ContentUse,
): ContentUrlCheck {
  // Browsers drop control characters and spaces in a scheme: `java\tscript:` is javascript:.
  const text = [...url].filter((c) => c.charCodeAt(0) > 0x20 && !/[\x7f-\xa0]/.test(c)).join('');
  if (text === '') return { ok: false, reason: 'invalid' };
  if (use === 'image' && SAFE_DATA_IMAGE.test(url.trim())) return { ok: true, href: url.trim() };
  const resolution = resolveHttpUrl(text, pageUrl);
  if (!resolution.ok) return resolution;
  const resolved = resolution.url;
  if (use === 'link') return { ok: true, href: resolved.href };
  const { origin } = resolved;
  const known = allowed.flatMap((entry) => {
    try {
      return [new URL(entry).origin];
    } catch {
      return [];
    }
  });
  if (!isPageOrAllowedOrigin(origin, pageUrl, known)) {
    return { ok: false, reason: 'origin', origin };
  }
  return { ok: true, href: resolved.href };
}

/** The page's address (a neutral one outside a browser). */
export function pageUrl(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
}

/** Origins charts and image widgets may load from besides the app (tenant.json security). */
export function tenantContentOrigins(): string[] {
  return navigatorStore.tenant?.security?.content_origins ?? [];
}

/** Origins iframe widgets may show besides the app (tenant.json security). */
export function tenantFrameOrigins(): string[] {
  return navigatorStore.tenant?.security?.frame_origins ?? [];
}
