import { commands } from './registry.js';

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const load = name ? commands[name] : undefined;
  if (!load) {
    const names = Object.keys(commands).sort().join(', ');
    process.stderr.write(`usage: writecheck <command> [...]\ncommands: ${names}\n`);
    return name ? 1 : 0;
  }
  const { command } = await load();
  return command.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  async (err: unknown) => {
    // The message is for the operator; the stack only when debugging.
    const debug = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
    // A failed query's message lists its parameters: what a user wrote stays out.
    const { describeError } = await import('../process/logging.js');
    process.stderr.write(`writecheck: ${describeError(err, debug)}\n`);
    process.exitCode = 1;
  },
);
