/**
 * Which URLs an HTTP datasource may call: only http(s) URLs under one of the tenant's allowed
 * base URLs. The check runs on the parsed URL (WHATWG, as fetch reads it), never on text, so
 * `http://allowed.example.com@evil/`, `http://allowed.example.com.evil/`, a trailing dot, an
 * upper-case host, an IPv6 literal or `..` segments are judged by where the request would
 * really go. It runs before every request and again on every redirect.
 */

/** The outcome of a check: the URL to request, or why it is refused. */
export type AllowCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** A base URL of the allow-list, normalized (throws an Error naming a bad entry). */
export function parseAllowedBase(base: string): URL {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`Allowed base URL "${base}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Allowed base URL "${base}" must be http or https`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(
      `Allowed base URL "${base}" may hold only scheme, host, port and path (no user, query or fragment)`,
    );
  }
  return url;
}

/** The host as compared: lower case (URL does that) without the DNS root's trailing dot. */
function hostOf(url: URL): string {
  return url.hostname.replace(/\.$/, '');
}

/** The default port made explicit, so `http://a` and `http://a:80` are the same base. */
function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** True when `url`'s path is `base`'s path or below it (segment-wise, not text prefix). */
function underPath(url: URL, base: URL): boolean {
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return url.pathname === base.pathname || url.pathname.startsWith(prefix);
}

/**
 * `target` (absolute, or relative to `relativeTo`) when it is an http(s) URL with no user
 * info whose scheme, host, port and path fall under one of `allowed`; otherwise why not.
 */
export function checkAllowedUrl(
  target: string,
  allowed: readonly string[],
  relativeTo?: string,
): AllowCheck {
  let url: URL;
  try {
    url = relativeTo === undefined ? new URL(target) : new URL(target, relativeTo);
  } catch {
    return { ok: false, reason: `"${target}" is not a URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `scheme ${url.protocol} is not allowed (http and https only)` };
  }
  if (url.username || url.password) {
    // Credentials in a URL are also the classic way to disguise the real host.
    return { ok: false, reason: 'URLs with user info (user@host) are not allowed' };
  }
  for (const entry of allowed) {
    const base = parseAllowedBase(entry);
    if (
      base.protocol === url.protocol &&
      hostOf(base) === hostOf(url) &&
      portOf(base) === portOf(url) &&
      underPath(url, base)
    ) {
      return { ok: true, url };
    }
  }
  return {
    ok: false,
    reason: `${url.origin}${url.pathname} is not under an allowed base URL of the tenant`,
  };
}
