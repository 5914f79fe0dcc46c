/** Entry of the `navigator` command: one sub-command per verb. */
const USAGE = `Usage: navigator <command> [options]

Commands:
  start [--config DIR] [--data DIR] [--port N] [--build]
                        serve Navigator (default config: config-samples/, port 8080)
  validate DIR [--json | --format text|json|sarif] [--data DIR]
                        check every config file against its schema and every cross-reference
                        (and that no two tenants share a DuckDB file of the data directory)
  diff REV1 [REV2] [--json] [--config DIR]
                        what changed in the config between two git revisions (REV2 left
                        out: the work tree): widgets added, removed, moved, fields from → to
  generate-data [--rows N] [--seed S] [--data DIR] [--config DIR] [--force]
                        build the embedded DuckDB demo databases (one file per tenant)
  widgets [--json]      list the widget types: classbase names, the app-shell catalogue
                        names each covers, params schema (--json: full schemas)
  help                  show this text
`;

/** Runs one CLI invocation and resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'validate': {
      const { runValidate } = await import('./validate-command.ts');
      return runValidate(rest);
    }
    case 'start': {
      const { runStart } = await import('./start-command.ts');
      return runStart(rest);
    }
    case 'diff': {
      const { runDiff } = await import('./diff-command.ts');
      return runDiff(rest);
    }
    case 'generate-data': {
      const { runGenerateData } = await import('../data/cli.ts');
      return runGenerateData(rest);
    }
    case 'widgets': {
      const { runWidgets } = await import('./widgets-command.ts');
      return runWidgets(rest);
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(USAGE);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`navigator: unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}
