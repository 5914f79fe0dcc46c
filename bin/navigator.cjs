#!/usr/bin/env node
// The entry `navigator start` runs (package.json's bin and start, deploy/start-cluster.sh).
// CommonJS on purpose: libuv sizes its thread pool from UV_THREADPOOL_SIZE when the pool first
// starts, and an ES module entry is loaded through that pool, so only a CommonJS entry can set
// it in time. Each running DuckDB query holds one of the pool's threads until it ends, and file
// reads, gzip and password hashing wait for one too: with libuv's default of four, a cold
// dashboard's first queries took them all and a request that needed only a file or a gzip
// waited ~0.5–1 s behind them (docs/performance.md). bench/run.js gives benchmarks the same.
process.env.UV_THREADPOOL_SIZE ??= '16';
import('./navigator.js');
