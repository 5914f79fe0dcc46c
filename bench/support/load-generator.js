/**
 * The load generator of the server benchmark, run as its own process by `loadTest`
 * (bench/support/load.ts): autocannon in the server's process (even in a worker thread) shares
 * its heap, its garbage collections and its libuv pool, so the numbers would measure both.
 *
 * Usage: node load-generator.js '<JSON of {url, method, headers, body, connections, duration}>'
 * Prints the summary autocannon returns as one JSON line on stdout.
 */
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({
  url: options.url,
  method: options.method,
  headers: options.headers,
  body: options.body,
  connections: options.connections,
  duration: options.duration,
});
process.stdout.write(`${JSON.stringify(result)}\n`);
