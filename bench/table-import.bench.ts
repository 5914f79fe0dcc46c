/**
 * The dropzone's import path end to end over HTTP: a 100,000-row CSV uploaded to a declared
 * table (streamed, read and checked on the server), then written on confirmation in one
 * transaction with its audit row. Target (issue 28): under 10 s for the whole import on this
 * machine. BENCH_IMPORT_ROWS overrides the row count.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { round, writeBenchResult } from './support/bench-result.ts';
import { startBenchServer } from './support/bench-server.ts';

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const writesFile = `writes-bench-${process.pid}.duckdb`;

const server = await startBenchServer({
  rows: 20_000,
  prepareConfig: async (configDir) => {
    const acme = path.join(configDir, 'acme');
    await mkdir(path.join(acme, 'tables'), { recursive: true });
    await writeFile(
      path.join(acme, 'datasources', 'writes.json'),
      JSON.stringify({
        $schema: '../../../schemas/datasource.schema.json',
        name: 'writes',
        type: 'duckdb',
        path: writesFile,
      }),
    );
    await writeFile(
      path.join(acme, 'tables', 'price_list.json'),
      JSON.stringify({
        $schema: '../../../schemas/table.schema.json',
        name: 'price_list',
        columns: {
          type: 'object',
          properties: {
            sku: { type: 'string', minLength: 1 },
            store_id: { type: 'integer', minimum: 1 },
            price: { type: 'number', minimum: 0 },
            valid_from: { type: 'string', format: 'date' },
            note: { type: 'string' },
          },
          required: ['sku', 'store_id', 'price'],
        },
        key: ['sku'],
        max_rows_per_write: 1_000_000,
      }),
    );
  },
});

function call(method: string, url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: url,
        headers: { host: `acme.localhost:${server.port}`, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

try {
  const login = await call(
    'POST',
    '/api/v1/login',
    JSON.stringify({ username: 'super', password: 'navigator' }),
    {
      'content-type': 'application/json',
      'x-auth-method': 'BasicAuth',
    },
  );
  const token = (login.json as { token: string }).token;
  const lines = ['sku,store_id,price,valid_from,note'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `SKU-${i},${(i % 400) + 1},${(i % 997) / 7},2026-11-${String((i % 28) + 1).padStart(2, '0')},"note ${i}, bench"`,
    );
  }
  const csv = `${lines.join('\n')}\n`;
  const auth = { authorization: `Bearer ${token}` };

  const started = performance.now();
  const upload = await call('POST', '/api/v2/tables/price_list/uploads?file_name=prices.csv', csv, {
    ...auth,
    'content-type': 'text/csv',
  });
  const checked = performance.now();
  if (upload.status !== 200)
    throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.json)}`);
  const id = (upload.json as { upload_id: string }).upload_id;
  const commit = await call('POST', `/api/v2/tables/price_list/uploads/${id}`, '{}', {
    ...auth,
    'content-type': 'application/json',
  });
  const done = performance.now();
  if (commit.status !== 200 || (commit.json as { written: number }).written !== rows) {
    throw new Error(`commit: ${commit.status} ${JSON.stringify(commit.json)}`);
  }
  await writeBenchResult('table-import', [
    {
      name: `upload + check ${rows.toLocaleString('en-US')}-row CSV (${round(csv.length / 1e6, 1)} MB)`,
      value: round((checked - started) / 1000, 2),
      unit: 's',
    },
    { name: 'write in one transaction', value: round((done - checked) / 1000, 2), unit: 's' },
    {
      name: 'whole import',
      value: round((done - started) / 1000, 2),
      unit: 's',
      target: { max: 10 },
    },
  ]);
} finally {
  await server.close();
  await rm(path.join(server.dataDir, 'acme', writesFile), { force: true });
  await rm(path.join(server.dataDir, 'acme', `${writesFile}.wal`), { force: true });
}
