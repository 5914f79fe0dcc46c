/**
 * What an iframe widget may load and with which sandbox.
 *
 * URLs: pages of the app's own origin, plus origins an operator allow-lists at build time
 * (`VITE_NAVIGATOR_FRAME_ORIGINS`, comma-separated, e.g. `https://grafana.acme.example`).
 * Anything else, and any scheme but http(s), is refused: a widget's url is editable by its
 * owner, and a frame can phish (a fake login form inside the dashboard) as well as any page.
 *
 * Sandbox: {@link DEFAULT_FRAME_SANDBOX} unless the widget's `params.frame.sandbox` says
 * otherwise, and only tokens of {@link PERMITTED_SANDBOX_TOKENS} survive. The default lets
 * embedded pages run their scripts and forms and open links in a new tab, and withholds the rest:
 * no top navigation (a frame cannot send the dashboard elsewhere), no modals, no downloads.
 * A frame never gets allow-scripts together with allow-same-origin, whatever its origin: with
 * both, a page of the app's own origin could lift its own sandbox and act as the dashboard
 * (read the viewer's token), and the browser warns on every frame with both ("can escape its
 * sandboxing"), so a reader sees a security warning in the console for a setting an author may
 * not have meant. A page that runs scripts therefore runs in an opaque origin (no cookies or
 * storage of its site); one that needs its site's cookies may ask for allow-same-origin
 * without allow-scripts. Other origins need the allow-list: the build's and the tenant's
 * `security.frame_origins`.
 */
import { isPageOrAllowedOrigin, resolveHttpUrl } from '../../runtime/core/url/http-url.ts';

/** The sandbox of a frame whose widget sets none. */
export const DEFAULT_FRAME_SANDBOX = 'allow-scripts allow-popups allow-forms';

/** Sandbox tokens a widget may grant; others (allow-top-navigation…) are dropped. */
export const PERMITTED_SANDBOX_TOKENS: readonly string[] = [
  'allow-scripts',
  'allow-same-origin',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-forms',
];

/**
 * The iframe `sandbox` attribute for a widget's `params.frame.sandbox`: permitted tokens only,
 * and never allow-scripts with allow-same-origin (scripts win: the frame runs them in an
 * opaque origin).
 */
export function frameSandbox(sandbox: string | undefined): string {
  if (sandbox === undefined) return DEFAULT_FRAME_SANDBOX;
  const tokens = [
    ...new Set(
      sandbox
        .toLowerCase()
        .split(/\s+/)
        .filter((token) => PERMITTED_SANDBOX_TOKENS.includes(token)),
    ),
  ];
  const scripts = tokens.includes('allow-scripts');
  return tokens.filter((token) => !(scripts && token === 'allow-same-origin')).join(' ');
}

/** The result of checking a frame URL. */
export type FrameUrlCheck =
  | { ok: true; src: string; origin: string }
  | { ok: false; reason: 'missing' | 'invalid' | 'origin'; origin?: string };

/** Origins from a comma- or space-separated list; entries that are not URLs are ignored. */
export function parseOriginList(list: string | undefined): string[] {
  return (list ?? '').split(/[\s,]+/).flatMap((entry) => {
    if (!entry) return [];
    try {
      const { origin, protocol } = new URL(entry);
      return protocol === 'http:' || protocol === 'https:' ? [origin] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Resolves a widget's url against the page (`pageUrl`, a relative url works as in a link)
 * and checks it: http(s) only, and the page's own origin or an allow-listed one.
 */
export function checkFrameUrl(
  url: string | undefined,
  pageUrl: string,
  allowedOrigins: readonly string[] = [],
): FrameUrlCheck {
  const text = url?.trim() ?? '';
  if (text === '') return { ok: false, reason: 'missing' };
  const resolution = resolveHttpUrl(text, pageUrl);
  // A frame reports any unusable URL, scheme included, as invalid.
  if (!resolution.ok) return { ok: false, reason: 'invalid' };
  const resolved = resolution.url;
  const { origin } = resolved;
  if (!isPageOrAllowedOrigin(origin, pageUrl, allowedOrigins)) {
    return { ok: false, reason: 'origin', origin };
  }
  return { ok: true, src: resolved.href, origin };
}

/** The build's allow-list of frame origins besides the app's own. */
export function configuredFrameOrigins(): string[] {
  return parseOriginList(import.meta.env?.VITE_NAVIGATOR_FRAME_ORIGINS as string | undefined);
}
