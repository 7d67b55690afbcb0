// Every `writecheck` subcommand has this shape. Commands print JSON on stdout and
// return the process exit status (0 success, 2 refused input, 1 anything else).
export interface CliCommand {
  summary: string;
  usage: string;
  run(argv: string[]): Promise<number>;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}
