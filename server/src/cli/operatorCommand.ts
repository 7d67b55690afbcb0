import { ServiceFailure } from '@writecheck/shared';
import { loadConfig } from '../config.js';
import { openServices } from '../process/services.factory.js';
import type { Services } from '../services.js';
import { parseArgs, UsageError, type ParsedArgs } from './args.js';
import { printJson, type CliCommand } from './command.js';

type Action = (svc: Services, args: ParsedArgs) => Promise<unknown>;

/**
 * An operator command with sub-actions (`key create`, `key revoke`): opens the
 * configured database, runs the action, prints its result as JSON. Refusals print
 * `{error: {code, message}}` and exit 2.
 */
export function operatorCommand(summary: string, usage: string, actions: Record<string, Action>): CliCommand {
  return {
    summary,
    usage,
    async run(argv) {
      const [name, ...rest] = argv;
      const action = name ? actions[name] : undefined;
      if (!action) {
        process.stderr.write(`usage: ${usage}\n`);
        return 1;
      }
      const args = parseArgs(rest);
      const svc = await openServices({ ...loadConfig(), logLevel: 'warn' });
      try {
        printJson(await action(svc, args));
        return 0;
      } catch (err) {
        if (err instanceof UsageError) {
          process.stderr.write(`${err.message}\nusage: ${usage}\n`);
          return 1;
        }
        if (err instanceof ServiceFailure) {
          printJson(err.toEnvelope());
          return 2;
        }
        throw err;
      } finally {
        await svc.close();
      }
    },
  };
}
