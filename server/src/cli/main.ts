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
  (err: unknown) => {
    // The message is for the operator; the stack only when debugging.
    const debug = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
    const text = err instanceof Error ? (debug ? (err.stack ?? err.message) : err.message) : String(err);
    process.stderr.write(`writecheck: ${text}\n`);
    process.exitCode = 1;
  },
);
