/** `navigator widgets [--json]`: every registered widget type (see widget-summary.ts). */
import { parseArgs } from 'node:util';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { formatWidgetsText, widgetsReport } from './widget-summary.ts';

export interface WidgetsIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

const USAGE = 'Usage: navigator widgets [--json]\n';

/** Runs the command with the arguments after `widgets`; resolves to the exit code. */
export async function runWidgets(
  argv: string[],
  io: WidgetsIo = { stdout: process.stdout, stderr: process.stderr },
  loadTypes: () => Promise<readonly WidgetTypeDefinition[]> = async () =>
    (await import('./load-widget-types.ts')).loadWidgetTypes(),
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    io.stderr.write(`navigator widgets: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const report = widgetsReport(await loadTypes());
  io.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatWidgetsText(report));
  return 0;
}
