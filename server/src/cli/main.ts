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
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  },
);
