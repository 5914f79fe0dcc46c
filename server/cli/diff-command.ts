/**
 * `navigator diff REV1 [REV2] [--json] [--config DIR]`: the semantic diff of the config between
 * two git revisions (REV2 left out: the work tree), for reviews of pull requests.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { revisionDiff } from '../config/revision-diff.ts';
import { GitMissingError } from '../config/git-run.ts';
import { formatDiffText } from './diff-output.ts';

export async function runDiff(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { json: { type: 'boolean', default: false }, config: { type: 'string' } },
    });
  } catch (error) {
    process.stderr.write(`navigator diff: ${(error as Error).message}\n`);
    return 2;
  }
  const [rev1, rev2, ...extra] = parsed.positionals;
  if (!rev1 || extra.length > 0) {
    process.stderr.write('Usage: navigator diff REV1 [REV2] [--json] [--config DIR]\n');
    return 2;
  }
  const dir = path.resolve(parsed.values.config ?? process.env.NAVIGATOR_CONFIG ?? '.');
  try {
    const diffs = await revisionDiff(dir, rev1, rev2);
    process.stdout.write(
      parsed.values.json ? `${JSON.stringify(diffs, null, 2)}\n` : formatDiffText(diffs),
    );
    return 0;
  } catch (error) {
    const known = error instanceof RangeError || error instanceof GitMissingError;
    process.stderr.write(`navigator diff: ${(error as Error).message}\n`);
    return known ? 1 : 2;
  }
}
