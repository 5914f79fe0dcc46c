/**
 * Pictures behind the API's token (the tenant data folder, /api/v2/tenant-files/data/…): an
 * <img> sends no Authorization header, so the picture is fetched with the signed-in user's
 * token and shown from a blob: URL (the page's CSP allows blob: images). Other addresses are
 * used as they are. One fetch per address per page: feed, gallery and lightbox share it.
 */
import { useEffect, useState } from 'react';
import { getToken, pageUrl, TOKEN_TYPE } from './data.ts';

const cache = new Map<string, Promise<string>>();

/** Whether `href` is an API address of this site, which needs the token. */
export function needsToken(href: string, page: string): boolean {
  try {
    const url = new URL(href, page);
    return url.origin === new URL(page).origin && url.pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

/** The address to show `href` from: a blob: URL of the fetched picture, or `href` itself. */
export function authedImageUrl(href: string): Promise<string> {
  if (!needsToken(href, pageUrl())) return Promise.resolve(href);
  let pending = cache.get(href);
  if (!pending) {
    pending = fetch(href, { headers: { authorization: `${TOKEN_TYPE} ${getToken() ?? ''}` } })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.blob();
      })
      .then((blob) => URL.createObjectURL(blob));
    // A failure is not kept: the next look tries again.
    pending.catch(() => cache.delete(href));
    cache.set(href, pending);
  }
  return pending;
}

/** `{src}` once the picture can be shown, `{failed}` when it cannot, undefined meanwhile. */
export function useAuthedImage(href: string): { src: string } | { failed: string } | undefined {
  const [state, setState] = useState<{ href: string; src?: string; failed?: string }>();
  useEffect(() => {
    let live = true;
    authedImageUrl(href).then(
      (src) => live && setState({ href, src }),
      (error: unknown) =>
        live && setState({ href, failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [href]);
  if (state?.href !== href) return undefined;
  return state.src !== undefined ? { src: state.src } : { failed: state.failed ?? '' };
}
