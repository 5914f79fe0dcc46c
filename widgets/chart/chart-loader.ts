/**
 * The loader every chart's view uses (vega's `loader` option): vega fetches a spec's
 * `data.url`, an image mark's `url` and follows an `href` channel through it. Data and
 * images load only from the app's own origin and the tenant's `security.content_origins`;
 * links only over http(s), in a new tab. A refused URL is reported through `onRefused`, so
 * the chart shows why it is empty instead of vega only logging "Loading failed".
 *
 * Relative URLs resolve against the tenant data folder's route, `<origin>/api/v2/tenant-files/`
 * (vega's baseURL), so an official example's `{"url": "data/cars.json"}` reads
 * `<config>/<tenant>/data/cars.json`. Those requests carry the session's token (and only
 * those: no other address, least of all another origin, ever sees it); images there are
 * fetched the same way and drawn from a blob: URL, since an <img> cannot send a header.
 */
import { loader as vegaLoader, type Loader } from 'vega';
import { getToken, TOKEN_TYPE } from '../../runtime/widget-sdk/data.ts';
import {
  checkContentUrl,
  pageUrl,
  tenantContentOrigins,
  type ContentUse,
} from '../../runtime/widget-sdk/data.ts';

/** The message of a chart URL that may not load. */
export function refusedChartUrl(url: string, reason: string, origin?: string): string {
  if (reason === 'origin') {
    return `Chart data from ${origin} is not allowed (${url}): only this site and the tenant's security.content_origins can be loaded.`;
  }
  return `Chart URL "${url}" is not allowed: only http(s) addresses can be loaded.`;
}

/** The route of the tenant's files; relative chart URLs resolve below it. */
export const TENANT_FILES_PATH = '/api/v2/tenant-files/';

/** The base relative chart URLs resolve against, for a page at `page`. */
export function chartBaseUrl(page: string): string {
  return new URL(TENANT_FILES_PATH, page).href;
}

/** The message of a chart URL that could not be loaded. */
export function chartLoadFailure(url: string, reason: string): string {
  return `Could not load ${url}: ${reason}`;
}

/** Options of {@link chartLoader}. */
export interface ChartLoaderOptions {
  /** Called with a clear message for each URL refused. */
  onRefused?: (message: string) => void;
  /** The page's address (its origin is the app's; relative URLs resolve below its tenant-files route). */
  page?: () => string;
  /** Origins allowed besides the page's own. */
  allowed?: () => readonly string[];
  /** The session's token, sent with requests for the tenant's files. */
  token?: () => string | undefined;
}

/** A vega loader that only loads what {@link checkContentUrl} allows. */
export function chartLoader(options: ChartLoaderOptions = {}): Loader {
  const base = vegaLoader();
  const page = options.page ?? pageUrl;
  const allowed = options.allowed ?? tenantContentOrigins;
  const token = options.token ?? getToken;
  /** Whether `href` is one of the tenant's files (the only requests that carry the token). */
  const isTenantFile = (href: string): boolean => {
    const files = chartBaseUrl(page());
    return href.startsWith(files) && new URL(href).origin === new URL(files).origin;
  };
  const withToken = (href: string, init: RequestInit = {}): RequestInit => {
    const value = isTenantFile(href) ? token() : undefined;
    if (!value) return init;
    const headers = new Headers(init.headers);
    headers.set('authorization', `${TOKEN_TYPE} ${value}`);
    return { ...init, headers };
  };
  // vega's own http() says only "404Not Found": this one names the URL and the reason.
  const http = (async (url: string, httpOptions: RequestInit & { response?: string } = {}) => {
    const { response: type, ...init } = httpOptions;
    let response: Response;
    try {
      response = await fetch(url, withToken(url, init));
    } catch (error) {
      throw new Error(chartLoadFailure(url, `network error: ${(error as Error).message}`));
    }
    if (!response.ok) {
      throw new Error(chartLoadFailure(url, `${response.status} ${response.statusText}`.trim()));
    }
    const read = type ? (response as unknown as Record<string, unknown>)[type] : undefined;
    return typeof read === 'function'
      ? (read as () => Promise<string>).call(response)
      : response.text();
  }) as Loader['http'];
  const sanitize: Loader['sanitize'] = async (uri, sanitizeOptions) => {
    const context = (sanitizeOptions as { context?: string } | undefined)?.context;
    const use: ContentUse = context === 'href' ? 'link' : context === 'image' ? 'image' : 'data';
    const url = String(uri);
    const check = checkContentUrl(url, chartBaseUrl(page()), allowed(), use);
    if (!check.ok) {
      const message = refusedChartUrl(url, check.reason, check.origin);
      options.onRefused?.(message);
      throw new Error(message);
    }
    // Links open a new tab that cannot reach back into the dashboard.
    if (use === 'link') return { href: check.href, target: '_blank', rel: 'noopener noreferrer' };
    if (use === 'image' && isTenantFile(check.href)) return { href: await imageBlob(check.href) };
    return { href: check.href };
  };
  const imageBlob = async (href: string): Promise<string> => {
    const response = await fetch(href, withToken(href));
    if (!response.ok) {
      throw new Error(chartLoadFailure(href, `${response.status} ${response.statusText}`.trim()));
    }
    return URL.createObjectURL(await response.blob());
  };
  return { ...base, sanitize, http };
}
