#!/usr/bin/env node
// The CLI is TypeScript like the rest of the server; tsx compiles it on the fly so a fresh
// clone runs `navigator` (and `npx navigator validate`) with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../server/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
