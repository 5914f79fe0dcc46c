/**
 * Scrubs what a client must never read from an error message: absolute file paths, network
 * addresses (host:port, IP addresses) and stack frames. Messages of known errors (a database's
 * own wording, a file system error) pass through it before they reach a response body; the
 * full text stays in the server log.
 */

/** An absolute POSIX path of at least two segments (`/srv/data/x.duckdb`, `/tmp/a`). */
const ABSOLUTE_PATH = /(?<![\w/.:-])\/(?:[\w.@+~-]+\/)+[\w.@+~-]*/g;
/** A Windows path (`C:\data\x.duckdb`). */
const WINDOWS_PATH = /\b[A-Za-z]:\\[^\s"'`]+/g;
/** `1.2.3.4`, `1.2.3.4:5432`. */
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b/g;
/** `[::1]:5432`, `::1:5432`, `fe80::1`. */
const IPV6 = /\[?(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}\]?(?::\d{1,5})?(?![\w:])/gi;
/** `localhost:5432`, `db.example.com:5432`. */
const HOST_PORT = /\b(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d{1,5}\b/gi;
/** `    at fn (file:line:col)` lines of a stack. */
const STACK_FRAME = /\n\s+at [^\n]*/g;

/** `message` without paths, addresses or stack frames (each replaced by a placeholder). */
export function redactInternals(message: string): string {
  return message
    .replace(STACK_FRAME, '')
    .replace(HOST_PORT, '<address>')
    .replace(IPV4, '<address>')
    .replace(IPV6, (match) => (/\d/.test(match) && match.includes('::') ? '<address>' : match))
    .replace(WINDOWS_PATH, '<path>')
    .replace(ABSOLUTE_PATH, '<path>');
}
