/**
 * The loader every chart's view uses (vega's `loader` option): vega fetches a spec's
 * `data.url`, an image mark's `url` and follows an `href` channel through it. Data and
 * images load only from the app's own origin and the tenant's `security.content_origins`;
 * links only over http(s), in a new tab. A refused URL is reported through `onRefused`, so
 * the chart shows why it is empty instead of vega only logging "Loading failed".
 */
import { loader as vegaLoader, type Loader } from 'vega';
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

/** Options of {@link chartLoader}. */
export interface ChartLoaderOptions {
  /** Called with a clear message for each URL refused. */
  onRefused?: (message: string) => void;
  /** The page's address (relative URLs resolve against it). */
  page?: () => string;
  /** Origins allowed besides the page's own. */
  allowed?: () => readonly string[];
}

/** A vega loader that only loads what {@link checkContentUrl} allows. */
export function chartLoader(options: ChartLoaderOptions = {}): Loader {
  const base = vegaLoader();
  const page = options.page ?? pageUrl;
  const allowed = options.allowed ?? tenantContentOrigins;
  const sanitize: Loader['sanitize'] = async (uri, sanitizeOptions) => {
    const context = (sanitizeOptions as { context?: string } | undefined)?.context;
    const use: ContentUse = context === 'href' ? 'link' : context === 'image' ? 'image' : 'data';
    const url = String(uri);
    const check = checkContentUrl(url, page(), allowed(), use);
    if (!check.ok) {
      const message = refusedChartUrl(url, check.reason, check.origin);
      options.onRefused?.(message);
      throw new Error(message);
    }
    // Links open a new tab that cannot reach back into the dashboard.
    if (use === 'link') return { href: check.href, target: '_blank', rel: 'noopener noreferrer' };
    return { href: check.href };
  };
  return { ...base, sanitize };
}
